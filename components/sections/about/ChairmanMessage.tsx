// The Chairman's message: beside it (after it on a phone) his name and title as a signature, under his photo
// where the writer has added one to his team file; without one the signature and the quotation mark carry
// the column (docs/design.md, "Leaders").
import { clsx } from "clsx";
import type { PortraitData } from "./getPortrait";
import { Prose } from "@/components/sections/Prose";
import { Portrait } from "./Portrait";

// 20rem from lg, 16rem below.
export const chairmanPortraitSizes = "(min-width: 1024px) 20rem, 16rem";

type ChairmanMessageProps = { portrait: PortraitData; name: string; role: string; html: string };

export function ChairmanMessage({ portrait, name, role, html }: ChairmanMessageProps) {
  return (
    <div className="grid gap-10 border-t border-ink/15 pt-10 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16 lg:pt-14">
      {/* On a phone its parts are the grid's own (contents): the photo or mark, the message, then the signature. */}
      <div className="contents lg:sticky lg:top-28 lg:block lg:self-start">
        {portrait ? (
          <Portrait
            photo={portrait}
            sizes={chairmanPortraitSizes}
            priority
            className="aspect-[4/5] w-full max-w-[16rem] rounded-2xl lg:mb-8 lg:max-w-xs"
          />
        ) : (
          <span
            aria-hidden="true"
            className="-mb-6 block font-serif text-8xl leading-[0.7] text-vermilion lg:mb-0 lg:text-[9rem]"
          >
            “
          </span>
        )}
        <div
          data-testid="chairman-signature"
          className={clsx(
            "order-last border-l-4 border-vermilion pl-5 lg:order-none",
            !portrait && "lg:mt-10",
          )}
        >
          <p data-heading-face className="text-xl font-semibold text-ink sm:text-2xl">
            {name}
          </p>
          <p className="phrase mt-1 text-steel">{role}</p>
        </div>
      </div>
      <Prose html={html} className="lg:text-lg" />
    </div>
  );
}
