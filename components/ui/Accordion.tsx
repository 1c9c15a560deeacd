// Accordion on Radix: one item open at a time, the open one closes on click; arrow keys, Home and End
// move focus between the triggers (built into Radix). Every panel is in the prerendered HTML and,
// without JavaScript, all panels show.
import * as RadixAccordion from "@radix-ui/react-accordion";
import type { ReactNode } from "react";
import { Icon } from "./Icon";

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type AccordionProps = {
  items: AccordionItem[];
  /** Heading level of the triggers, to keep the page outline in order. */
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
    icon: "border-ink/15 text-ink group-data-[state=open]:border-vermilion group-data-[state=open]:bg-vermilion group-data-[state=open]:text-white",
    content: "text-steel",
  },
  dark: {
    item: "border-white/15",
    trigger: "text-white hover:text-gold",
    icon: "border-white/30 text-white group-data-[state=open]:border-gold group-data-[state=open]:bg-gold group-data-[state=open]:text-ink",
    content: "text-white/75",
  },
} as const;

export function Accordion({
  items,
  headingLevel = 3,
  defaultOpen,
  tone = "light",
  className = "",
}: AccordionProps) {
  const style = tones[tone];
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen}
      className={`border-t ${style.item} ${className}`}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={`border-b ${style.item}`}>
          <RadixAccordion.Header asChild>
            <Heading>
              <RadixAccordion.Trigger
                className={`group flex w-full items-center justify-between gap-6 py-6 text-left text-lg font-semibold transition-colors sm:text-xl ${style.trigger}`}
              >
                {item.title}
                <span
                  aria-hidden="true"
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full border transition-colors ${style.icon}`}
                >
                  <Icon
                    name="chevron-down"
                    width={18}
                    height={18}
                    className="transition-transform duration-300 group-data-[state=open]:rotate-180"
                  />
                </span>
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          {/* Mounted while closed so the text is in the HTML; hidden by CSS until opened. */}
          <RadixAccordion.Content
            forceMount
            data-accordion-content=""
            className={`overflow-hidden data-[state=closed]:hidden data-[state=open]:animate-accordion-down ${style.content}`}
          >
            <div className="pb-7 leading-relaxed sm:pr-12">{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
