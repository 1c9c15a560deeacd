// A firm statement, set as an editorial split: the claim's title on the left, its text beside it from lg. Used
// for "We are not a fund"; it has no picture of its own, since the page's one drawing is its hero's (one drawing a
// page: the hero's skyline shown again here read as filler).
import { Reveal } from "@/components/ui/Reveal";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

type StatementProps = { id: string; title: string; text: string };

export function Statement({ id, title, text }: StatementProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper py-20 sm:py-28">
      <Reveal className="mx-auto grid max-w-7xl gap-8 px-5 sm:px-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div>
          <span aria-hidden="true" className="block h-1 w-16 bg-vermilion" />
          <h2
            id={`${id}-title`}
            className="mt-8 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl"
          >
            <Phrases text={title} />
          </h2>
        </div>
        <p className="max-w-[42rem] text-lg leading-relaxed text-steel sm:text-xl lg:mt-[3.25rem]">
          <KeptEnding text={text} />
        </p>
      </Reveal>
    </section>
  );
}
