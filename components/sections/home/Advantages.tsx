// 'Built for Execution. Trusted by Investors.' and the four advantage cards.
import { Reveal } from "@/components/ui/Reveal";
import { ShortRule } from "@/components/ui/ShortRule";
import { KeptEnding } from "@/components/typography/KeptEnding";

type AdvantagesProps = {
  intro: { title: string; text: string };
  advantages: { title: string; text: string }[];
};

export function Advantages({ intro, advantages }: AdvantagesProps) {
  return (
    // The hero's "Scroll down" brings its top to the fixed header's bottom edge (h-18, sm:h-20), as the
    // investment pages' Intro does, not to html's 6rem scroll padding, which left a strip of the hero showing.
    <section id="intro" className="scroll-mt-[-1.5rem] bg-paper py-20 sm:scroll-mt-[-1rem] sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <Reveal className="grid gap-6 lg:grid-cols-2 lg:gap-16">
          <h2 className="text-3xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl">
            {intro.title}
          </h2>
          <p className="text-lg leading-relaxed text-steel">
            <KeptEnding text={intro.text} />
          </p>
        </Reveal>
        <ul className="mt-16 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {advantages.map((advantage, index) => (
            <Reveal
              as="li"
              key={advantage.title}
              index={index}
              className="rounded-2xl bg-white p-7 shadow-sm ring-1 ring-ink/5"
            >
              <ShortRule />
              <h3 className="mt-4 text-lg font-semibold text-ink">{advantage.title}</h3>
              <p className="mt-3 text-[0.95rem] leading-relaxed text-steel">
                <KeptEnding text={advantage.text} />
              </p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
