// The note that every investor is interviewed, with the basics they are asked about.
import { Icon } from "@/components/ui/Icon";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";

type InterviewNoteProps = { id: string; title: string; text: string; basics: string[] };

export function InterviewNote({ id, title, text, basics }: InterviewNoteProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <div className="grid gap-10 rounded-3xl bg-ink p-8 text-white sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:p-16">
          <div>
            <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-white/10 text-gold">
              <Icon name="users" width={28} height={28} />
            </span>
            <h2
              id={`${id}-title`}
              className="mt-8 text-3xl leading-tight font-semibold tracking-tight sm:text-4xl"
            >
              <Phrases text={title} />
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-white/75">
              <KeptEnding text={text} />
            </p>
          </div>
          {/* The basics are a set, not steps: each marked with a short rule, not a number. */}
          <ul className="space-y-3 self-center">
            {basics.map((basic) => (
              <li
                key={basic}
                className="flex items-center gap-5 rounded-2xl bg-white/5 px-6 py-5 ring-1 ring-white/10"
              >
                <span aria-hidden="true" className="block h-0.5 w-6 shrink-0 bg-gold" />
                <span data-heading-face className="text-lg font-semibold">
                  <Phrases text={basic} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
