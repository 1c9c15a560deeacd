// The investment's milestones on one line, from the first briefing to the exit.
import { clsx } from "clsx";
import { number } from "./Section";

export function ProgressLine({ steps }: { steps: string[] }) {
  return (
    // The connecting line sits beside the list, not in it: an <ol> may hold only <li>. It runs between the
    // centres of the first and last of the six steps (content/investment.schema.ts): 1/12 in from each side.
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute top-3 bottom-3 left-[11px] w-px bg-gradient-to-b from-gold/30 to-gold sm:top-[11px] sm:right-[calc(100%/12)] sm:bottom-auto sm:left-[calc(100%/12)] sm:h-px sm:w-auto sm:bg-gradient-to-r"
      />
      <ol className="relative grid gap-8 sm:auto-cols-fr sm:grid-flow-col sm:gap-4">
        {steps.map((label, index) => {
          const last = index === steps.length - 1;
          return (
            <li key={label} className="relative flex items-center gap-5 sm:flex-col sm:gap-4 sm:text-center">
              <span
                aria-hidden="true"
                className={clsx(
                  "relative flex h-6 w-6 shrink-0 items-center justify-center rounded-full border-2",
                  last ? "border-gold bg-gold" : "border-gold bg-ink",
                )}
              >
                <span className={clsx("h-2 w-2 rounded-full", last ? "bg-ink" : "bg-gold")} />
              </span>
              <span>
                <span className="block text-xs font-semibold tracking-[0.2em] text-gold">
                  {number(index)}
                </span>
                <span className="mt-1 block text-lg font-semibold text-white phrase">{label}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
