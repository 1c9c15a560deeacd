import { DraftText } from "../../../components/sections/DraftText";
import { BackLink } from "../../../components/sections/about/BackLink";
import { ArticleHeader } from "../../../components/sections/insights/ArticleHeader";
import { Prose } from "../../../components/sections/Prose";
import { routes } from "../../../renderer/routes";
import { useData, useTranslate } from "../../../renderer/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { article, body, draft } = useData<Data>();
  const t = useTranslate();
  return (
    <article className="pb-20 sm:pb-28">
      <DraftText draft={draft}>
        <ArticleHeader {...article} backHref={routes.insights} />
        {/* Tables get narrower cells on phones; Japanese has no italics, so quotes and emphasis stay upright. */}
        <Prose
          html={body}
          className="mx-auto mt-12 max-w-3xl px-5 sm:mt-16 sm:px-8 max-sm:[&_:is(td,th)]:px-2 max-sm:[&_table]:text-sm [&:lang(ja)_:is(blockquote,em)]:not-italic"
        />
      </DraftText>
      <footer className="mx-auto mt-16 max-w-3xl border-t border-ink/10 px-5 pt-8 sm:px-8">
        <BackLink href={routes.insights} label={t("insights.back")} />
      </footer>
    </article>
  );
}
