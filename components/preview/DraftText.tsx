// A draft's page (preview builds only): a note that this language's text is not written yet, then the
// other language's text, marked with its own language so browsers and screen readers read it as such.
import type { ReactNode } from "react";
import { clsx } from "clsx";
import type { DraftInfo } from "@/pipeline/runtime/data";
import { languageTag } from "@/lib/locale";
import { useTranslate } from "@/lib/usePageContext";

/** The note's width: a page's full content width, or an article's column (its text's measure). */
const noteWidths = {
  page: { outer: "max-w-7xl", inner: "" },
  article: { outer: "max-w-[52rem]", inner: "max-w-3xl" },
} as const;

export function DraftText({
  draft,
  children,
  column = "page",
}: {
  draft: DraftInfo | null;
  children: ReactNode;
  column?: keyof typeof noteWidths;
}) {
  const t = useTranslate();
  if (!draft) return <>{children}</>;
  return (
    <>
      <aside
        data-draft-note={draft.state}
        aria-labelledby="draft-note-title"
        className={clsx("mx-auto mt-6", noteWidths[column].outer, "px-5 sm:px-8")}
      >
        <div
          className={clsx(
            noteWidths[column].inner,
            "rounded-xl border-l-4 border-vermilion bg-paper px-5 py-4 text-ink",
          )}
        >
          <p id="draft-note-title" className="font-semibold text-vermilion-dark">
            {t("draft.title")}
          </p>
          <p className="mt-1">{t(draft.state === "missing" ? "draft.missing" : "draft.unfinished")}</p>
          <p className="mt-2 text-sm text-steel">
            {t("draft.file")} <code className="break-all">{draft.file}</code>
          </p>
        </div>
      </aside>
      <div lang={languageTag[draft.from]} data-draft-text>
        {children}
      </div>
    </>
  );
}
