// Short titled points beside a page's prose (who we are).
import { Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

export function Highlights({ items }: { items: { title: string; text: string }[] }) {
  return (
    // Beside prose, points read as margin notes under hairlines rather than boxes.
    // Its rows as tall as their notes: stretched to the prose beside them, two-line notes floated in empty space.
    <ul className="grid content-start gap-8">
      {items.map((item, index) => (
        // A margin note's column is a card's: its Japanese copy set to the start, two-kanji and short katakana
        // words whole (stop-66 review: justified, it broke hito|myaku and enjiniari|ngu at 1440 px).
        <Ruled key={item.title} index={index} column="narrow" className="border-ink/25 pt-5">
          <h2 className="text-lg font-semibold text-ink">
            <Phrases text={item.title} />
          </h2>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-steel">
            <KeptEnding text={item.text} />
          </p>
        </Ruled>
      ))}
    </ul>
  );
}
