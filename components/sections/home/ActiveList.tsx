// A list of pages whose active entry (pointer, keyboard focus, tap) shows its details beside the list:
// numbered 01, 02… when its rows are steps in order, marked with a short rule when they are a set. Every row
// keeps its height whatever is active, so nothing moves under the pointer, and each whole row is one link. From md
// up the details of the active row sit in the right half, over the same rows; on phones, and without the page's
// enhancements, the CSS alone shows the hovered row's. The enhancements (browser/enhance.ts) move data-active to
// the row last pointed at, focused or tapped. The details panel names the row it shows (its title, not its number),
// as tall as its content, behind a rule in the tone's accent on either ground (on navy it was a bordered card, on
// paper a rule: one device drawn two ways, stop-75 review). It stands at the top of its rail whichever row is
// active, and stays in view under the header while the list scrolls (sticky within the list's height): beside its
// row it left an empty block of column above it, a place that changed with every row (stop-80 review). Its title
// says which row it shows, and the active row's marker and arrow say it on the left (stop 76 found it "beside the
// wrong row" when it had neither).
// Only where a pointer can hover and the details sit beside the list are the other rows' titles dimmed: on a phone
// every row shows its own details and on a touch screen nothing brings a dimmed row back, so there every title is at
// full strength and every marker in the accent (four of five titles greyed read as disabled, stop-75 review).
import { clsx } from "clsx";
import { useLocale } from "@/lib/locale-context";
import { Link } from "@/lib/Link";
import { Icon } from "@/components/ui/Icon";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { cardColumn } from "@/components/typography/card-copy";
import { Phrases } from "@/components/typography/Phrases";

export type ActiveListItem = { href: string; title: string; text: string };

const tones = {
  light: {
    // From md a hairline runs the list's whole height where the details stand, and the active row's accent rule
    // lies on it: the right half reads as the details' rail rather than an empty block under a short panel
    // (stop-78 review, 1440 px).
    list: "border-ink/10 md:before:bg-ink/15",
    row: "border-ink/10",
    number: "text-vermilion md:text-steel md:group-data-[active=true]:text-vermilion",
    rule: "bg-vermilion md:bg-steel/60 md:group-data-[active=true]:bg-vermilion",
    title: "text-ink hover-beside:text-ink/70 hover-beside:group-data-[active=true]:text-ink",
    arrow: "text-vermilion",
    details: "",
    panel: "md:border-l md:border-vermilion md:py-2 md:pl-8",
    heading: "text-ink",
    text: "text-steel",
    more: "text-vermilion",
  },
  dark: {
    list: "border-white/15 md:before:bg-white/20",
    row: "border-white/15",
    // 80 %: 5.2:1 on the navy (70 % was 4.2:1, under the 4.5:1 small text needs).
    number: "text-gold md:text-gold/80 md:group-data-[active=true]:text-gold",
    rule: "bg-gold md:bg-gold/80 md:group-data-[active=true]:bg-gold",
    title: "text-white hover-beside:text-white/75 hover-beside:group-data-[active=true]:text-white",
    arrow: "text-gold",
    details: "",
    panel: "md:border-l md:border-gold md:py-2 md:pl-8",
    heading: "text-white",
    text: "text-white/75",
    more: "text-gold",
  },
} as const;

export function ActiveList({
  items,
  moreLabel,
  tone,
  numbered,
  testId,
}: {
  items: ActiveListItem[];
  moreLabel: string;
  tone: keyof typeof tones;
  /** Numbers only on a real sequence (steps taken in order); a set of peers gets a short rule instead. */
  numbered: boolean;
  testId: string;
}) {
  const style = tones[tone];
  const locale = useLocale();
  const separator = locale === "jp" ? "\u3002" : ". ";
  const List = numbered ? "ol" : "ul";
  return (
    <List
      data-testid={testId}
      className={clsx(
        "active-list relative border-t md:before:absolute md:before:inset-y-0 md:before:left-[calc(50%+3rem)] md:before:w-px",
        style.list,
      )}
    >
      {items.map((item, index) => {
        const number = String(index + 1).padStart(2, "0");
        // The row's link is named by its content, which a speech user reads off the screen; a stop that only a
        // screen reader hears parts the title from the text, which ran together ("...no kentoushijou..." at 390,
        // design review stop 64). Named by the title alone, the link's visible text was not in its name (axe,
        // label-content-name-mismatch).
        return (
          <li
            key={item.href}
            data-active={index === 0}
            data-column={cardColumn(item.text)}
            className={clsx("group border-b", style.row, "md:w-1/2")}
          >
            {/* The focus ring sits inside the row, clear of its rules, with room on either side of the marker
                and the title (the link reaches 0.75rem past the text on each side) and rounded like the site's
                cards. */}
            <Link
              href={item.href}
              className="-mx-3 block rounded-xl px-3 py-6 focus-visible:outline-offset-[-3px] md:py-7"
            >
              <div className="flex items-baseline gap-5 md:gap-8">
                {numbered ? (
                  // The link's name begins with what it shows, the number first (a speech user says "01 how we
                  // work..."): a stop only a screen reader hears parts it from the title, which it ran into
                  // ("02How investors take part", stop-78 review).
                  <>
                    <span
                      className={clsx("w-6 shrink-0 text-sm font-semibold transition-colors", style.number)}
                    >
                      {number}
                    </span>
                    <span className="sr-only">{separator}</span>
                  </>
                ) : (
                  // The rule sits level with the middle of the title's first line (text-xl, then sm:text-2xl).
                  <span
                    aria-hidden="true"
                    className={clsx(
                      "mt-[0.8125rem] block h-0.5 w-6 shrink-0 self-start transition-colors sm:mt-4",
                      style.rule,
                    )}
                  />
                )}
                <h3
                  className={clsx(
                    "phrase min-w-0 flex-1 text-xl leading-snug font-semibold tracking-tight transition-colors group-hover:underline group-hover:underline-offset-8 sm:text-2xl",
                    style.title,
                  )}
                >
                  <Phrases text={item.title} />
                </h3>
                {/* Outside the heading: the heading's own text (and its lines) stay the title's. */}
                <span className="sr-only">{separator}</span>
                <Icon
                  name="arrow-right"
                  width={20}
                  height={20}
                  className={clsx(
                    "hidden shrink-0 self-center opacity-0 transition-opacity group-data-[active=true]:opacity-100 md:block",
                    style.arrow,
                  )}
                />
              </div>
              {/* The details: under the row on phones; from md, for the active row only, the list's right half
                  the list's whole height (the list is their containing block, not the row), the panel at its top
                  and sticky under the fixed header (h-20) within it. Only the panel takes the pointer: the rail
                  under it is no part of the row's link. */}
              <div
                className={clsx(
                  "active-list-details mt-3 pl-11 md:pointer-events-none md:absolute md:inset-y-0 md:left-[calc(50%+3rem)] md:mt-0 md:hidden md:w-[calc(50%-3rem)] md:pl-0 md:group-data-[active=true]:block",
                  style.details,
                )}
              >
                <div
                  data-details-panel=""
                  className={clsx(
                    "md:pointer-events-auto md:sticky md:top-28 md:flex md:flex-col",
                    style.panel,
                  )}
                >
                  {/* Beside the list the panel names the row it shows, drawn as generated content: the link's
                      name already holds the title, and its visible text (what a speech user says) begins with it
                      once, as the name does. */}
                  <p
                    aria-hidden="true"
                    data-heading-face
                    data-display-text={item.title}
                    className={clsx(
                      "phrase mb-4 hidden text-3xl leading-tight font-semibold tracking-tight text-balance before:content-[attr(data-display-text)] md:block",
                      // Japanese a step smaller from lg, where a service's long title ran to three lines at 36 px
                      // with its (CM) alone on the third: generated content takes no phrase breaks (stop 66).
                      locale === "jp" ? "lg:text-[1.75rem]" : "lg:text-4xl",
                      style.heading,
                    )}
                  />
                  <p className={clsx("leading-relaxed md:text-lg", style.text)}>
                    <KeptEnding text={item.text} />
                  </p>
                  <span
                    className={clsx(
                      "phrase mt-3 inline-flex items-center gap-2 text-sm font-semibold md:mt-5",
                      style.more,
                    )}
                  >
                    {moreLabel}
                    <Icon name="arrow-right" width={16} height={16} />
                  </span>
                </div>
              </div>
            </Link>
          </li>
        );
      })}
    </List>
  );
}
