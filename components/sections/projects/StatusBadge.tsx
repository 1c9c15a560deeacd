// A project's status badge, worded by the catalogue (projects.status.*).
import { clsx } from "clsx";
import type { Project } from "@/content/schema";
import { useTranslate } from "@/lib/usePageContext";

export function StatusBadge({ status, className = "" }: { status: Project["status"]; className?: string }) {
  const t = useTranslate();
  return (
    <span
      data-testid="status-badge"
      className={clsx(
        "inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold tracking-wide text-ink ring-1 ring-ink/10",
        className,
      )}
    >
      <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-vermilion" />
      <span className="sr-only">{t("projects.status")}: </span>
      {t(`projects.status.${status}`)}
    </span>
  );
}
