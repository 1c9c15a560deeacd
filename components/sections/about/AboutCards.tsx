// The four cards of /about, each leading to one of the about pages.
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { CardLink } from "@/components/ui/CardLink";
import { Reveal } from "@/components/ui/Reveal";
import { ShortRule } from "@/components/ui/ShortRule";
import { KeptEnding } from "@/components/typography/KeptEnding";

type Card = { title: string; text: string; link: string };

export function AboutCards({ cards }: { cards: Card[] }) {
  const t = useTranslate();
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {cards.map((card, index) => (
        <Reveal
          as="li"
          key={card.link}
          index={index}
          className="group relative flex flex-col rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink/5 transition-shadow hover:shadow-lg sm:p-9"
        >
          <ShortRule />
          <h2 className="mt-4 text-2xl font-semibold tracking-tight text-ink">
            <CardLink href={card.link} rounded>
              {card.title}
            </CardLink>
          </h2>
          <p className="mt-3 flex-1 leading-relaxed text-steel">
            <KeptEnding text={card.text} />
          </p>
          <span
            aria-hidden="true"
            className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-indigo group-hover:text-vermilion"
          >
            {t("about.readMore")}
            <Icon
              name="arrow-right"
              width={18}
              height={18}
              className="transition-transform group-hover:translate-x-1"
            />
          </span>
        </Reveal>
      ))}
    </ul>
  );
}
