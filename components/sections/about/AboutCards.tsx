// The four ways into /about, as an editorial index (components/ui/IndexRow.tsx), as /services lists the services.
import { IndexRow } from "@/components/ui/IndexRow";

type Card = { title: string; text: string; link: string };

export function AboutCards({ cards }: { cards: Card[] }) {
  return (
    <ul className="border-t border-ink/15">
      {cards.map((card, index) => (
        <IndexRow
          key={card.link}
          href={card.link}
          title={card.title}
          text={card.text}
          index={index}
          ground="paper"
        />
      ))}
    </ul>
  );
}
