// The four ways into /about, as an editorial index: a row for each page under a hairline, its title large on the
// left and its sentence beside it from lg, the whole row one link (docs/design.md, "The About index as an index").
import { clsx } from "clsx";
import { CardLink } from "@/components/ui/CardLink";
import { HoverArrow } from "@/components/ui/HoverArrow";
import { Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

type Card = { title: string; text: string; link: string };

export function AboutCards({ cards }: { cards: Card[] }) {
  return (
    <ul className="border-b border-ink/25">
      {cards.map((card, index) => (
        <Ruled key={card.link} index={index} className={clsx("group relative border-ink/25")}>
          <div className="grid gap-3 pt-2 pb-8 sm:pt-4 sm:pb-10 lg:grid-cols-12 lg:items-baseline lg:gap-10">
            <h2 className="text-2xl font-semibold tracking-tight text-ink transition-colors group-hover:text-vermilion sm:text-3xl lg:col-span-5">
              <CardLink href={card.link}>
                <Phrases text={card.title} />
              </CardLink>
            </h2>
            <p className="max-w-2xl leading-relaxed text-steel lg:col-span-6 lg:text-[1.0625rem]">
              <KeptEnding text={card.text} />
            </p>
            <span
              aria-hidden="true"
              className="hidden h-11 w-11 items-center justify-center justify-self-end rounded-full border border-ink/20 text-ink transition-colors group-hover:border-vermilion group-hover:bg-vermilion group-hover:text-white lg:col-span-1 lg:flex lg:self-center"
            >
              <HoverArrow />
            </span>
          </div>
        </Ruled>
      ))}
    </ul>
  );
}
