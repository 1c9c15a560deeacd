// A firm statement beside an image: used for "We are not a fund".
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Reveal } from "@/components/ui/Reveal";
import { Picture } from "@/components/ui/Picture";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

// A 4:3 frame over 16:9 artwork (4/3 wider than the frame): half the container from lg, full width below.
const statementSizes =
  "(min-width: 1280px) 760px, (min-width: 1024px) calc((100vw - 9rem) / 2 * 1.34), calc((100vw - 4rem) * 1.34)";

type StatementProps = { id: string; title: string; text: string; image: ResolvedImage };

export function Statement({ id, title, text, image }: StatementProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-paper py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:gap-20">
        <Reveal>
          <span aria-hidden="true" className="block h-1 w-16 bg-vermilion" />
          <h2
            id={`${id}-title`}
            className="mt-8 text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl"
          >
            <Phrases text={title} />
          </h2>
          <p className="mt-6 text-lg leading-relaxed text-steel sm:text-xl">
            <KeptEnding text={text} />
          </p>
        </Reveal>
        <Picture
          image={image}
          sizes={statementSizes}
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-sm ring-1 ring-ink/5"
        />
      </div>
    </section>
  );
}
