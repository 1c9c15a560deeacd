// Accordion on the browser's own <details>/<summary>: it opens and closes without JavaScript. Items share a `name`,
// so the browser keeps one open at a time; clicking the open one closes it. What the page's inline script adds
// (browser/boot.ts, through data-accordion): arrow keys, Home and End move focus between the summaries, and
// the open item is kept in the history entry, so Back to the page opens it again.
import type { ReactNode } from "react";
import { clsx } from "clsx";
import { Icon } from "./Icon";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  /** Names the group: unique on the page; the items' `name`, and the key of its entry in the history state. */
  name: string;
  items: AccordionItem[];
  /** Heading level of the summaries, to keep the page outline in order. */
  headingLevel?: 3 | 4;
  /** The item open on arrival; none when left out. */
  defaultOpen?: string;
  tone?: "light" | "dark";
  className?: string;
};

// A closed item's ring and chevron take the hover colour with its question, so the whole row answers the pointer;
// an open item keeps its filled ring.
const tones = {
  light: {
    item: "border-ink/10",
    trigger: "text-ink hover:text-indigo",
    icon: "border-ink/15 text-ink [details:not([open])>summary:hover_&]:border-indigo [details:not([open])>summary:hover_&]:bg-indigo/5 group-open:border-vermilion group-open:bg-vermilion group-open:text-white",
    content: "text-steel",
  },
  dark: {
    item: "border-white/15",
    trigger: "text-white hover:text-gold",
    icon: "border-white/30 text-white [details:not([open])>summary:hover_&]:border-gold [details:not([open])>summary:hover_&]:text-gold group-open:border-gold group-open:bg-gold group-open:text-ink",
    content: "text-white/75",
  },
} as const;

export function Accordion({
  name,
  items,
  headingLevel = 3,
  defaultOpen,
  tone = "light",
  className = "",
}: AccordionProps) {
  const style = tones[tone];
  const Heading = `h${headingLevel}` as const;
  return (
    <div data-accordion={name} className={clsx("border-t", style.item, className)}>
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          data-item={item.id}
          open={item.id === defaultOpen}
          data-default-open={item.id === defaultOpen ? "" : undefined}
          className={clsx(
            "group border-b",
            style.item,
            "[interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-hidden details-content:transition-[height,content-visibility] details-content:duration-250 details-content:ease-out details-content:[transition-behavior:allow-discrete] open:details-content:h-auto motion-reduce:details-content:transition-none",
          )}
        >
          <summary
            className={clsx(
              "flex w-full cursor-pointer list-none items-center justify-between gap-6 rounded-lg py-6 text-left text-lg font-semibold transition-colors sm:text-xl [&::-webkit-details-marker]:hidden",
              style.trigger,
            )}
          >
            <Heading>{item.title}</Heading>
            <span
              aria-hidden="true"
              className={clsx(
                "flex h-9 w-9 shrink-0 items-center justify-center rounded-full border transition-colors",
                style.icon,
              )}
            >
              <Icon
                name="chevron-down"
                width={18}
                height={18}
                className="transition-transform duration-300 group-open:rotate-180"
              />
            </span>
          </summary>
          <div className={style.content}>
            <div className="pb-7 leading-relaxed sm:pr-12">{item.content}</div>
          </div>
        </details>
      ))}
    </div>
  );
}
