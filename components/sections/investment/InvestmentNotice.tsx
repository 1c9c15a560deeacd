// The notice every investment page (and every article, service and project that speaks to investors) carries: whom
// our work for investors is for, that nothing is an offer or advice, with links to Important information and its
// statements for each market. Its words are counsel's, as interface text (content/ui/*.json, investment.notice.*);
// only their setting is the design's: one panel in the page's ink under the page's hero, and on an article one line
// that opens to the whole notice (docs/design.md, "stop 76, visual" and "stop 79").
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

// 15 px in the full ink (17.3:1 on white): counsel's words read as the page's text does, not as small grey print
// (stop-78 review: 12–13 px steel read as fine print). At most 46 of its own ems a line: about 90 characters of
// English, 46 of Japanese.
const noteText = "max-w-[46em] text-[0.9375rem] leading-relaxed text-ink";

/** `column`: the class that sets the width of the text column the note stands over or beside (a project's or a
    service's description from lg; the home sections' heading and lead), its label over its text; `afterPicture` (by
    default with a column: a service's or a project's picture is set in the column with rounded corners) keeps a
    larger gap above it. `line`: an article's, in its text column under the byline: one line, "Important information for
    investors", that opens (a <details>, with or without the page's script) to the whole notice and its links. */
export function InvestmentNotice({
  column,
  afterPicture = Boolean(column),
  variant = "band",
  fees = false,
}: {
  column?: string;
  afterPicture?: boolean;
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
          <summary className="-mx-2 inline-flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold text-ink transition-colors hover:text-vermilion [&::-webkit-details-marker]:hidden">
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
      className={clsx("mx-auto max-w-7xl px-5 sm:px-8", afterPicture ? "mt-10 sm:mt-14" : "mt-8 sm:mt-10")}
    >
      {/* One panel on every page that carries it, in the same place: under the page's hero, before the content it
          speaks for (on the home page, before the investors' section: stop 76). White with a hairline on paper and on
          white, its label in the ink beside the text from lg; as wide as its text, so no empty third is left beside
          it (stop-78 review). The label repeats the aside's name for the eye. Over a page's text column (a
          project's, a service's) it is that column's width from lg, both its edges on the text's under it, its label
          over its text: at 1032 of 1440 px its right edge lined up with nothing (stop-80 review). On the home page it
          is the sections' heading-and-lead column (stop 81: its right edge, at 1136 of 1440 px, met nothing either). */}
      <div
        data-notice-panel=""
        className={clsx(
          "rounded-2xl border border-ink/15 bg-white px-6 py-6 sm:px-8",
          column ?? "lg:grid lg:max-w-5xl lg:grid-cols-12 lg:gap-8",
        )}
      >
        <div
          aria-hidden="true"
          className={clsx(
            "text-xs font-semibold tracking-[0.18em] text-ink uppercase",
            !column && "lg:col-span-3 lg:pt-1",
          )}
        >
          {t("investment.notice.label")}
        </div>
        <div className={clsx(noteText, "mt-3 space-y-3", !column && "lg:col-span-9 lg:mt-0 lg:max-w-none")}>
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
