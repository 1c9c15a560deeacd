// Short titled points beside a page's prose (who we are).
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";

export function Highlights({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4">
      {items.map((item, index) => (
        <Reveal as="li" key={item.title} index={index} className="rounded-2xl bg-paper p-6 sm:p-7">
          <h2 className="flex items-baseline gap-3 text-lg font-semibold text-ink">
            <span aria-hidden="true" className="block h-0.5 w-5 shrink-0 -translate-y-1 bg-vermilion" />
            {item.title}
          </h2>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-steel">
            <KeptEnding text={item.text} />
          </p>
        </Reveal>
      ))}
    </ul>
  );
}
