// The translation status of every content item, grouped by collection, with a warning on stale Japanese files.
import type { UiKey } from "@/lib/i18n";
import { Link } from "@/lib/Link";
import { useTranslate } from "@/lib/usePageContext";
import {
  needsAttention,
  statusGroups,
  type KeyStatus,
  type LanguageStatus,
  type StatusGroup,
  type TranslationStatus,
} from "@/lib/preview";

/** Each group's heading: a collection's is its list page's title (getStatusGroupTitles in pipeline/preview/runtime.ts). */
export type GroupTitles = Record<StatusGroup, string>;

export const stateLabel: Record<LanguageStatus["state"], UiKey> = {
  present: "preview.status.present",
  missing: "preview.status.missing",
  unfinished: "preview.status.unfinished",
};

const day = (iso: string) => iso.slice(0, 10);

/** Two moments as days, or with their UTC times when they fall on the same day ("changed on 2026-11-24, after 2026-11-24" said nothing). */
function moments(english: string, japanese: string) {
  const time = (iso: string) => `${day(iso)} ${new Date(iso).toISOString().slice(11, 16)} UTC`;
  return day(english) === day(japanese)
    ? { englishDate: time(english), japaneseDate: time(japanese) }
    : { englishDate: day(english), japaneseDate: day(japanese) };
}

function LanguageCell({ status, label }: { status: LanguageStatus; label: UiKey }) {
  const t = useTranslate();
  return (
    <td className="px-3 py-3 align-top max-sm:py-1">
      {/* On phones the row is a card without the header row: each cell names its language. */}
      <span className="block text-xs text-steel sm:hidden">{t(label)}</span>
      <span className={status.state === "present" ? "text-ink" : "font-semibold text-vermilion-dark"}>
        {t(stateLabel[status.state])}
      </span>
      {status.state !== "missing" && (
        <span className="block text-xs text-steel">
          {status.lastCommit
            ? t("preview.status.changed", { date: day(status.lastCommit) })
            : t("preview.status.uncommitted")}
        </span>
      )}
    </td>
  );
}

export function TranslationStatusTable({
  status,
  groupTitles,
}: {
  status: TranslationStatus;
  groupTitles: GroupTitles;
}) {
  const t = useTranslate();
  const attention = status.rows.filter(needsAttention).length;
  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
      <p className="text-lg text-ink">
        {t("preview.status.summary", {
          total: status.rows.length,
          complete: status.rows.length - attention,
          attention,
        })}
      </p>
      {status.shallow && <p className="mt-3 text-steel">{t("preview.status.shallow")}</p>}
      {statusGroups.map((group) => {
        const rows = status.rows.filter((row) => row.group === group);
        if (!rows.length) return null;
        return (
          <div key={group} className="mt-10 sm:overflow-x-auto">
            {/* At 390 px the four columns do not fit: each row becomes a two-column card (item, then English
                and Japanese side by side, then the check), and the header row is left to screen readers. */}
            <table className="w-full border-collapse text-left text-sm sm:min-w-[40rem]">
              <caption className="mb-3 text-left text-xl font-semibold text-ink">
                {groupTitles[group]}
              </caption>
              <thead className="max-sm:sr-only">
                <tr className="border-b border-ink/20 text-steel">
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t("preview.status.item")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t("preview.status.english")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t("preview.status.japanese")}
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t("preview.status.check")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.slug}
                    className="border-b border-ink/10 max-sm:grid max-sm:grid-cols-2 max-sm:py-2"
                  >
                    <th
                      scope="row"
                      className="px-3 py-3 align-top font-normal break-words max-sm:col-span-2 max-sm:pb-1"
                    >
                      {row.href && row.en.state !== "missing" ? (
                        <Link href={row.href} className="text-indigo underline underline-offset-2">
                          {row.slug}
                        </Link>
                      ) : (
                        row.slug
                      )}
                    </th>
                    <LanguageCell status={row.en} label="preview.status.english" />
                    <LanguageCell status={row.jp} label="preview.status.japanese" />
                    <td className="px-3 py-3 align-top max-sm:col-span-2 max-sm:py-1 max-sm:empty:hidden">
                      {row.stale && row.en.lastChangeToTranslate && row.jp.lastTextChange ? (
                        <strong className="font-semibold text-vermilion-dark">
                          {t(
                            "preview.status.stale",
                            moments(row.en.lastChangeToTranslate, row.jp.lastTextChange),
                          )}
                        </strong>
                      ) : needsAttention(row) ? null : (
                        t("preview.status.ok")
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      <InterfaceText keys={status.keys} />
    </section>
  );
}

/** The interface text, key by key: how many there are, and the keys whose English changed after their Japanese. */
function InterfaceText({ keys }: { keys: KeyStatus[] }) {
  const t = useTranslate();
  const stale = keys.filter((key) => key.stale);
  return (
    <div className="mt-10">
      <h2 className="mb-3 text-xl font-semibold text-ink">{t("preview.status.group.ui")}</h2>
      <p className="text-ink">
        {t("preview.status.ui.summary", { total: keys.length, attention: stale.length })}
      </p>
      {stale.length > 0 && (
        <ul className="mt-4 grid gap-2 text-sm">
          {stale.map((key) => (
            <li key={key.key} className="border-b border-ink/10 pb-2">
              <code className="break-words text-ink">{key.key}</code>{" "}
              <strong className="block font-semibold text-vermilion-dark">
                {t("preview.status.ui.stale", moments(key.en ?? "", key.jp ?? ""))}
              </strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
