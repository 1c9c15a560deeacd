import { AboutCards } from "@/components/sections/about/AboutCards";
import { Prose } from "@/components/sections/Prose";
import { Phrases } from "@/components/typography/Phrases";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  return (
    <>
      {/* An introduction before the four ways in: the firm in one sentence, set large, and its founding story
          beside it from lg (under it on a phone), under a hairline (docs/design.md, "The Chairman's letter and
          the About index"). */}
      <header className="mx-auto max-w-7xl px-5 pt-10 pb-14 sm:px-8 sm:pt-16 sm:pb-20">
        <h1 className="text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl">
          <Phrases text={page.title} />
        </h1>
        <div
          data-testid="about-intro"
          className="mt-10 grid gap-6 border-t border-ink/15 pt-10 sm:mt-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16 lg:pt-12"
        >
          <p
            data-heading-face
            className="phrase max-w-3xl text-2xl leading-snug font-semibold tracking-tight text-ink sm:text-3xl"
          >
            <Phrases text={page.intro} />
          </p>
          <Prose html={body} className="text-steel lg:pt-1" />
        </div>
      </header>
      <section className="bg-paper py-16 sm:py-24">
        <div className="mx-auto max-w-7xl px-5 sm:px-8">
          <AboutCards cards={page.cards} />
        </div>
      </section>
    </>
  );
}
