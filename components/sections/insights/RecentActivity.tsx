// The 'recent activity' strip: the three latest articles with their pictures and the short excerpts SPEC.md asks for
// (80 characters: whole sentences, or a cut with an ellipsis), shown whole, and the LinkedIn button. The grid below it lists the earlier ones, so no article shows twice (docs/design.md).
import { pictureFrameLift } from "@/components/ui/hover";
import { clsx } from "clsx";
import type { PublishDate } from "@/pipeline/runtime/dates";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { ComingSoonButton } from "@/components/ui/ComingSoon";
import { Icon } from "@/components/ui/Icon";
import { CardLink } from "@/components/ui/CardLink";
import { Picture, cardPictureClass } from "@/components/ui/Picture";
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { cardColumn } from "@/components/typography/card-copy";
import { DateLabel } from "@/components/typography/DateLabel";

type RecentArticle = {
  slug: string;
  title: string;
  date: PublishDate;
  excerpt: string;
  image: ResolvedImage;
};

// A card is 82 % of a phone's width (at most 24rem) in the strip, a third of the container from md.
const recentCardSizes =
  "(min-width: 1280px) 389px, (min-width: 768px) calc((100vw - 7rem) / 3), min(82vw, 24rem)";

export function RecentActivity({ title, articles }: { title: string; articles: RecentArticle[] }) {
  const t = useTranslate();

  return (
    <section aria-labelledby="recent-activity-title" className="bg-paper py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="flex flex-wrap items-center justify-between gap-5">
          <h2
            id="recent-activity-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            <Phrases text={title} />
          </h2>
          <ComingSoonButton className="phrase inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-indigo hover:text-vermilion">
            <Icon name="linkedin" width={18} height={18} />
            <Phrases text={t("insights.followLinkedIn")} />
          </ComingSoonButton>
        </div>
        <ol
          data-testid="recent-activity"
          className="-mx-5 mt-8 flex snap-x snap-mandatory scroll-px-5 gap-4 overflow-x-auto px-5 pt-1 pb-4 sm:-mx-8 sm:scroll-px-8 sm:px-8 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-1"
        >
          {articles.map((article, index) => (
            <Reveal
              as="li"
              key={article.slug}
              index={index}
              column={cardColumn(article.excerpt)}
              // Unboxed, as the home page sets the same articles: in a box stretched to the strip's tallest card,
              // a short teaser left a tall empty white foot on a phone (stop-78 review). The picture's frame lifts.
              className="group relative flex w-[82%] max-w-sm shrink-0 snap-start flex-col md:w-auto md:max-w-none"
            >
              <div
                className={clsx("mb-5 aspect-[16/9] overflow-hidden rounded-2xl bg-mist", pictureFrameLift)}
              >
                <Picture
                  image={article.image}
                  alt=""
                  sizes={recentCardSizes}
                  // Near the top of the page: requested with the HTML, not once the layout shows them on screen.
                  eager
                  className={cardPictureClass}
                />
              </div>
              <p className="text-sm font-semibold text-vermilion">
                <DateLabel date={article.date} />
              </p>
              <h3 className="mt-3 text-lg leading-snug font-semibold text-ink">
                <CardLink href={routes.item("insights", article.slug)} underline="near">
                  <Phrases text={article.title} />
                </CardLink>
              </h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-steel">
                <KeptEnding text={article.excerpt} />
              </p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}
