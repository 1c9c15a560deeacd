// The ways to invest: tagline, name and how each works.
import { Reveal } from "@/components/ui/Reveal";
import { number } from "./Section";
import { KeepHyphenated } from "@/components/typography/KeepHyphenated";

type Option = { title: string; description: string; tagline: string };

export function OptionCards({ options }: { options: Option[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      {options.map((option, index) => (
        <Reveal
          as="li"
          key={option.title}
          index={index}
          className="flex flex-col rounded-2xl bg-paper p-8 ring-1 ring-ink/5 sm:p-10"
        >
          {/* A large watermark numeral, drawn as generated content: decoration, not text. */}
          <span
            aria-hidden="true"
            data-heading-face
            data-display-text={number(index)}
            className="text-5xl leading-none font-semibold text-ink/10 before:content-[attr(data-display-text)]"
          />
          <h3 className="mt-6 text-2xl leading-snug font-semibold text-ink">
            <KeepHyphenated text={option.title} />
          </h3>
          <p className="mt-3 font-semibold text-vermilion phrase">{option.tagline}</p>
          <p className="mt-5 leading-relaxed text-steel">{option.description}</p>
        </Reveal>
      ))}
    </ul>
  );
}
