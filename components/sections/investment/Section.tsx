// A titled section of an investment page: the heading names the region; tone sets the background.
import { createContext, useContext, type ReactNode } from "react";
import { clsx } from "clsx";
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

export type Tone = "white" | "paper" | "ink";

const ToneContext = createContext<Tone>("white");
/** The background of the section around a component, so cards can contrast with it. */
export const useSectionTone = () => useContext(ToneContext);

type SectionProps = {
  id: string;
  title: string;
  intro?: string;
  tone?: Tone;
  /** "split": heading beside the content on large screens; "stack": heading above it. */
  layout?: "stack" | "split";
  children: ReactNode;
};

const backgrounds: Record<Tone, string> = {
  white: "bg-white text-ink",
  paper: "bg-paper text-ink",
  ink: "bg-ink text-white",
};

export function Section({ id, title, intro, tone = "white", layout = "stack", children }: SectionProps) {
  const headingId = `${id}-title`;
  const split = layout === "split";
  return (
    <section id={id} aria-labelledby={headingId} className={clsx("py-20 sm:py-28", backgrounds[tone])}>
      <div
        className={clsx(
          "mx-auto max-w-7xl px-5 sm:px-8",
          split && "grid gap-12 lg:grid-cols-[1fr_1.5fr] lg:gap-20",
        )}
      >
        <Reveal className={split ? "lg:sticky lg:top-32 lg:self-start" : "max-w-3xl"}>
          <h2
            id={headingId}
            className="text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl lg:text-5xl"
          >
            <Phrases text={title} />
          </h2>
          {intro && (
            <p
              className={clsx(
                "mt-5 text-lg leading-relaxed",
                tone === "ink" ? "text-white/75" : "text-steel",
              )}
            >
              <KeptEnding text={intro} />
            </p>
          )}
        </Reveal>
        <div className={clsx(!split && "mt-12 sm:mt-16")}>
          <ToneContext.Provider value={tone}>{children}</ToneContext.Provider>
        </div>
      </div>
    </section>
  );
}
