// Tells reviewers they are on a preview deploy, which branch and commit it shows, and links the translation
// status, what the branch changed and how its pages look.
import { branchChangesPath, translationStatusPath, visualChangesPath, type PreviewInfo } from "@/lib/preview";
import { Link } from "@/lib/Link";
import { useTranslate } from "@/lib/usePageContext";

export function PreviewRibbon({ preview }: { preview: PreviewInfo }) {
  const t = useTranslate();
  const unknown = t("preview.ribbon.unknown");
  return (
    <aside
      data-preview-ribbon
      aria-label={t("preview.ribbon.label")}
      className="fixed bottom-3 left-3 z-[70] flex max-w-[calc(100vw-1.5rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-ink/95 px-3 py-2 text-xs text-white shadow-lg print:hidden"
    >
      <strong className="rounded bg-gold px-1.5 py-0.5 font-semibold tracking-wide text-ink uppercase">
        {t("preview.ribbon.title")}
      </strong>
      <span>{t("preview.ribbon.branch", { branch: preview.branch ?? unknown })}</span>
      <span>{t("preview.ribbon.commit", { commit: preview.commit ?? unknown })}</span>
      <Link
        href={translationStatusPath}
        className="underline underline-offset-2 hover:text-gold focus-visible:text-gold"
      >
        {t("preview.ribbon.translations")}
      </Link>
      <Link
        href={branchChangesPath}
        className="underline underline-offset-2 hover:text-gold focus-visible:text-gold"
      >
        {t("preview.ribbon.changes")}
      </Link>
      <Link
        href={visualChangesPath}
        className="underline underline-offset-2 hover:text-gold focus-visible:text-gold"
      >
        {t("preview.ribbon.visual")}
      </Link>
    </aside>
  );
}
