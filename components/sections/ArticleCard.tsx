// An article teaser: image, date (and reading time when known), title, excerpt.
import { clsx } from "clsx";
import type { PublishDate } from "@/pipeline/runtime/dates";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { CardLink } from "@/components/ui/CardLink";
import { Reveal } from "@/components/ui/Reveal";
import { pictureFrameLift } from "@/components/ui/hover";
import { Picture, cardPictureClass } from "@/components/ui/Picture";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { cardColumn } from "@/components/typography/card-copy";
import { DateLabel } from "@/components/typography/DateLabel";

// One, two or three columns in a max-w-7xl container (home's latest insights and the insights grid).
const articleCardSizes =
  "(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 8rem) / 3), (min-width: 768px) calc((100vw - 6rem) / 2), calc(100vw - 2.5rem)";

export type Article = {
  slug: string;
  title: string;
  excerpt: string;
  date: PublishDate;
  image: ResolvedImage;
  readingMinutes?: number;
};

// An archive row from 640 px: the picture a third of the row beside the text.
const articleRowSizes = "(min-width: 1280px) 352px, (min-width: 640px) 30vw, calc(100vw - 2.5rem)";

type ArticleCardProps = { article: Article; index: number; layout?: "card" | "row" };

export function ArticleCard({ article, index, layout = "card" }: ArticleCardProps) {
  const t = useTranslate();
  const row = layout === "row";
  return (
    <Reveal
      as="li"
      index={index}
      column={cardColumn(article.excerpt)}
      className={
        row
          ? "group relative flex flex-col py-8 first:pt-0 sm:grid sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-x-10"
          : "group relative flex flex-col"
      }
    >
      <div className={clsx("aspect-[16/9] overflow-hidden rounded-2xl bg-mist", pictureFrameLift)}>
        <Picture
          image={article.image}
          alt=""
          sizes={row ? articleRowSizes : articleCardSizes}
          className={cardPictureClass}
        />
      </div>
      <div className={row ? "sm:self-center" : "contents"}>
        <p
          className={clsx(
            "mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-steel",
            row && "sm:mt-0",
          )}
        >
          <DateLabel date={article.date} />
          {/* A space in the text (the flex gap draws none): the search and a copy read "2026 4 min read", not "20264". */}{" "}
          {article.readingMinutes !== undefined && (
            <>
              <span aria-hidden="true" className="h-1 w-1 rounded-full bg-steel/50" />
              <span>{t("insights.readingTime", { minutes: article.readingMinutes })}</span>
            </>
          )}
        </p>
        <h3 className="mt-2 text-xl leading-snug font-semibold text-ink">
          <CardLink href={routes.item("insights", article.slug)} underline="near">
            <Phrases text={article.title} />
          </CardLink>
        </h3>
        {/* The whole excerpt (at most 300 characters): clamped to three lines, it ended inside a word ("succee…"). */}
        <p className={row ? "mt-3 max-w-2xl leading-relaxed text-steel" : "mt-3 leading-relaxed text-steel"}>
          <KeptEnding text={article.excerpt} />
        </p>
      </div>
    </Reveal>
  );
}
