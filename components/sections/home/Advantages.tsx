// 'Built for Execution. Trusted by Investors.' and the four advantage cards.
import { Reveal } from "@/components/ui/Reveal";
import { Ruled } from "@/components/ui/Card";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { cardColumn } from "@/components/typography/card-copy";

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
            <Phrases text={intro.title} />
          </h2>
          <p className="lead text-lg leading-relaxed text-steel">
            <Phrases text={intro.text} />
          </p>
        </Reveal>
        {/* An editorial list under hairlines, not a row of boxes: the page's cards come further down. Two by two
            from sm, its columns on the intro's: four columns of 13 px grey at 1440 were the home page's densest
            block (design review, stop 66). */}
        <ul className="mt-16 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:gap-x-16 lg:gap-y-14">
          {advantages.map((advantage, index) => (
            <Ruled
              key={advantage.title}
              index={index}
              column={cardColumn(advantage.text)}
              className="border-ink/25"
            >
              <h3 className="text-lg font-semibold text-ink lg:text-xl">
                <Phrases text={advantage.title} />
              </h3>
              <p className="mt-3 max-w-xl leading-relaxed text-steel lg:text-[1.0625rem]">
                <KeptEnding text={advantage.text} />
              </p>
            </Ruled>
          ))}
        </ul>
      </div>
    </section>
  );
}
