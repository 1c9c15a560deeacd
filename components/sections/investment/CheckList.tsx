// Statements each with a mark: as cards (protections, with shields, each under its title) or as a ruled list
// (checks).
import type { ReactNode } from "react";
import { clsx } from "clsx";
import { Icon } from "@/components/ui/Icon";
import { Card, Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

/** A statement, or a statement under a short title (the approach page's four elements). */
type Item = string | { title: string; text: string };
type CheckListProps = { items: Item[]; icon?: "check" | "shield"; variant?: "cards" | "ruled" };

export function CheckList({ items, icon = "check", variant = "cards" }: CheckListProps) {
  const cards = variant === "cards";
  const titled = items.some((item) => typeof item !== "string");
  const item = (key: string, index: number, body: ReactNode) =>
    cards ? (
      <Card key={key} index={index} padding="sm" className={titled ? "gap-4" : "flex-row gap-4"}>
        {body}
      </Card>
    ) : (
      <Ruled key={key} index={index} className="flex gap-4 border-ink/10 pb-5">
        {body}
      </Ruled>
    );
  const mark = (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo/8 text-indigo"
    >
      <Icon name={icon} width={22} height={22} />
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
      {items.map((entry, index) =>
        typeof entry === "string"
          ? item(
              entry,
              index,
              <>
                {mark}
                <span className="pt-2 leading-relaxed text-ink/85 sm:text-lg sm:leading-relaxed">
                  <KeptEnding text={entry} />
                </span>
              </>,
            )
          : // The mark beside the title, and the text under both at the card's full measure.
            item(
              entry.title,
              index,
              <>
                <div className="flex items-center gap-4">
                  {mark}
                  <h3 className="text-lg leading-snug font-semibold text-ink sm:text-xl">
                    <Phrases text={entry.title} />
                  </h3>
                </div>
                <p className="leading-relaxed text-ink/85">
                  <KeptEnding text={entry.text} />
                </p>
              </>,
            ),
      )}
    </ul>
  );
}
