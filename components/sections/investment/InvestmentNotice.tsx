// The notice every investment page (and every article, service and project that speaks to investors) carries: whom
// our work for investors is for, that nothing is an offer or advice, with links to Important information and its
// statements for each market. Its words are counsel's, as interface text (content/ui/*.json, investment.notice.*);
// only their setting is the design's: a legal note in small type under a hairline, not a grey band, and on an
// article one line that opens to the whole notice (docs/design.md, "stop 76, visual").
import { clsx } from "clsx";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/Icon";
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

// 13 px in steel (6.5:1 on white, 5.9:1 on paper), at most 40 of its own ems a line: about 80 characters of
// English, 40 of Japanese, the running text's measure.
const noteText = "max-w-[40em] text-[0.8125rem] leading-relaxed text-steel";

/** `detached`: under a picture set in the column with rounded corners (a service's or a project's), the note keeps
    a gap from it. `line`: an article's, in its text column under the byline: one line, "Important information for
    investors", that opens (a <details>, with or without the page's script) to the whole notice and its links. */
export function InvestmentNotice({
  detached = false,
  variant = "band",
  fees = false,
}: {
  detached?: boolean;
  variant?: "band" | "line";
  /** Also who pays us and the conflict of interest milestone fees bring: the home page's note, where its short
      investors' intro leaves the disclosure to the note (design review, stop 64). */
  fees?: boolean;
}) {
  const t = useTranslate();
  if (variant === "line")
    return (
      <aside
        aria-label={t("investment.notice.label")}
        data-notice-line=""
        data-pagefind-ignore=""
        className="mt-4"
      >
        <details data-notice-details="" className="group/notice">
          <summary className="-mx-2 inline-flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-1.5 text-[0.8125rem] font-semibold text-steel transition-colors hover:text-ink [&::-webkit-details-marker]:hidden">
            <Phrases text={t("investment.notice.summary")} />
            <Icon
              name="chevron-down"
              width={16}
              height={16}
              className="shrink-0 transition-transform duration-200 group-open/notice:rotate-180"
            />
          </summary>
          <div className={clsx(noteText, "mt-2 border-l border-ink/15 pl-4")}>
            <p>
              <Phrases text={t("investment.notice.text")} />
            </p>
            <NoticeLinks className="mt-2 flex flex-wrap gap-x-5 gap-y-1" />
          </div>
        </details>
      </aside>
    );
  return (
    <aside
      aria-label={t("investment.notice.label")}
      data-notice-band=""
      data-pagefind-ignore=""
      className={clsx("mx-auto max-w-7xl px-5 sm:px-8", detached ? "mt-10 sm:mt-14" : "mt-8 sm:mt-10")}
    >
      {/* A hairline, the label and the text in small type: a legal note, read where it stands, not a grey
          block between the header and the page. The label repeats the aside's name for the eye. */}
      <div className="border-t border-ink/15 pt-5 pb-2 sm:pt-6 lg:grid lg:grid-cols-12 lg:gap-8">
        <div
          aria-hidden="true"
          className="text-[0.6875rem] font-semibold tracking-[0.2em] text-steel uppercase lg:col-span-3 lg:pt-0.5"
        >
          {t("investment.notice.label")}
        </div>
        <div className={clsx(noteText, "mt-2 space-y-2 lg:col-span-9 lg:mt-0")}>
          {/* Longer than short copy since it says whom the investing content is for (compliance reads, stop 65):
              in Japanese set as running text, as the fees are. */}
          <p>
            <Phrases text={t("investment.notice.text")} />
          </p>
          {fees && (
            <p data-notice-fees="">
              <Phrases text={t("investment.notice.fees")} />
            </p>
          )}
          <NoticeLinks className="flex flex-wrap gap-x-6 gap-y-1 pt-1" />
        </div>
      </div>
    </aside>
  );
}
