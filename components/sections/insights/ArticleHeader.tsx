// The top of an article: back link, topics, title, lead, date and reading time, the investment notice where the
// article carries one (a quiet line under the byline), hero image.
import type { ReactNode } from "react";
import type { PublishDate } from "@/pipeline/runtime/dates";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { useTranslate } from "@/lib/usePageContext";
import { BackLink } from "@/components/sections/about/BackLink";
import { Picture } from "@/components/ui/Picture";
import { Phrases } from "@/components/typography/Phrases";
import { bodyImageSizes } from "@/components/mdx";
import { DateLabel } from "@/components/typography/DateLabel";

// The picture is as wide as the body's column.
export const articleImageSizes = bodyImageSizes;

type ArticleHeaderProps = {
  title: string;
  excerpt: string;
  date: PublishDate;
  readingMinutes: number;
  tags: string[];
  image: ResolvedImage;
  backHref: string;
  /** What stands under the byline, before the picture (the investment notice). */
  children?: ReactNode;
};

export function ArticleHeader({
  title,
  excerpt,
  date,
  readingMinutes,
  tags,
  image,
  backHref,
  children,
}: ArticleHeaderProps) {
  const t = useTranslate();
  return (
    <header>
      <div className="mx-auto max-w-[52rem] px-5 pt-8 sm:px-8 sm:pt-12">
        <BackLink href={backHref} label={t("insights.back")} />
        {/* Not searched: the chips ran into a result's excerpt as a run of labels ("Saudi Arabia Vision 2030"). The
            title weighs the most Pagefind allows, so a query that is the title finds the article before the Insights
            list, which shows the title too. */}
        <ul aria-label={t("insights.tags")} data-pagefind-ignore="" className="mt-8 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-mist/70 px-3 py-1 text-xs font-semibold tracking-wide text-indigo"
            >
              {tag}
            </li>
          ))}
        </ul>
        <h1
          data-pagefind-weight="10"
          className="mt-5 text-3xl leading-tight font-semibold tracking-tight text-balance text-ink sm:text-5xl"
        >
          <Phrases text={title} />
        </h1>
        <p className="lead mt-6 text-lg leading-relaxed text-steel sm:text-xl">
          <Phrases text={excerpt} />
        </p>
        <p
          data-testid="article-meta"
          className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-ink/10 pt-5 text-sm text-steel"
        >
          <DateLabel date={date} />
          {/* A space in the text (the flex gap draws none): the search and a copy read "2026 4 min read", not "20264". */}{" "}
          <span aria-hidden="true" className="h-1 w-1 rounded-full bg-steel/50" />
          <span>{t("insights.readingTime", { minutes: readingMinutes })}</span>
        </p>
        {children}
      </div>
      {/* Title, picture and body share both edges: one 48rem column (its padding aside), so the article has one
          right edge, not three (the picture and the header once ran 4rem past the text). Tables alone run wider. */}
      <div className="mx-auto mt-10 max-w-[52rem] px-5 sm:px-8">
        <Picture
          image={image}
          sizes={articleImageSizes}
          priority
          className="aspect-[16/9] w-full rounded-2xl bg-mist object-cover"
        />
      </div>
    </header>
  );
}
