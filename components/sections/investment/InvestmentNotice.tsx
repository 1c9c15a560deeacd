// The short notice every investment page (and every article that speaks to investors) carries: not an offer
// or advice, with links to Important information and its statements for each market. Its words are interface
// text (content/ui/*.json, investment.notice.*).
import { clsx } from "clsx";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { Phrases } from "@/components/typography/Phrases";
import { useTranslate } from "@/lib/usePageContext";

const linkStyle = "font-semibold text-ink underline underline-offset-4 hover:text-vermilion";

/** The notice's two links: Important information, and its statements for each market. */
function NoticeLinks({ className }: { className: string }) {
  const t = useTranslate();
  return (
    <p className={className}>
      <Link href={routes.importantInformation} className={linkStyle}>
        {t("investment.notice.link")}
      </Link>
      <Link href={routes.marketStatements} className={linkStyle}>
        {t("investment.notice.markets")}
      </Link>
    </p>
  );
}

/** `detached`: under a picture set in the column with rounded corners (a service's or a project's), the band keeps
    a gap from it, rather than touching its rounded edge. `line`: the same words and links as a quiet line in a
    text column (an article's, under its byline), where a full-width band split the article from its first
    paragraph. */
export function InvestmentNotice({
  detached = false,
  variant = "band",
  fees = false,
}: {
  detached?: boolean;
  variant?: "band" | "line";
  /** Also who pays us and the conflict of interest milestone fees bring: the home page's band, where its short
      investors' intro leaves the disclosure to the band (design review, stop 64). */
  fees?: boolean;
}) {
  const t = useTranslate();
  if (variant === "line")
    return (
      <aside
        aria-label={t("investment.notice.label")}
        data-notice-line=""
        className="mt-4 text-sm leading-relaxed text-steel"
      >
        <p>
          <Phrases text={t("investment.notice.text")} />
        </p>
        <NoticeLinks className="mt-1.5 flex flex-wrap gap-x-5 gap-y-1" />
      </aside>
    );
  return (
    <aside
      aria-label={t("investment.notice.label")}
      className={clsx("border-y border-ink/10 bg-paper", detached && "mt-8 sm:mt-12")}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 py-5 text-sm leading-relaxed sm:px-8 md:flex-row md:items-baseline md:gap-6">
        {/* Longer than short copy (three lines at most on a phone) since it says whom the investing content is
            for (compliance reads, stop 65): in Japanese set as running text, as the fees are. */}
        <div className="space-y-2 text-ink/80">
          <p>
            <Phrases text={t("investment.notice.text")} />
          </p>
          {fees && (
            <p data-notice-fees="">
              <Phrases text={t("investment.notice.fees")} />
            </p>
          )}
        </div>
        <NoticeLinks className="flex shrink-0 flex-col gap-1" />
      </div>
    </aside>
  );
}
