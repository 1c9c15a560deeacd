// How the body text of a Japanese page is set: the lines of every paragraph, list item, definition, quotation
// and table cell in <main> and the footer that holds Japanese, as the browser laid them out.
import type { Locator, Page } from "@playwright/test";
import { keptTermsOf } from "@/pipeline/typography/typeset";
import {
  keptEnding,
  keptPattern,
  uncounted,
  longestKept,
  longestKeptNumber,
  longestQuote,
  longestWholeCompound,
} from "@/lib/typography/keep-together";
import { content, site } from "./fixtures";
import { latinNameWhole, quotedTitleBreaksOf } from "./word-breaks";

const chairman = content.pages["from-our-chairman"].jp.data;
/** What no line may break inside: the kept runs (numbers with units, dates, a law's number, dotted compounds, quoted
    titles, the names and titles the content gives, the firm's legal name) and Latin words. Places: word-breaks.ts. */
export const unbreakable = new RegExp(
  `${
    keptPattern(
      keptTermsOf([
        ...content.collections.team.jp.map(({ data }) => ({ name: data.name, title: data.position })),
        { name: chairman.name, title: chairman.role },
      ]).concat(site.legalName),
    ).source
  }|[A-Za-z0-9][A-Za-z0-9'’&.-]*[A-Za-z0-9]`,
  "gu",
);

export type ParagraphEnd = {
  /** The element's tag and the start of its text, to find it in a report. */
  text: string;
  /** Whether it is part of a writer's Markdown body (rather than copy a component lays out). */
  inBody: boolean;
  /** Each run no line may break inside (`unbreakable`) that a line end splits, marked at the break. */
  keptSplits: string[];
  /** Whether it is short copy (a lead set in phrases) rather than running text. */
  shortCopy: boolean;
  /** Its computed text-align. */
  textAlign: string;
  /** How far the shortest line but the last falls short of the text column's end, in characters (font sizes). */
  innerShortfall: number;
  /** Lines the element takes. */
  lines: number;
  /** The characters of each line, top to bottom. */
  lineTexts: string[];
  /** How far each line falls short of the text column's end, in characters (font sizes). */
  lineShortfalls: number[];
  /** The text column's width in characters (font sizes). */
  columnInCharacters: number;
  /** Whether it is in a card or a step column (`data-column="narrow"`), set to the start. */
  narrow: boolean;
  /** The characters on its last line, punctuation included (「す。」 is two). */
  lastLine: string;
  /** The last line's width as a share of the text column (0–1). */
  lastLineShare: number;
  /** The shortest other line's width as a share of the text column (0–1): a ragged paragraph's is low. */
  shortestInnerLine: number;
};

/** Every Japanese body paragraph of the open page with two lines or more, and how its lines end. On a phone
    (under 40rem) and in a card or step column, a dotted compound breaks as running text does, and a date or a
    range between its quantities: not a split; a range after its sign at every width. */
export async function paragraphEnds(page: Page): Promise<ParagraphEnd[]> {
  const quoteBreaks = await quotedTitleBreaksOf(page);
  return page.evaluate(
    ({ source, longest, longestWhole, widestNumber, longestQuoted, quoteBreaks, latinNamesWhole }) => {
      const phone = window.matchMedia("(width < 40rem)").matches;
      const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
      const invisible = /\s/u;
      const unbreakable = new RegExp(source, "gu");
      const ends: ParagraphEnd[] = [];
      // Table cells too: stacked as cards on phones, in the table's columns on a wider screen.
      const blocks = document.querySelectorAll<HTMLElement>(
        ":is(main, footer) :is(p, li, dd, blockquote, td)",
      );
      for (const block of blocks) {
        // Only a run of text with inline markup: a list item made of paragraphs, or a card, is measured
        // through its own paragraphs, and a numbered step's number and title are not one paragraph. A box
        // that holds all of the text (the text beside an icon in a flex row) is still the one paragraph.
        // (No named helper functions in here: the test runner's transform would wrap them in one it
        // defines outside the page.)
        const own = (block.textContent ?? "").replace(/\s/gu, "");
        const separate = [...block.querySelectorAll("*")].some((child) => {
          if (["svg", "br", "wbr"].includes(child.localName) || child.closest("svg")) return false;
          const { display } = getComputedStyle(child);
          return (
            !display.startsWith("inline") &&
            display !== "none" &&
            (child.textContent ?? "").replace(/\s/gu, "") !== own
          );
        });
        if (separate) continue;
        if (!block.closest('[lang="ja"]') || !japanese.test(block.textContent ?? "")) continue;
        if (!block.getClientRects().length) continue;
        const style = getComputedStyle(block);
        const fontSize = parseFloat(style.fontSize);
        const box = block.getBoundingClientRect();
        const column = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        // Each drawn character with its line, lines told apart by the bottom of the character's box.
        const lines: {
          bottom: number;
          characters: string;
          left: number;
          right: number;
          /** Whether the line begins after a forced break (a <br>, or the `.loose-break` that sets a letter-spaced
              line to the start: browser/loose-lines.ts), which leaves the line before it set to the start. */
          afterBreak: boolean;
        }[] = [];
        // Every character of the text (spaces too, as in the source) with the bottom of its line, for the kept runs.
        const drawn: { character: string; bottom: number }[] = [];
        let forced = false;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let next = walker.nextNode(); next; next = walker.nextNode()) {
          if (next instanceof Element) {
            if (next.localName === "br" || next.classList.contains("loose-break")) forced = true;
            continue;
          }
          const node = next as Text;
          // Text for screen readers only (visually hidden, positioned out of the flow) is not on a line.
          if (getComputedStyle(node.parentElement!).position === "absolute") continue;
          for (let index = 0; index < node.data.length; index++) {
            const character = node.data[index]!;
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = range.getBoundingClientRect();
            drawn.push({
              character,
              bottom: rect.width ? rect.bottom : (drawn.at(-1)?.bottom ?? rect.bottom),
            });
            if (invisible.test(character) || !rect.width) continue;
            const line = lines.find(({ bottom }) => Math.abs(bottom - rect.bottom) < fontSize / 2);
            if (line) {
              line.characters += character;
              line.left = Math.min(line.left, rect.left);
              line.right = Math.max(line.right, rect.right);
            } else {
              lines.push({
                bottom: rect.bottom,
                characters: character,
                left: rect.left,
                right: rect.right,
                afterBreak: forced,
              });
            }
            forced = false;
          }
        }
        if (lines.length < 2) continue;
        // A paragraph cut to a number of lines ends on its ellipsis, not on its last characters.
        const clamp = parseInt(style.webkitLineClamp, 10);
        if (clamp && lines.length > clamp) continue;
        lines.sort((a, b) => a.bottom - b.bottom);
        const last = lines.at(-1)!;
        const inner = lines.slice(0, -1).map(({ left, right }) => (right - left) / column);
        const columnRight = box.right - parseFloat(style.paddingRight);
        const keptSplits: string[] = [];
        const text = drawn.map(({ character }) => character).join("");
        for (const match of text.matchAll(unbreakable)) {
          const letters = drawn.slice(match.index, match.index + match[0].length);
          // Longer than a phone's line could hold, a run is not kept; but a law's number, a number run, a quoted
          // title and the legal name in Latin letters are kept by their width (stop 76).
          const width = [...match[0]].reduce(
            (sum, character) => sum + (/[\x20-\x7e]/.test(character) ? 0.5 : 1),
            0,
          );
          const widthKept =
            match.groups?.identifier !== undefined ||
            (match.groups?.number !== undefined && width <= widestNumber) ||
            (match.groups?.term !== undefined && /^[\x20-\x7e]+$/.test(match[0]));
          if (match.groups?.quote !== undefined && width - 2 > longestQuoted) continue;
          if ([...match[0]].length > longest && !widthKept && match.groups?.quote === undefined) continue;
          const at = letters.findIndex(
            ({ bottom }, i) => i > 0 && bottom - letters[i - 1]!.bottom > fontSize / 2,
          );
          // On a narrow measure a dotted compound breaks as running text does; a range breaks after its sign at
          // every width, never inside a number with its unit; a date never (stop 76).
          const compound = !match.groups?.term && /[\u30fb\uff65]/u.test(match[0]);
          // Over five characters a dotted compound is not kept at any width (keep-together.ts).
          const longCompound = compound && [...match[0]].length > longestWhole;
          const betweenQuantities =
            !match.groups?.term &&
            /[^0-9\uff10-\uff19.,\s]$/u.test(match[0].slice(0, at)) &&
            /^(?:\u7d04|\u7b2c|US\$|S\$|\$|\u00a5|\uffe5)?[0-9\uff10-\uff19]/u.test(match[0].slice(at)) &&
            /^(?:\u7d04|\u7b2c|US\$|S\$|\$|\u00a5|\uffe5)?[0-9\uff10-\uff19]/u.test(match[0]);
          const mayBreak = phone || block.closest('[data-column="narrow"]');
          // A range may break after its sign at every width (500 man + wave dash | 1 oku US dollars, stop 66).
          const afterRangeSign =
            betweenQuantities && /[\u301c\uff5e\u2013\u2014-]$/u.test(match[0].slice(0, at));
          // A listed name in Latin letters of more than five words may break at a space, but never inside its last two
          // words, "Pte. Ltd." (stop 78, keep-together.ts); a shorter one, the legal name, is whole (stop 81).
          const atLatinSpace =
            match.groups?.term !== undefined &&
            !latinNamesWhole.includes(match[0]) &&
            /^[\x20-\x7e]+$/.test(match[0]) &&
            / $/.test(match[0].slice(0, at)) &&
            / /.test(match[0].slice(at));
          // On a narrow measure a quoted title of Japanese words breaks between its words (stop 80), where the
          // build's rule says (keep-together.ts, `quotedTitleBreaks`, read in Node: `quotedTitleBreaksOf`).
          const betweenQuotedWords =
            Boolean(mayBreak) &&
            match.groups?.quote !== undefined &&
            (quoteBreaks[match[0]] ?? []).includes(at);
          if (
            at > 0 &&
            !longCompound &&
            !afterRangeSign &&
            !atLatinSpace &&
            !betweenQuotedWords &&
            !(mayBreak && compound)
          )
            keptSplits.push(`${match[0].slice(0, at)}｜${match[0].slice(at)}`);
        }
        ends.push({
          text: `${block.tagName.toLowerCase()}: ${(block.textContent ?? "").slice(0, 40)}…`,
          // The Chairman's display-size first paragraph (`.lead-first`) is running text too since stop 66.
          inBody: Boolean(block.closest(".prose-body")),
          keptSplits,
          // A lead too long for short copy (Phrases.tsx, `.running`) is running text, whatever its box's class.
          shortCopy:
            !block.querySelector(":scope > .running") &&
            Boolean(block.querySelector(".phrases") || block.closest(".phrase, .phrases")),
          textAlign: style.textAlign,
          // A line that ends at a forced break is set to the start, as a last line is: not counted.
          innerShortfall: Math.max(
            0,
            ...lines
              .slice(0, -1)
              .filter((_, at) => !lines[at + 1]!.afterBreak)
              .map(({ right }) => (columnRight - right) / fontSize),
          ),
          lines: lines.length,
          lineTexts: lines.map(({ characters }) => characters),
          lineShortfalls: lines.map(({ right }) => (columnRight - right) / fontSize),
          narrow: Boolean(block.closest('[data-column="narrow"]')),
          columnInCharacters: (columnRight - box.left - parseFloat(style.paddingLeft)) / fontSize,
          lastLine: last.characters,
          lastLineShare: (last.right - last.left) / column,
          shortestInnerLine: Math.min(...inner),
        });
      }
      return ends;
    },
    {
      source: unbreakable.source,
      longest: longestKept,
      longestWhole: longestWholeCompound,
      widestNumber: longestKeptNumber,
      longestQuoted: longestQuote,
      quoteBreaks,
      latinNamesWhole: [site.legalName].filter(latinNameWhole),
    },
  );
}

/** The paragraphs whose last line holds fewer than three characters besides punctuation and closing brackets:
    "masu." is two (stop 76; until then the full stop counted, and 81 blocks ended so). */
export const strandedEnds = (ends: ParagraphEnd[]) =>
  ends.filter(
    ({ lastLine }) => [...lastLine].filter((character) => !uncounted.test(character)).length < keptEnding,
  );

/** The text of each line an element's characters are drawn on, top to bottom (spaces a break took left out). */
export function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((block) => {
    const fontSize = parseFloat(getComputedStyle(block).fontSize);
    const lines: { bottom: number; text: string }[] = [];
    const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      for (let index = 0; index < node.data.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (!rect.width || /\s/u.test(node.data[index]!)) continue;
        const line = lines.find(({ bottom }) => Math.abs(bottom - rect.bottom) < fontSize / 2);
        if (line) line.text += node.data[index];
        else lines.push({ bottom: rect.bottom, text: node.data[index]! });
      }
    return lines.sort((a, b) => a.bottom - b.bottom).map(({ text }) => text);
  });
}

/** A line of justified Japanese running text that ends more than 10 % of the measure short (stop 80): a hole. */
export type ShortLine = {
  /** The line's width as a share of the measure. */
  share: number;
  line: string;
  /** The start of the line after it. */
  next: string;
  /** The kept run or katakana word the line after it starts with (its text), or that line's text. */
  unit: string;
  /** The block's first 20 characters, to find it in the copy. */
  block: string;
  /** What the line after it starts with, the unit that did not fit: a date, a number with its unit or a law's
      number (`number`), a name or a place in katakana, the Latin name or a gloss (`name`), a Latin word (`latin`), the
      paragraph's kept last characters (`ending`: keep-together.ts, `keptEnding`), or anything else (`other`). */
  kind: "number" | "name" | "latin" | "ending" | "other";
};

/** Every line of the open page's justified Japanese running text but a block's last, and but one the writer ended
    with a <br>, that ends more than 10 % of the measure short (the block's `max-inline-size`, whole characters), with
    a tolerance of 0.05 em; and how many lines were measured. Read once the fitting has run (`linesSet`). */
export function shortLines(page: Page): Promise<{ measured: number; short: ShortLine[] }> {
  return page.evaluate(() => {
    const short: ShortLine[] = [];
    let measured = 0;
    for (const block of document.querySelectorAll<HTMLElement>(
      ":is(main, footer) :is(p, li, dd, blockquote)",
    )) {
      if (!block.closest('[lang="ja"]') || !block.getClientRects().length) continue;
      const style = getComputedStyle(block);
      if (style.textAlign !== "justify") continue;
      // Short copy (a lead set in phrases) is not running text; a block of blocks is measured through them.
      if (
        !block.querySelector(":scope > .running") &&
        (block.querySelector(".phrases") || block.closest(".phrase, .phrases"))
      )
        continue;
      if (
        [...block.querySelectorAll("*")].some((child) => {
          const { display } = getComputedStyle(child);
          return !display.startsWith("inline") && display !== "none" && !child.closest("svg");
        })
      )
        continue;
      const fontSize = parseFloat(style.fontSize);
      const box = block.getBoundingClientRect();
      const left = box.left + parseFloat(style.paddingLeft);
      const measure = Math.min(
        box.right - parseFloat(style.paddingRight) - left,
        parseFloat(style.maxInlineSize) || Infinity,
      );
      const lines: {
        bottom: number;
        text: string;
        right: number;
        first: Text;
        index: number;
        afterBr: boolean;
      }[] = [];
      let br = false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let next = walker.nextNode(); next; next = walker.nextNode()) {
        if (next instanceof Element) {
          if (next.localName === "br") br = true;
          continue;
        }
        const node = next as Text;
        if (getComputedStyle(node.parentElement!).position === "absolute") continue;
        for (let index = 0; index < node.data.length; index++) {
          if (/\s/u.test(node.data[index]!)) continue;
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getBoundingClientRect();
          if (!rect.width) continue;
          const line = lines.find(({ bottom }) => Math.abs(bottom - rect.bottom) < fontSize / 2);
          if (line) {
            line.text += node.data[index];
            line.right = Math.max(line.right, rect.right);
          } else
            lines.push({
              bottom: rect.bottom,
              text: node.data[index]!,
              right: rect.right,
              first: node,
              index,
              afterBr: br,
            });
          br = false;
        }
      }
      lines.sort((a, b) => a.bottom - b.bottom);
      const whole = (block.textContent ?? "").trimEnd();
      lines.slice(0, -1).forEach((line, at) => {
        const after = lines[at + 1]!;
        if (after.afterBr) return;
        measured++;
        const share = (line.right - left) / measure;
        if (share >= 0.9 - 0.05 / (measure / fontSize)) return;
        // The outermost kept run or katakana word around the next line's first character.
        let unit = after.text;
        let keptUnit = false;
        for (
          let element = after.first.parentElement;
          element && element !== block;
          element = element.parentElement
        )
          if (element.matches(".keep, .kana")) {
            unit = element.textContent ?? "";
            keptUnit = element.matches(".keep");
          }
        const start = after.text.replace(/^[\uff08\u300c(]+/u, "");
        const kind: ShortLine["kind"] = /^(?:\u7b2c|\u7d04|US\$|S\$|\$)?[0-9\uff10-\uff19]/u.test(start)
          ? "number"
          : /^[A-Za-z]/.test(start)
            ? after.text !== start || /\s/u.test(unit)
              ? "name"
              : "latin"
            : keptUnit && whole.endsWith(unit.trimEnd())
              ? "ending"
              : keptUnit &&
                  /^(?:\u6771\u5357|\u5357\u6771|\u5317\u6771|\u5317\u897f|\u5357\u897f|[\u6771\u897f\u5357\u5317])?[\p{Script=Katakana}\u30fc\u30fb]+[\u7701\u5e02\u770c\u5dde\u533a\u90e1]?$/u.test(
                    unit,
                  )
                ? "name"
                : "other";
        short.push({
          share,
          line: line.text,
          next: after.text.slice(0, 14),
          unit,
          block: [...whole.trim()].slice(0, 20).join(""),
          kind,
        });
      });
    }
    return { measured, short };
  });
}
