// Numbered steps as ruled rows: number, title, explanation.
import { Reveal } from "@/components/ui/Reveal";
import { number } from "./Section";

export function StepList({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="border-t border-ink/10">
      {steps.map((step, index) => (
        <Reveal
          as="li"
          key={step.title}
          index={index}
          className="grid gap-x-8 gap-y-3 border-b border-ink/10 py-8 md:grid-cols-[5rem_1fr_1.3fr] md:py-10"
        >
          <span className="text-sm font-semibold text-vermilion md:pt-1.5">{number(index)}</span>
          <h3 className="text-xl leading-snug font-semibold text-ink sm:text-2xl">{step.title}</h3>
          <p className="leading-relaxed text-steel">{step.text}</p>
        </Reveal>
      ))}
    </ol>
  );
}
