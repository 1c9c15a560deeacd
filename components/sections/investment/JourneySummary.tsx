// The investor journey in one line, on the pages other than the process page: a heading, the summary and a link
// to the six steps, which are shown in full on /investment/process only (so a visitor following the journey
// reads them once).
import { clsx } from "clsx";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/Icon";
import { Reveal } from "@/components/ui/Reveal";
import { Phrases } from "@/components/typography/Phrases";

type JourneySummaryProps = {
  id: string;
  title: string;
  text: string;
  linkLabel: string;
  tone?: "white" | "paper";
};

export function JourneySummary({ id, title, text, linkLabel, tone = "white" }: JourneySummaryProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={clsx("py-16 sm:py-20", tone === "paper" ? "bg-paper" : "bg-white")}
    >
      <Reveal className="mx-auto grid max-w-7xl gap-6 px-5 sm:px-8 lg:grid-cols-[1fr_auto] lg:items-end lg:gap-16">
        <div className="max-w-3xl">
          <h2
            id={`${id}-title`}
            className="text-2xl leading-tight font-semibold tracking-tight text-balance text-ink sm:text-3xl"
          >
            <Phrases text={title} />
          </h2>
          <p className="phrase mt-4 text-lg leading-relaxed text-steel">
            <Phrases text={text} />
          </p>
        </div>
        <Link
          href={`${routes.investmentProcess}#timeline`}
          className="group inline-flex items-center gap-3 self-start justify-self-start rounded-full border border-ink/15 py-3 pr-3 pl-6 font-semibold text-ink transition-colors hover:border-vermilion lg:self-end"
        >
          <span className="phrase">
            <Phrases text={linkLabel} />
          </span>
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink text-white transition-colors group-hover:bg-vermilion">
            <Icon name="arrow-right" width={16} height={16} />
          </span>
        </Link>
      </Reveal>
    </section>
  );
}
