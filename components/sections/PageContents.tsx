// A long page's sections, beside its text from 1024 px and staying in view as it scrolls: the legal pages left the
// right half of a wide screen empty, and a reader looking for one market's statement had to scroll for it.
import type { Heading } from "@/pipeline/runtime/headings";
import { Phrases } from "@/components/typography/Phrases";

export function PageContents({ label, headings }: { label: string; headings: Heading[] }) {
  return (
    <nav aria-label={label} className="hidden lg:block">
      <div className="sticky top-28">
        <p className="text-xs font-semibold tracking-widest text-steel uppercase">{label}</p>
        <ol className="mt-4 space-y-1 border-l border-ink/15">
          {headings.map((heading) => (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-sm leading-snug text-steel transition-colors hover:border-vermilion hover:text-ink"
              >
                <Phrases text={heading.text} />
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
