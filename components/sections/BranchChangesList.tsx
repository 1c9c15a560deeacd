// What this branch changed (preview builds only): the items added, changed and removed against the main
// branch, each with its titles and pages in both languages, its translation state, and the English changes
// a Japanese file has not caught up with yet.
import { clsx } from "clsx";
import type { UiKey } from "@/lib/i18n";
import { Link } from "@/lib/Link";
import { languageTag, locales, otherLocale, type Locale } from "@/lib/locale";
import { translationStatusPath } from "@/lib/preview";
import { useTranslate } from "@/lib/usePageContext";
import type { BranchChanges, ChangedItem, EnglishDiff, FileChange } from "@/build/content/branch-changes";
import { stateLabel, type GroupTitles } from "./TranslationStatusTable";

const changes: FileChange[] = ["added", "changed", "removed"];
const changeLabel: Record<FileChange, UiKey> = {
  added: "preview.changes.added",
  changed: "preview.changes.changed",
  removed: "preview.changes.removed",
};
const fileLabel: Record<FileChange | "unchanged", UiKey> = {
  added: "preview.changes.file.added",
  changed: "preview.changes.file.changed",
  removed: "preview.changes.file.removed",
  unchanged: "preview.changes.file.unchanged",
};
const languageLabel: Record<Locale, UiKey> = {
  en: "preview.status.english",
  jp: "preview.status.japanese",
};

function Diff({ diff }: { diff: EnglishDiff }) {
  const t = useTranslate();
  return (
    <details open className="mt-4 border-t border-ink/10 pt-4">
      <summary className="cursor-pointer font-semibold text-ink">
        {t("preview.changes.diff", { date: diff.since.date.slice(0, 10), commit: diff.since.commit })}
      </summary>
      <p className="mt-2 text-sm text-steel">{t("preview.changes.diffLegend")}</p>
      <ol lang="en" className="mt-3 space-y-3">
        {diff.blocks.map((block, index) => (
          <li key={index} className="rounded-lg bg-paper px-4 py-3 text-sm leading-relaxed">
            {block.context && <p className="break-words text-steel">{block.context}</p>}
            <p className="mt-1 break-words whitespace-pre-wrap text-ink">
              {block.parts.map((part, partIndex) =>
                part.change === "added" ? (
                  <ins key={partIndex} className="rounded-sm bg-gold/40 no-underline">
                    {part.text}
                  </ins>
                ) : part.change === "removed" ? (
                  <del key={partIndex} className="text-vermilion-dark">
                    {part.text}
                  </del>
                ) : (
                  <span key={partIndex}>{part.text}</span>
                ),
              )}
            </p>
          </li>
        ))}
      </ol>
      {diff.more > 0 && (
        <p className="mt-3 text-sm text-steel">{t("preview.changes.diffMore", { count: diff.more })}</p>
      )}
    </details>
  );
}

function Item({ item, groupTitles }: { item: ChangedItem; groupTitles: GroupTitles }) {
  const t = useTranslate();
  return (
    <li
      data-change={item.change}
      data-item={`${item.group}/${item.slug}`}
      className="rounded-xl border border-ink/15 p-5"
    >
      <p className="text-xs font-semibold tracking-wide text-steel uppercase">
        {groupTitles[item.group]} · <span className="normal-case">{item.slug}</span>
      </p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {locales.map((locale) => {
          const other = otherLocale(locale);
          // A language without its own title (not translated yet) is named by the other's, in that language.
          const titleLocale = item.titles[locale] ? locale : other;
          const title = item.titles[titleLocale] ?? item.slug;
          const state = item.translation?.[locale].state;
          return (
            <div key={locale} className="min-w-0">
              <dt className="text-sm text-steel">{t(languageLabel[locale])}</dt>
              <dd className="mt-0.5">
                {item.href ? (
                  <Link
                    href={item.href}
                    locale={locale}
                    lang={languageTag[titleLocale]}
                    className="font-semibold break-words text-indigo underline underline-offset-2"
                  >
                    {title}
                  </Link>
                ) : (
                  <span lang={languageTag[titleLocale]} className="font-semibold break-words text-ink">
                    {title}
                  </span>
                )}
                <span className="mt-0.5 block text-sm text-steel">
                  {t(fileLabel[item.files[locale] ?? "unchanged"])}
                  {state && (
                    <>
                      {" · "}
                      <span className={clsx(state !== "present" && "font-semibold text-vermilion-dark")}>
                        {t(stateLabel[state])}
                      </span>
                    </>
                  )}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      {item.translation?.stale && !item.englishDiff && (
        <p className="mt-3 text-sm font-semibold text-vermilion-dark">{t("preview.changes.stale")}</p>
      )}
      {item.englishDiff && (
        <>
          <p className="mt-3 text-sm font-semibold text-vermilion-dark">{t("preview.changes.stale")}</p>
          <Diff diff={item.englishDiff} />
        </>
      )}
    </li>
  );
}

export function BranchChangesList({
  changes: result,
  groupTitles,
}: {
  changes: BranchChanges;
  groupTitles: GroupTitles;
}) {
  const t = useTranslate();
  if (result.state === "unavailable") {
    return (
      <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
        <p
          data-changes-unavailable={result.reason}
          className="max-w-3xl rounded-xl border-l-4 border-vermilion bg-paper px-5 py-4 text-ink"
        >
          {t(`preview.changes.unavailable.${result.reason}`, { ref: result.ref })}
        </p>
        <p className="mt-6">
          <Link
            href={translationStatusPath}
            className="font-semibold text-indigo underline underline-offset-2"
          >
            {t("preview.status.title")}
          </Link>
        </p>
      </section>
    );
  }
  const count = (change: FileChange) => result.items.filter((item) => item.change === change).length;
  return (
    <section className="mx-auto max-w-7xl px-5 pb-24 sm:px-8">
      <p className="text-steel">
        {t("preview.changes.base", { ref: result.base.ref, commit: result.base.commit })}
      </p>
      <p className="mt-3 text-lg text-ink">
        {result.items.length
          ? t("preview.changes.summary", {
              added: count("added"),
              changed: count("changed"),
              removed: count("removed"),
            })
          : t("preview.changes.none")}
      </p>
      {changes.map((change) => {
        const items = result.items.filter((item) => item.change === change);
        if (!items.length) return null;
        return (
          <div key={change} className="mt-10">
            <h2 className="text-2xl font-semibold tracking-tight text-ink">
              {t(changeLabel[change])} ({items.length})
            </h2>
            <ul className="mt-4 space-y-4">
              {items.map((item) => (
                <Item key={`${item.group}/${item.slug}`} item={item} groupTitles={groupTitles} />
              ))}
            </ul>
          </div>
        );
      })}
      {result.otherFiles.length > 0 && (
        <div className="mt-10">
          <h2 className="text-2xl font-semibold tracking-tight text-ink">{t("preview.changes.other")}</h2>
          <ul className="mt-4 space-y-1 text-sm">
            {result.otherFiles.map(({ file, change }) => (
              <li key={file} className="break-all">
                <code>{file}</code> <span className="text-steel">· {t(fileLabel[change])}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
