// The Chairman's message: portrait, the message, and his name and title as a signature.
import type { PortraitData } from "./getPortrait";
import { Prose } from "@/components/sections/Prose";
import { Portrait } from "./Portrait";

// At most 28rem from lg (5 of 12 columns), 24rem from sm, 16rem below.
export const chairmanPortraitSizes =
  "(min-width: 1280px) 28rem, (min-width: 1024px) calc((100vw - 8rem) * 5 / 12), (min-width: 640px) 24rem, 16rem";

type ChairmanMessageProps = { portrait: PortraitData; name: string; role: string; html: string };

export function ChairmanMessage({ portrait, name, role, html }: ChairmanMessageProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      <div className="lg:sticky lg:top-28 lg:self-start">
        <Portrait
          portrait={portrait}
          name={name}
          sizes={chairmanPortraitSizes}
          priority
          className="aspect-[4/5] w-full max-w-[16rem] rounded-2xl sm:max-w-sm lg:max-w-md"
        />
      </div>
      <div>
        <span aria-hidden="true" className="block font-serif text-7xl leading-none text-vermilion">
          “
        </span>
        <Prose html={html} className="-mt-4" />
        <div data-testid="chairman-signature" className="mt-10 border-l-4 border-vermilion pl-5">
          <p className="text-xl font-semibold text-ink">{name}</p>
          <p className="mt-1 text-steel">{role}</p>
        </div>
      </div>
    </div>
  );
}
