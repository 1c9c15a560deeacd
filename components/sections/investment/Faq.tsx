// Questions and answers in an accordion: one answer open at a time.
import { Accordion } from "@/components/ui/Accordion";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

export function Faq({ items, tone }: { items: { q: string; a: string }[]; tone?: "light" | "dark" }) {
  return (
    <Accordion
      name="faq"
      tone={tone}
      items={items.map((item, index) => ({
        id: `question-${index + 1}`,
        title: <Phrases text={item.q} />,
        content: (
          <p className="max-w-3xl">
            <KeptEnding text={item.a} />
          </p>
        ),
      }))}
    />
  );
}
