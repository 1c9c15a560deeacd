// Statements each with a mark: as cards (protections, with shields) or as a ruled list (checks).
import { Icon } from "@/components/ui/Icon";
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";

type CheckListProps = { items: string[]; icon?: "check" | "shield"; variant?: "cards" | "ruled" };

export function CheckList({ items, icon = "check", variant = "cards" }: CheckListProps) {
  const cards = variant === "cards";
  return (
    <ul className={cards ? "grid gap-4 md:grid-cols-2" : "border-t border-ink/10"}>
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item}
          index={index}
          className={
            cards
              ? "flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-7"
              : "flex gap-4 border-b border-ink/10 py-5"
          }
        >
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo/8 text-indigo"
          >
            <Icon name={icon} width={22} height={22} />
          </span>
          <span className="pt-2 leading-relaxed text-ink/85 sm:text-lg sm:leading-relaxed">
            <KeptEnding text={item} />
          </span>
        </Reveal>
      ))}
    </ul>
  );
}
