// A row of an editorial index: a page's title, its sentence and a round arrow under a hairline, the whole row the
// page's one link (CardLink: its name is the title). /services lists the services with it and /about its four pages
// (docs/design.md, "The About index as an index").
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { CardLink } from "./CardLink";
import { Icon } from "./Icon";
import { Reveal } from "./Reveal";
import { Phrases } from "@/components/typography/Phrases";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { cardColumn } from "@/components/typography/card-copy";

type IndexRowProps = {
  href: string;
  title: string;
  text: string;
  /** Its place in the index, for the staggered entrance. */
  index: number;
  /** Before the title: a service's icon. */
  mark?: ReactNode;
  /** Words beside the arrow on a phone, where the arrow alone would not say what the row does. */
  cue?: string;
  /** The ground the index stands on; the row lights up in the other under the pointer. */
  ground?: "white" | "paper";
};

export function IndexRow({ href, title, text, index, mark, cue, ground = "white" }: IndexRowProps) {
  return (
    <Reveal
      as="li"
      index={index}
      column={cardColumn(text)}
      className={clsx(
        "group relative grid gap-x-8 gap-y-3 border-b border-ink/15 py-8 transition-colors md:grid-cols-[1fr_1fr_auto] md:items-center md:px-4 sm:py-10",
        ground === "white" ? "hover:bg-paper" : "hover:bg-white",
      )}
    >
      <h2 className="flex items-start gap-4 text-2xl leading-snug font-semibold tracking-tight text-ink lg:text-3xl">
        {mark}
        <CardLink href={href} underline="far">
          <Phrases text={title} />
        </CardLink>
      </h2>
      <p className="leading-relaxed text-steel">
        <KeptEnding text={text} />
      </p>
      <span
        aria-hidden="true"
        className={clsx(
          "items-center gap-2 text-sm font-semibold text-vermilion md:inline-flex md:h-12 md:w-12 md:justify-center md:rounded-full md:border md:border-ink/15 md:text-ink md:group-hover:border-vermilion md:group-hover:bg-vermilion md:group-hover:text-white",
          cue ? "inline-flex" : "hidden",
        )}
      >
        {cue && <span className="md:sr-only">{cue}</span>}
        <Icon name="arrow-right" width={18} height={18} />
      </span>
    </Reveal>
  );
}
