// The Chairman's message, set as a letter: one column of a letter's measure that holds the title, the opening
// paragraph set larger (in English under a hanging quotation mark), the rest of the message, and his name and title as a
// signature block (with his photo beside them where the writer has added one to his team file). No side column
// is left for nothing but an ornament (docs/design.md, "The Chairman's letter and the About index").
import type { ReactNode } from "react";
import type { PortraitData } from "./getPortrait";
import { Prose } from "@/components/sections/Prose";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { Phrases } from "@/components/typography/Phrases";
import { useLocale } from "@/lib/locale-context";
import { Portrait } from "./Portrait";

// Beside the signature: 5rem.
export const chairmanPortraitSizes = "5rem";

type ChairmanMessageProps = {
  eyebrow: string;
  title: string;
  portrait: PortraitData;
  name: string;
  role: string;
  /** The firm, under his title in the signature. */
  firm: string;
  html: string;
  /** After the signature (the way back). */
  children?: ReactNode;
};

export function ChairmanMessage({
  eyebrow,
  title,
  portrait,
  name,
  role,
  firm,
  html,
  children,
}: ChairmanMessageProps) {
  const locale = useLocale();
  return (
    <article className="mx-auto max-w-3xl px-5 pt-10 pb-20 sm:px-8 sm:pt-16 sm:pb-28">
      <Eyebrow className="mb-4">{eyebrow}</Eyebrow>
      <h1 className="text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl">
        <Phrases text={title} />
      </h1>
      <div className="relative mt-10 border-t border-ink/15 pt-12 sm:mt-12 sm:pt-14">
        {/* The English letter opens under the quotation mark; from sm it hangs in the margin to the left of the text.
            A Japanese message takes no Western mark (stop-65 review): it opens with its own words. */}
        {locale === "en" && (
          <span
            aria-hidden="true"
            className="block h-12 font-serif text-7xl leading-none text-vermilion sm:absolute sm:top-12 sm:-left-16 sm:text-8xl"
          >
            “
          </span>
        )}
        <Prose
          html={html}
          className="lead-first lg:text-lg [&>p:first-child]:text-xl [&>p:first-child]:leading-relaxed [&>p:first-child]:text-ink sm:[&>p:first-child]:text-[1.3125rem]"
        />
        <div
          data-testid="chairman-signature"
          className="mt-12 flex items-center gap-5 border-t border-ink/15 pt-8"
        >
          {portrait && (
            <Portrait
              photo={portrait}
              sizes={chairmanPortraitSizes}
              priority
              className="h-20 w-20 shrink-0 rounded-full"
            />
          )}
          <div className="border-l-4 border-vermilion pl-5">
            <p data-heading-face className="text-2xl font-semibold text-ink sm:text-3xl">
              {name}
            </p>
            <p className="phrase mt-1 text-steel">{role}</p>
            <p className="phrase text-sm text-steel">{firm}</p>
          </div>
        </div>
      </div>
      {children}
    </article>
  );
}
