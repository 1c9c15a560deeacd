// Cards of a title and a sentence or two, marked with a short rule, a check or a cross.
import { clsx } from "clsx";
import { Icon } from "@/components/ui/Icon";
import { Card, Ruled, type CardSurface } from "@/components/ui/Card";
import { useSectionTone, type Tone } from "./Section";
import { Phrases } from "@/components/typography/Phrases";
import { ShortRule } from "@/components/ui/ShortRule";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { cardColumn } from "@/components/typography/card-copy";

type Card = { title: string; text: string };
type CardGridProps = {
  items: Card[];
  marker?: "rule" | "check" | "cross";
  /** Columns on large screens; five cards centre their second row. */
  columns?: 2 | 3 | 4;
  /** `cards` on a surface, or `ruled`: an editorial list under hairlines, so neighbouring sections differ. */
  device?: "cards" | "ruled";
};

const surfaces: Record<Tone, CardSurface> = { white: "sunken", paper: "raised", ink: "ink" };
const columnClasses = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" } as const;

export function CardGrid({ items, marker = "rule", columns = 3, device = "cards" }: CardGridProps) {
  const tone = useSectionTone();
  const dark = tone === "ink";
  // Five cards in three columns: six-column grid, each card two wide, the fourth starting at column two.
  const centred = columns === 3 && items.length === 5;
  return (
    <ul
      className={clsx(
        "grid sm:grid-cols-2",
        device === "ruled" ? "gap-x-10 gap-y-12" : "gap-5",
        centred ? "lg:grid-cols-6" : columnClasses[columns],
      )}
    >
      {items.map((item, index) => {
        const placed = centred && ["lg:col-span-2", index === 3 && "lg:col-start-2"];
        const body = (
          <>
            <h3 className="text-lg leading-snug font-semibold sm:text-xl">
              <Phrases text={item.title} />
            </h3>
            <p className={clsx("mt-3 leading-relaxed", dark ? "text-white/70" : "text-steel")}>
              <KeptEnding text={item.text} />
            </p>
          </>
        );
        return device === "ruled" ? (
          <Ruled
            key={item.title}
            index={index}
            dark={dark}
            column={cardColumn(item.text)}
            className={clsx(placed, !dark && "border-ink/25")}
          >
            {body}
          </Ruled>
        ) : (
          <Card key={item.title} index={index} surface={surfaces[tone]} className={clsx(placed)}>
            <Marker kind={marker} dark={dark} />
            <div className="mt-5">{body}</div>
          </Card>
        );
      })}
    </ul>
  );
}

function Marker({ kind, dark }: { kind: CardGridProps["marker"]; dark: boolean }) {
  // Cards are a set, not a sequence: a short rule, not a number (numbers are kept for steps in order).
  if (kind === "rule") return <ShortRule dark={dark} />;
  if (kind === "check") return <Icon name="check" width={36} height={36} className="text-indigo" />;
  return (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 items-center justify-center rounded-full border-[1.5px] border-vermilion text-vermilion"
    >
      <Icon name="close" width={16} height={16} strokeWidth={2} />
    </span>
  );
}
