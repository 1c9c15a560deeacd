// Documents an investor may ask for (a redacted agreement, a site report, the reporting dashboard): a register of
// them, each with the way to ask, the contact dialog. No mock-up stands in for a document that is not on the page
// (docs/design.md).
import { ContactButton } from "@/components/layout/ContactButton";
import { Icon } from "@/components/ui/Icon";
import { Reveal } from "@/components/ui/Reveal";
import { useTranslate } from "@/lib/usePageContext";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { cardColumn } from "@/components/typography/card-copy";
import { Phrases } from "@/components/typography/Phrases";

type Tile = { title: string; caption: string };

export function DocumentsOnRequest({ tiles }: { tiles: Tile[] }) {
  const t = useTranslate();
  return (
    <ul
      data-testid="documents-on-request"
      className="grid gap-px overflow-hidden rounded-2xl bg-ink/10 ring-1 ring-ink/10 md:grid-cols-3"
    >
      {tiles.map((tile, index) => (
        <Reveal
          as="li"
          key={tile.title}
          index={index}
          column={cardColumn(tile.caption)}
          className="flex flex-col bg-white p-6 sm:p-8"
        >
          <span
            aria-hidden="true"
            className="flex h-12 w-12 items-center justify-center rounded-full border border-ink/15 text-indigo"
          >
            <Icon name="document" width={22} height={22} />
          </span>
          <h3 className="phrase mt-6 text-lg leading-snug font-semibold text-ink">
            <Phrases text={tile.title} />
          </h3>
          <p className="mt-2 mb-6 text-[0.95rem] leading-relaxed text-steel">
            <KeptEnding text={tile.caption} />
          </p>
          {/* The name says which document, after the visible words (a hidden span would run the label's last
              phrase into the title's first). */}
          <ContactButton
            aria-label={`${t("investment.requestDocument")} ${tile.title}`}
            className="group phrase mt-auto inline-flex items-center gap-2 self-start rounded-full py-1 text-sm font-semibold text-indigo hover:text-vermilion"
          >
            {t("investment.requestDocument")}
            <Icon
              name="arrow-right"
              width={16}
              height={16}
              className="transition-transform group-hover:translate-x-1"
            />
          </ContactButton>
        </Reveal>
      ))}
    </ul>
  );
}
