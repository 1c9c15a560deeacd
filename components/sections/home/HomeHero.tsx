// Full-screen hero with the motto and subtitle beside (on a phone, under) the hero artwork.
import { ContactButton } from "@/components/layout/ContactButton";
import { buttonStyles } from "@/components/ui/button";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Picture } from "@/components/ui/Picture";
import { Phrases } from "@/components/typography/Phrases";
import { clsx } from "clsx";
import { useLocale } from "@/lib/locale-context";
import { useTranslate } from "@/lib/usePageContext";

// On a phone the upper half of the screen (16/9 of 50 % of its height); from sm to lg it covers the hero (on
// screens taller than 16:9 the height sets the width); from lg it is whole in the right five twelfths of the
// container (max-w-7xl less sm:px-8 and the 3rem gap), from xl in its right eleven twenty-fourths.
export const homeHeroSizes =
  "(max-width: 639px) 89vh, (max-width: 1023px) and (max-aspect-ratio: 16/9) 178vh, (max-width: 1023px) 100vw, (min-width: 1280px) 536px, calc((100vw - 7rem) * 5 / 12)";

type HomeHeroProps = {
  motto: string;
  subtitle: string;
  image: ResolvedImage;
  contactLabel: string;
  servicesLabel: string;
};

export function HomeHero({ motto, subtitle, image, contactLabel, servicesLabel }: HomeHeroProps) {
  const locale = useLocale();
  const t = useTranslate();
  return (
    // The site search names a result by its page's <h1>; for the home page that was the motto, so a result read
    // as a slogan (design review, stop 64): here it is named as the menu names the page.
    <section
      data-pagefind-meta={`title:${t("nav.home")}`}
      className="relative isolate flex min-h-svh items-end overflow-hidden bg-ink text-white lg:items-center"
    >
      {/* From lg two columns: the motto in three lines at most (at 42 % of the width it ran to four), and the
          artwork whole beside it, neither cropped at the window's edge nor dimmed by a gradient. From xl the
          artwork takes eleven twenty-fourths of the width: in five twelfths it floated small in the navy (design
          review, stop 66); in half, "Cross-border projects." at 60 px filled its 584 px column to the pixel and
          WebKit left "projects." alone on a third line (stop-76 review): the words' 632 px leave it room. There is no
          "Scroll down" cue: the intro's top shows under the hero on a phone and the page scrolls as any does.
          The whole screen at every width, as SPEC.md asks of the home hero (a three-quarter hero from lg was tried
          in stop 76 and put back for that reason). */}
      <div className="mx-auto w-full max-w-7xl px-5 pt-32 pb-20 sm:px-8 sm:pb-28 lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center xl:grid-cols-[minmax(0,13fr)_minmax(0,11fr)] lg:gap-12 lg:pt-32 lg:pb-20">
        <div>
          <h1
            data-display
            className={clsx(
              "max-w-4xl leading-[1.1] font-semibold tracking-tight sm:text-6xl lg:text-[3.5rem] xl:text-6xl",
              // On a phone the English motto's second sentence ("Cross-border delivery.", 9.8 em wide in the
              // heading face) on one line: the type is a tenth of the column (the screen less px-5), at most
              // text-4xl. At 36 px a 350 px column left "Delivery." alone on a third line (stop-63 review).
              locale === "en" ? "text-[clamp(1.75rem,calc((100vw-2.5rem)/10),2.25rem)]" : "text-4xl",
            )}
          >
            <Phrases text={motto} />
          </h1>
          <p className="lead phrase mt-6 max-w-2xl text-lg leading-relaxed text-white/80 sm:text-xl lg:max-w-xl">
            <Phrases text={subtitle} />
          </p>
          {/* The two ways on: the contact form (a dialog over the page once the script is there, the contact page
              before it) and the services. */}
          <div className="mt-8 flex flex-wrap gap-3" data-hero-actions="">
            <ContactButton className={buttonStyles.primary}>
              <Phrases text={contactLabel} />
            </ContactButton>
            <Link href={routes.services} className={buttonStyles.light}>
              <Phrases text={servicesLabel} />
            </Link>
          </div>
        </div>
        {/* Below lg the artwork is the hero's background (the section is its containing block); from lg it is
            the second column's content. */}
        <div className="lg:relative">
          <Picture
            image={image}
            sizes={homeHeroSizes}
            priority
            className="absolute inset-x-0 top-0 -z-10 h-[min(50svh,calc(100svh_-_26rem))] w-full object-cover object-[60%_50%] sm:inset-y-0 sm:h-full sm:object-center lg:relative lg:inset-auto lg:z-auto lg:aspect-video lg:h-auto lg:rounded-2xl lg:object-contain lg:ring-1 lg:ring-white/10"
          />
        </div>
      </div>
      {/* On a phone the artwork fills the upper half of the screen, less on a short one so that 26rem are left
          for the words (a three-line English motto and its subtitle never sit on the deck's edge), and its lower
          quarter fades into the navy they stand on; from sm to lg it covers the hero behind them. */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[min(50svh,calc(100svh_-_26rem))] bg-gradient-to-t from-ink via-ink/40 via-25% to-ink/30 sm:inset-y-0 sm:h-full sm:from-ink sm:via-ink/60 sm:via-50% sm:to-ink/20 lg:hidden"
      />
    </section>
  );
}
