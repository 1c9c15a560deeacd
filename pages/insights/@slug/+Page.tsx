import { DraftText } from "@/components/preview/DraftText";
import { BackLink } from "@/components/sections/about/BackLink";
import { ArticleHeader } from "@/components/sections/insights/ArticleHeader";
import { Prose } from "@/components/sections/Prose";
import { InvestmentNotice } from "@/components/sections/investment/InvestmentNotice";
import { routes } from "@/lib/routes";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { article, body, investmentNotice, draft } = useData<Data>();
  const t = useTranslate();
  return (
    <article className="pb-20 sm:pb-28">
      <DraftText draft={draft} column="article">
        <ArticleHeader {...article} backHref={routes.insights}>
          {/* An article that speaks to investors carries the investment pages' notice (content/schema.ts): a quiet
              line under the byline, read before the article, not a band that splits the picture from the text. */}
          {investmentNotice && <InvestmentNotice variant="line" />}
        </ArticleHeader>
        {/* Tables get narrower cells on phones and stay inside the text's column at every width (a wider table
            scrolls inside its frame, components/mdx/index.tsx); Japanese has no italics, so quotes and emphasis
            stay upright. */}
        {/* The body starts on the title's and the picture's left edge, in a narrower measure. */}
        <div className="mx-auto max-w-[52rem] px-5 sm:px-8">
          <Prose
            article
            html={body}
            className="mt-12 max-w-3xl sm:mt-16 max-sm:[&_:is(td,th)]:px-2 max-sm:[&_table]:text-sm [&:lang(ja)_:is(blockquote,em)]:not-italic"
          />
        </div>
      </DraftText>
      <div className="mx-auto max-w-[52rem] px-5 sm:px-8">
        <footer className="mt-16 max-w-3xl border-t border-ink/10 pt-8">
          <BackLink href={routes.insights} label={t("insights.back")} />
        </footer>
      </div>
    </article>
  );
}
