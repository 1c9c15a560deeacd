// Accordion on the browser's own <details>/<summary>: it opens and closes without JavaScript and costs no
// script. Items share a `name`, so the browser keeps one open at a time; clicking the open one closes it.
// What React adds: arrow keys, Home and End move focus between the summaries, and the open item is kept
// in the history entry (history.state, beside the router's scroll position), so Back to the page opens it
// again.
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
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

const tones = {
  light: {
    item: "border-ink/10",
    trigger: "text-ink hover:text-indigo",
    icon: "border-ink/15 text-ink group-open:border-vermilion group-open:bg-vermilion group-open:text-white",
    content: "text-steel",
  },
  dark: {
    item: "border-white/15",
    trigger: "text-white hover:text-gold",
    icon: "border-white/30 text-white group-open:border-gold group-open:bg-gold group-open:text-ink",
    content: "text-white/75",
  },
} as const;

/** The open item of each accordion on the page, kept in the history entry (`history.state`) beside the router's. */
type OpenItems = Record<string, string>;
const historyKey = "kizunaAccordions";

function openItemsInHistory(): OpenItems {
  const state: unknown = window.history.state;
  const saved =
    state && typeof state === "object" ? (state as Record<string, unknown>)[historyKey] : undefined;
  return saved && typeof saved === "object" ? (saved as OpenItems) : {};
}

function saveOpenItem(group: string, id: string) {
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  // The router's own entries in the state (scroll position) are kept; only ours changes.
  window.history.replaceState({ ...state, [historyKey]: { ...openItemsInHistory(), [group]: id } }, "");
}

const focusKeys = ["ArrowDown", "ArrowUp", "Home", "End"];

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
  const root = useRef<HTMLDivElement>(null);

  // Back (or a reload) to this entry: open the item that was open when the visitor left, before the
  // browser paints and the router restores the scroll position. "" means the visitor closed them all.
  useLayoutEffect(() => {
    const saved = openItemsInHistory()[name];
    if (saved === undefined || !root.current) return;
    for (const details of root.current.querySelectorAll<HTMLDetailsElement>(":scope > details"))
      details.open = details.dataset.item === saved;
  }, [name]);

  // Records only a change from what the entry says is open: the browser also reports the item open on
  // arrival, and the items it closes because another opened (that one records itself).
  const onToggle = (id: string, open: boolean) => {
    const current = openItemsInHistory()[name] ?? defaultOpen ?? "";
    if (open && id !== current) saveOpenItem(name, id);
    else if (!open && id === current) saveOpenItem(name, "");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!focusKeys.includes(event.key) || !root.current) return;
    const summaries = [...root.current.querySelectorAll<HTMLElement>(":scope > details > summary")];
    const current = summaries.indexOf(event.target as HTMLElement);
    if (current === -1) return;
    event.preventDefault();
    const last = summaries.length - 1;
    const next = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key as "ArrowDown" | "ArrowUp" | "Home" | "End"];
    summaries[next]!.focus();
  };

  return (
    <div ref={root} onKeyDown={onKeyDown} className={clsx("border-t", style.item, className)}>
      {items.map((item) => (
        <details
          key={item.id}
          name={name}
          data-item={item.id}
          open={item.id === defaultOpen}
          onToggle={(event) => onToggle(item.id, event.currentTarget.open)}
          className={clsx(
            "group border-b",
            style.item,
            "[interpolate-size:allow-keywords] details-content:h-0 details-content:overflow-hidden details-content:transition-[height,content-visibility] details-content:duration-250 details-content:ease-out details-content:[transition-behavior:allow-discrete] open:details-content:h-auto motion-reduce:details-content:transition-none",
          )}
        >
          <summary
            className={clsx(
              "flex w-full cursor-pointer list-none items-center justify-between gap-6 py-6 text-left text-lg font-semibold transition-colors sm:text-xl [&::-webkit-details-marker]:hidden",
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
