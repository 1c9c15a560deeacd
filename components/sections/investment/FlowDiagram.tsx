// Labels joined by arrows, left to right (top to bottom on phones): how capital moves.
import { Icon } from "@/components/ui/Icon";
import { Reveal } from "@/components/ui/Reveal";
import { number } from "./Section";

export function FlowDiagram({ steps }: { steps: string[] }) {
  return (
    <ol className="grid gap-8 lg:auto-cols-fr lg:grid-flow-col">
      {steps.map((label, index) => (
        <Reveal
          as="li"
          key={label}
          index={index}
          className="relative flex items-center gap-4 rounded-2xl border border-white/15 bg-white/5 px-6 py-5 lg:flex-col lg:justify-center lg:gap-2 lg:px-4 lg:py-8 lg:text-center"
        >
          <span className="text-sm font-semibold text-gold">{number(index)}</span>
          <span className="text-lg font-semibold text-white phrase">{label}</span>
          {index < steps.length - 1 && (
            // Centred in the 2rem gap to the next label.
            <Icon
              name="arrow-right"
              width={22}
              height={22}
              className="absolute -bottom-[27px] left-1/2 -translate-x-1/2 rotate-90 text-gold lg:top-1/2 lg:-right-[27px] lg:bottom-auto lg:left-auto lg:translate-x-0 lg:-translate-y-1/2 lg:rotate-0"
            />
          )}
        </Reveal>
      ))}
    </ol>
  );
}
