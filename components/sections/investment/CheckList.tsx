// Statements each with a mark: as cards (protections, with shields, each under its title) or as a ruled list
// (what we do, with a check, and what we do not do, with a minus: the content says which, stop-75 review).
import type { ReactNode } from "react";
import { clsx } from "clsx";
import { Icon } from "@/components/ui/Icon";
import { Card, Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { cardColumn } from "@/components/typography/card-copy";
import { Phrases } from "@/components/typography/Phrases";

type Mark = "check" | "shield" | "minus";
/** A statement, a statement under a short title (the approach page's four elements), or a statement of what we do
    or do not do (its own mark: a check, or a neutral minus). */
type Item = string | { title: string; text: string } | { text: string; kind: "does" | "does not" };
type CheckListProps = { items: Item[]; icon?: Exclude<Mark, "minus">; variant?: "cards" | "ruled" };

const markOf = (entry: Item, icon: Mark): Mark =>
  typeof entry !== "string" && "kind" in entry ? (entry.kind === "does" ? "check" : "minus") : icon;

export function CheckList({ items, icon = "check", variant = "cards" }: CheckListProps) {
  const cards = variant === "cards";
  const titled = items.some((item) => typeof item !== "string" && "title" in item);
  // A titled entry's short text is card copy (card-copy.ts): a card is a narrow column already, a ruled row is made one.
  const item = (key: string, index: number, body: ReactNode, column?: "narrow") =>
    cards ? (
      <Card key={key} index={index} padding="sm" className={titled ? "gap-4" : "flex-row gap-4"}>
        {body}
      </Card>
    ) : (
      <Ruled key={key} index={index} column={column} className="flex gap-4 border-ink/10 pb-5">
        {body}
      </Ruled>
    );
  // The minus is neutral (steel on a faint ground), not a red cross: what we do not do is said plainly, not
  // flagged as an error.
  const mark = (name: Mark) => (
    <span
      aria-hidden="true"
      data-mark={name}
      className={clsx(
        "flex h-10 w-10 shrink-0 items-center justify-center rounded-full",
        name === "minus" ? "bg-ink/5 text-steel" : "bg-indigo/8 text-indigo",
      )}
    >
      <Icon name={name} width={22} height={22} />
    </span>
  );
  return (
    // Titled cards share one height in every row of the grid (`auto-rows-fr`): their texts differ in length by
    // three to one, and rows of their own heights read as a ragged set (stop-63 review).
    <ul
      className={clsx(
        cards ? "grid gap-4 md:grid-cols-2" : "border-b border-ink/10",
        cards && titled && "md:auto-rows-fr",
      )}
    >
      {items.map((entry, index) => {
        if (typeof entry !== "string" && "title" in entry)
          // The mark beside the title, and the text under both at the card's full measure.
          return item(
            entry.title,
            index,
            <>
              <div className="flex items-center gap-4">
                {mark(icon)}
                <h3 className="text-lg leading-snug font-semibold text-ink sm:text-xl">
                  <Phrases text={entry.title} />
                </h3>
              </div>
              <p className="leading-relaxed text-ink/85">
                <KeptEnding text={entry.text} />
              </p>
            </>,
            cardColumn(entry.text),
          );
        const text = typeof entry === "string" ? entry : entry.text;
        return item(
          text,
          index,
          <>
            {mark(markOf(entry, icon))}
            <span className="pt-2 leading-relaxed text-ink/85 sm:text-lg sm:leading-relaxed">
              <KeptEnding text={text} />
            </span>
          </>,
        );
      })}
    </ul>
  );
}
