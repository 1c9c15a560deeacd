// Statements each with a mark: as cards (protections, with shields) or as a ruled list (checks).
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/Icon";
import { Card, Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";

type CheckListProps = { items: string[]; icon?: "check" | "shield"; variant?: "cards" | "ruled" };

export function CheckList({ items, icon = "check", variant = "cards" }: CheckListProps) {
  const cards = variant === "cards";
  const item = (text: string, index: number, body: ReactNode) =>
    cards ? (
      <Card key={text} index={index} padding="sm" className="flex-row gap-4">
        {body}
      </Card>
    ) : (
      <Ruled key={text} index={index} className="flex gap-4 border-ink/10 pb-5">
        {body}
      </Ruled>
    );
  return (
    <ul className={cards ? "grid gap-4 md:grid-cols-2" : "border-b border-ink/10"}>
      {items.map((text, index) =>
        item(
          text,
          index,
          <>
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo/8 text-indigo"
            >
              <Icon name={icon} width={22} height={22} />
            </span>
            <span className="pt-2 leading-relaxed text-ink/85 sm:text-lg sm:leading-relaxed">
              <KeptEnding text={text} />
            </span>
          </>,
        ),
      )}
    </ul>
  );
}
