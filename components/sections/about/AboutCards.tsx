// The four cards of /about, each leading to one of the about pages.
import { useTranslate } from "@/lib/usePageContext";
import { CardCue } from "@/components/ui/HoverArrow";
import { CardLink } from "@/components/ui/CardLink";
import { Card } from "@/components/ui/Card";
import { ShortRule } from "@/components/ui/ShortRule";
import { KeptEnding } from "@/components/typography/KeptEnding";

type Card = { title: string; text: string; link: string };

export function AboutCards({ cards }: { cards: Card[] }) {
  const t = useTranslate();
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {cards.map((card, index) => (
        <Card key={card.link} index={index} padding="lg" linked>
          <ShortRule />
          <h2 className="mt-4 text-2xl font-semibold tracking-tight text-ink">
            <CardLink href={card.link} rounded>
              {card.title}
            </CardLink>
          </h2>
          <p className="mt-3 flex-1 leading-relaxed text-steel">
            <KeptEnding text={card.text} />
          </p>
          <CardCue className="mt-8">{t("about.readMore")}</CardCue>
        </Card>
      ))}
    </ul>
  );
}
