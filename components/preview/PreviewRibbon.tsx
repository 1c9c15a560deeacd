// Tells reviewers they are on a preview deploy, which branch and commit it shows, and links the translation
// status, what the branch changed and how its pages look. It covers nothing on a phone: there it is the last
// thing on the page, below the footer. From the small breakpoint up it floats in the bottom-left corner, and its
// summary (a native <details>, so it works with the keyboard and without script) folds it down to one line.
import { branchChangesPath, translationStatusPath, visualChangesPath, type PreviewInfo } from "@/lib/preview";
import { Link } from "@/lib/Link";
import { useTranslate } from "@/lib/usePageContext";

const linkClass = "underline underline-offset-2 hover:text-gold focus-visible:text-gold";

export function PreviewRibbon({ preview }: { preview: PreviewInfo }) {
  const t = useTranslate();
  const unknown = t("preview.ribbon.unknown");
  return (
    <>
      {/* Room below the footer, in its colour, for the floating ribbon: at the end of a page it covers this and not
          the footer's last line. */}
      <div aria-hidden="true" className="hidden bg-ink sm:block sm:h-24 print:hidden" />
      <aside
        data-preview-ribbon
        aria-label={t("preview.ribbon.label")}
        className="bg-ink text-xs text-white sm:fixed sm:bottom-3 sm:left-3 sm:z-[70] sm:max-w-[calc(100vw-1.5rem)] sm:rounded-lg sm:bg-ink/95 sm:shadow-lg print:hidden"
      >
        <details open className="group px-5 py-3 sm:px-3 sm:py-2">
          <summary className="flex cursor-pointer list-none items-center gap-x-3 rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold [&::-webkit-details-marker]:hidden">
            <strong className="rounded bg-gold px-1.5 py-0.5 font-semibold tracking-wide text-ink uppercase">
              {t("preview.ribbon.title")}
            </strong>{" "}
            <span>{t("preview.ribbon.branch", { branch: preview.branch ?? unknown })}</span>
            {/* Points down while open (the summary folds the ribbon), up while folded. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 10 6"
              className="ml-auto h-1.5 w-2.5 shrink-0 fill-current transition-transform group-open:rotate-180 motion-reduce:transition-none"
            >
              <path d="M0 6 5 0l5 6z" />
            </svg>
          </summary>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{t("preview.ribbon.commit", { commit: preview.commit ?? unknown })}</span>{" "}
            <Link href={translationStatusPath} className={linkClass}>
              {t("preview.ribbon.translations")}
            </Link>{" "}
            <Link href={branchChangesPath} className={linkClass}>
              {t("preview.ribbon.changes")}
            </Link>{" "}
            <Link href={visualChangesPath} className={linkClass}>
              {t("preview.ribbon.visual")}
            </Link>
          </p>
        </details>
      </aside>
    </>
  );
}
