// What this branch changed (preview builds only): the items added, changed and removed against the main
// branch, each with its titles and pages in both languages, its translation state, and the English changes
// a Japanese file has not caught up with yet; a new item's excerpt and picture as the lists will show them;
// the images added, edited and removed; and the interface strings added, removed and changed.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { UiKey } from "@/lib/i18n";
import { Link } from "@/lib/Link";
import { languageTag, locales, otherLocale, type Locale } from "@/lib/locale";
import { translationStatusPath } from "@/lib/preview";
import { useTranslate } from "@/lib/usePageContext";
import type {
  BranchChanges,
  ChangedItem,
  DiffPart,
  EnglishDiff,
  FileChange,
  StringChange,
} from "@/pipeline/preview/branch-changes";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Picture } from "@/components/ui/Picture";
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

/** Text with its removed words struck through and its new words highlighted. */
function DiffParts({ parts }: { parts: DiffPart[] }) {
  return parts.map((part, index) =>
    part.change === "added" ? (
      <ins key={index} className="rounded-sm bg-gold/40 no-underline">
        {part.text}
      </ins>
    ) : part.change === "removed" ? (
      <del key={index} className="text-vermilion-dark">
        {part.text}
      </del>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/** Thumbnails are shown at most 10rem wide (8rem on a phone). */
const thumbnailSizes = "(min-width: 640px) 10rem, 8rem";

function Thumbnail({ image, alt }: { image: ResolvedImage; alt: string }) {
  return (
    <Picture
      image={image}
      sizes={thumbnailSizes}
      alt={alt}
      className="h-auto w-32 rounded-lg border border-ink/10 bg-paper object-contain sm:w-40"
    />
  );
}

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
              <DiffParts parts={block.parts} />
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

function Item({
  item,
  groupTitles,
  thumbnails,
}: {
  item: ChangedItem;
  groupTitles: GroupTitles;
  thumbnails: Thumbnails;
}) {
  const t = useTranslate();
  // A new item's picture (the same file in both languages, as the check requires), as the lists will show it.
  const picture = locales
    .map((locale) => item.summary?.[locale]?.image)
    .find((image) => image && thumbnails[`content/${item.group}/${image.src}`]);
  return (
    <li
      data-change={item.change}
      data-item={`${item.group}/${item.slug}`}
      className="rounded-xl border border-ink/15 p-5"
    >
      <p className="text-xs font-semibold tracking-wide text-steel uppercase">
        {groupTitles[item.group]} · <span className="normal-case">{item.slug}</span>
      </p>
      {picture && (
        <div data-item-picture className="mt-3">
          <Thumbnail image={thumbnails[`content/${item.group}/${picture.src}`]!} alt={picture.alt} />
        </div>
      )}
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
                {item.summary?.[locale]?.excerpt && (
                  <span
                    lang={languageTag[locale]}
                    data-excerpt={locale}
                    className="mt-1 block text-sm break-words text-ink"
                  >
                    {item.summary[locale].excerpt}
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

/** The built picture of each image file shown, by its path (content/insights/x.svg). */
export type Thumbnails = Record<string, ResolvedImage>;

/** A part of the page: its heading with a count, what it lists, then the list. */
function Section({
  title,
  count,
  intro,
  children,
}: {
  title: string;
  count: number;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mt-10">
      <h2 className="text-2xl font-semibold tracking-tight text-ink">
        {title} ({count})
      </h2>
      <p className="mt-2 max-w-3xl text-steel">{intro}</p>
      {children}
    </div>
  );
}

function Images({
  images,
  thumbnails,
}: {
  images: { file: string; change: FileChange }[];
  thumbnails: Thumbnails;
}) {
  const t = useTranslate();
  return (
    <Section
      title={t("preview.changes.images")}
      count={images.length}
      intro={t("preview.changes.imagesIntro")}
    >
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        {images.map(({ file, change }) => (
          <li key={file} data-image={file} data-change={change} className="min-w-0">
            <figure>
              {thumbnails[file] ? (
                <Thumbnail image={thumbnails[file]} alt="" />
              ) : (
                <div
                  aria-hidden
                  className="h-20 w-32 rounded-lg border border-dashed border-ink/30 sm:w-40"
                />
              )}
              <figcaption className="mt-1 text-sm">
                <code className="break-all">{file}</code>{" "}
                <span className="text-steel">· {t(fileLabel[change])}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function StringText({ text }: { text: StringChange["text"][Locale] }) {
  const t = useTranslate();
  if (text.parts) return <DiffParts parts={text.parts} />;
  const shown = text.after ?? text.before;
  if (shown === undefined) return <span className="text-steel">{t("preview.changes.noText")}</span>;
  // A removed key's text is struck through; an added key's, highlighted.
  const change = text.after === undefined ? "removed" : text.before === undefined ? "added" : undefined;
  return <DiffParts parts={[{ text: shown, ...(change && { change }) }]} />;
}

function Strings({ strings }: { strings: StringChange[] }) {
  const t = useTranslate();
  return (
    <Section
      title={t("preview.changes.strings")}
      count={strings.length}
      intro={t("preview.changes.stringsIntro")}
    >
      <ul className="mt-4 space-y-3">
        {strings.map((change) => (
          <li
            key={change.key}
            data-string={change.key}
            data-change={change.change}
            className="rounded-xl border border-ink/15 px-4 py-3"
          >
            <p className="text-sm text-steel">
              <span className="sr-only">{t("preview.changes.stringKey")} </span>
              <code className="font-semibold break-all text-ink">{change.key}</code> ·{" "}
              {t(changeLabel[change.change])}
            </p>
            <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
              {locales.map((locale) => (
                <div key={locale} className="min-w-0">
                  <dt className="text-steel">{t(languageLabel[locale])}</dt>
                  <dd lang={languageTag[locale]} className="mt-0.5 break-words text-ink">
                    <StringText text={change.text[locale]} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function BranchChangesList({
  changes: result,
  groupTitles,
  thumbnails = {},
}: {
  changes: BranchChanges;
  groupTitles: GroupTitles;
  thumbnails?: Thumbnails;
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
                <Item
                  key={`${item.group}/${item.slug}`}
                  item={item}
                  groupTitles={groupTitles}
                  thumbnails={thumbnails}
                />
              ))}
            </ul>
          </div>
        );
      })}
      {result.images.length > 0 && <Images images={result.images} thumbnails={thumbnails} />}
      {result.strings && result.strings.length > 0 && <Strings strings={result.strings} />}
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
