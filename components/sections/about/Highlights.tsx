// Short titled points beside a page's prose (who we are).
import { Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

export function Highlights({ items }: { items: { title: string; text: string }[] }) {
  return (
    // Beside prose, points read as margin notes under hairlines rather than boxes.
    <ul className="grid gap-8">
      {items.map((item, index) => (
        <Ruled key={item.title} index={index} className="border-ink/25 pt-5">
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
