// How this branch changes the pages' looks (preview builds only): what `npm run visual` compared, its counts, the
// pages that look different at each width, and the way into reg-cli's before-and-after report.
import type { UiKey } from "@/lib/i18n";
import { visualReportPath, type VisualChange, type VisualSummary } from "@/lib/preview";
import { useTranslate } from "@/lib/usePageContext";

const changeLabel: Record<VisualChange, UiKey> = {
  changed: "preview.visual.change.changed",
  added: "preview.visual.change.added",
  removed: "preview.visual.change.removed",
};

export function VisualChangesSummary({
  summary,
  current,
}: {
  summary: VisualSummary | null;
  current?: string;
}) {
  const t = useTranslate();
  if (!summary) {
    return (
      <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
        <p
          data-visual-missing
          className="max-w-3xl rounded-xl border-l-4 border-vermilion bg-paper px-5 py-4 text-ink"
        >
          {t("preview.visual.missing")}
        </p>
      </section>
    );
  }
  const { counts } = summary;
  const noChange = counts.changed + counts.added + counts.removed === 0;
  const stale =
    current && !current.startsWith(summary.head.commit) && !summary.head.commit.startsWith(current);
  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
      <p className="text-steel">
        {t("preview.visual.base", {
          head: summary.head.commit,
          ref: summary.base.ref,
          base: summary.base.commit,
        })}
      </p>
      {stale && (
        <p className="mt-3 max-w-3xl rounded-xl border-l-4 border-vermilion bg-paper px-5 py-4 text-ink">
          {t("preview.visual.stale", { commit: summary.head.commit, current })}
        </p>
      )}
      <p className="mt-3 text-lg text-ink" data-visual-counts>
        {noChange ? t("preview.visual.none") : t("preview.visual.summary", { ...counts })}
      </p>
      {noChange && <p className="mt-1 text-steel">{t("preview.visual.summary", { ...counts })}</p>}
      {summary.all && (
        <p className="mt-3 text-steel">
          {t("preview.visual.all")} <code lang="en">{summary.all}</code>
        </p>
      )}
      <p className="mt-8">
        {/* A static page of its own, the same for both languages: a plain link, without the /jp prefix. */}
        <a
          href={visualReportPath}
          className="inline-flex rounded-full bg-ink px-5 py-3 font-semibold text-white underline-offset-2 hover:underline focus-visible:underline"
        >
          {t("preview.visual.open")}
        </a>
      </p>
      <p className="mt-3 max-w-3xl text-sm text-steel">{t("preview.visual.openHint")}</p>
      {summary.pages.length > 0 && (
        <div className="mt-10 overflow-x-auto">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead>
              <tr className="border-b border-ink/15 text-steel">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t("preview.visual.page")}
                </th>
                {summary.widths.map((width) => (
                  <th key={width} scope="col" className="py-2 pr-4 font-semibold">
                    {width} px
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.pages.map((page) => (
                <tr key={page.url} data-visual-page={page.url} className="border-b border-ink/10">
                  <td className="py-2 pr-4">
                    {page.widths[summary.widths[0]!] === "removed" ? (
                      <span>{page.url}</span>
                    ) : (
                      <a href={page.url} className="text-indigo underline underline-offset-2">
                        {page.url}
                      </a>
                    )}
                  </td>
                  {summary.widths.map((width) => {
                    const change = page.widths[width];
                    return (
                      <td key={width} className="py-2 pr-4">
                        {t(change ? changeLabel[change] : "preview.visual.change.same")}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
