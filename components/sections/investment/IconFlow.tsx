// Six icons in a row (two or three across on smaller screens): the process at a glance.
import type { iconNames } from "@/content/schema";
import { Icon } from "@/components/ui/Icon";
import { Reveal } from "@/components/ui/Reveal";
import { number } from "./Section";

type Item = { icon: (typeof iconNames)[number]; label: string };

export function IconFlow({ items }: { items: Item[] }) {
  return (
    <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6 lg:gap-0">
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.label}
          index={index}
          className="relative flex flex-col items-center rounded-2xl bg-white/5 px-3 py-6 text-center ring-1 ring-white/10 lg:bg-transparent lg:py-0 lg:ring-0"
        >
          {index < items.length - 1 && (
            <span
              aria-hidden="true"
              className="absolute top-8 right-[calc(-50%+2.75rem)] left-[calc(50%+2.75rem)] hidden h-px bg-white/25 lg:block"
            />
          )}
          <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-white/10 text-gold ring-1 ring-white/15">
            <Icon name={item.icon} width={30} height={30} />
          </span>
          <span className="mt-4 text-xs font-semibold tracking-[0.2em] text-white/55">{number(index)}</span>
          <span className="mt-1 font-semibold text-white phrase">{item.label}</span>
        </Reveal>
      ))}
    </ol>
  );
}
