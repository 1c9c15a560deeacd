// Back and Next along the investor journey, in the current language; the last page closes with Back and an
// invitation to contact the firm (the contact dialog, or the contact page without JavaScript).
import { clsx } from "clsx";
import { Link } from "@/lib/Link";
import { useLogicalPath, useTranslate } from "@/lib/usePageContext";
import { ContactButton } from "@/components/layout/ContactButton";
import { Icon } from "@/components/ui/Icon";
import { Phrases } from "@/components/typography/Phrases";
import { getJourneyLinks, type JourneyStop } from "./journey";

export function JourneyNav() {
  const t = useTranslate();
  const { back, next } = getJourneyLinks(useLogicalPath());
  return (
    <nav aria-label={t("investment.journey")} className="border-t border-ink/10 bg-white">
      <div className="mx-auto grid max-w-7xl gap-4 px-5 py-12 sm:grid-cols-2 sm:px-8 sm:py-16">
        <JourneyLink stop={back} direction="back" />
        {next ? <JourneyLink stop={next} direction="next" /> : <ClosingInvitation />}
      </div>
    </nav>
  );
}

function JourneyLink({ stop, direction }: { stop: JourneyStop; direction: "back" | "next" }) {
  const t = useTranslate();
  const isNext = direction === "next";
  return (
    <Link
      href={stop.href}
      rel={isNext ? "next" : "prev"}
      className={clsx(
        "group flex items-center gap-5 rounded-2xl border border-ink/10 p-6 transition-colors hover:border-ink/25 hover:bg-paper sm:p-8",
        isNext && "flex-row-reverse text-right sm:col-start-2",
      )}
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-ink text-white transition-colors group-hover:bg-vermilion">
        <Icon name={isNext ? "arrow-right" : "arrow-left"} width={20} height={20} />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-[0.2em] text-vermilion uppercase">
          {t(isNext ? "investment.next" : "investment.back")}
        </span>{" "}
        {/* The space keeps the two lines two words in the link's name. */}
        <span data-heading-face className="phrase mt-1 block text-lg font-semibold text-ink sm:text-xl">
          <Phrases text={t(stop.label)} />
        </span>
      </span>
    </Link>
  );
}

// In Next's place and with its arrow on the right, as Next's is, at every width; its text reads from the left (a
// title and a sentence, not a page name), and the title's lines are balanced so no word is left alone.
function ClosingInvitation() {
  const t = useTranslate();
  return (
    <ContactButton
      data-testid="journey-contact"
      className="group flex flex-row-reverse items-center justify-between gap-5 rounded-2xl bg-ink p-6 text-left text-white transition-colors hover:bg-indigo sm:col-start-2 sm:p-8"
    >
      <span
        data-journey-arrow
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-vermilion text-white"
      >
        <Icon name="arrow-right" width={20} height={20} />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold tracking-[0.2em] text-gold uppercase">
          {t("investment.closing.eyebrow")}
        </span>{" "}
        <span data-heading-face className="phrase mt-1 block text-lg font-semibold text-balance sm:text-xl">
          <Phrases text={t("investment.closing.title")} />
        </span>{" "}
        <span className="phrase mt-2 block text-sm leading-relaxed text-white/75">
          <Phrases text={t("investment.closing.text")} />
        </span>
      </span>
    </ContactButton>
  );
}

/** "For investors · 2 of 5": where the current page sits among the five investor pages. */
export function useJourneyEyebrow(): string {
  const t = useTranslate();
  const { position, total } = getJourneyLinks(useLogicalPath());
  return t("investment.stepOf", { current: position, total });
}
