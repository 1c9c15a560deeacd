// The optional note at the end of a project page (e.g. why details are confidential).
import { useTranslate } from "@/lib/usePageContext";
import { KeptEnding } from "@/components/typography/KeptEnding";

export function ProjectNote({ note }: { note: string }) {
  const t = useTranslate();
  return (
    <aside
      aria-labelledby="note-title"
      className="mt-12 rounded-2xl border-l-4 border-gold bg-paper p-6 sm:p-8"
      data-testid="project-note"
    >
      <h2 id="note-title" className="font-semibold text-ink">
        {t("project.note")}
      </h2>
      <p className="mt-2 leading-relaxed text-ink/80">
        <KeptEnding text={note} />
      </p>
    </aside>
  );
}
