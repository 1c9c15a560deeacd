// An article teaser: image, date (and reading time when known), title, excerpt.
import type { ResolvedImage } from "../../renderer/content/images";
import { Link } from "../../renderer/Link";
import { routes } from "../../renderer/routes";
import { usePageContext, useTranslate } from "../../renderer/usePageContext";
import { languageTag } from "../../renderer/locale";
import { Reveal } from "../ui/Reveal";
import { Picture } from "../ui/Picture";

// One, two or three columns in a max-w-7xl container (home's latest insights and the insights grid).
const articleCardSizes =
  "(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 8rem) / 3), (min-width: 768px) calc((100vw - 6rem) / 2), calc(100vw - 2.5rem)";

type Article = {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  image: ResolvedImage;
  readingMinutes?: number;
};

// Creating a formatter is slow; a page of many cards reuses one per language.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: string, tag: string): string {
  let format = dateFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(tag, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

export function ArticleCard({ article, index }: { article: Article; index: number }) {
  const { locale } = usePageContext();
  const t = useTranslate();
  return (
    <Reveal as="li" index={index} className="group relative flex flex-col">
      <div className="aspect-[16/9] overflow-hidden rounded-2xl bg-mist">
        <Picture
          image={article.image}
          alt=""
          sizes={articleCardSizes}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-steel">
        <time dateTime={article.date}>{formatDate(article.date, languageTag[locale])}</time>
        {article.readingMinutes !== undefined && (
          <>
            <span aria-hidden="true" className="h-1 w-1 rounded-full bg-steel/50" />
            <span>{t("insights.readingTime", { minutes: article.readingMinutes })}</span>
          </>
        )}
      </p>
      <h3 className="mt-2 text-xl leading-snug font-semibold text-ink">
        <Link
          href={routes.article(article.slug)}
          className="after:absolute after:inset-0 group-hover:underline group-hover:underline-offset-4"
        >
          {article.title}
        </Link>
      </h3>
      <p className="mt-3 line-clamp-3 leading-relaxed text-steel">{article.excerpt}</p>
    </Reveal>
  );
}
