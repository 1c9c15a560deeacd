// Where a Japanese page's lines break inside a word or a name, as the browser laid them out (stop 65: ragged and
// display Japanese break between phrases; names never split). A word is what ICU's Japanese dictionary (in every
// browser: Intl.Segmenter) reads as one: a katakana loanword, a kanji compound (keikaku, toushika), a verb's stem
// with its okurigana (tashika-me-te).
import type { Page } from "@playwright/test";
import {
  katakanaNames,
  katakanaWordParts,
  longestWholePlace,
  nameWordEdge,
  quotedTitleBreaks,
  longestKeptName,
  longestLatinName,
  widthInCharacters,
} from "@/lib/typography/keep-together";

/** Whether a listed name in Latin letters is kept whole in Japanese running text (keep-together.ts, `sizedRuns`). */
export const latinNameWhole = (name: string) =>
  widthInCharacters(name) <= longestKeptName && name.trim().split(/ +/u).length <= longestLatinName;

/** Where a narrow measure may break each quoted title of the open page's <main> and footer between its words, as the
    build decides it (keep-together.ts, `quotedTitleBreaks`): offsets into the quotation, by its text. Read in Node
    with the build's own rule and handed to the page, which has no copy of it. */
export async function quotedTitleBreaksOf(page: Page): Promise<Record<string, number[]>> {
  const text = await page.evaluate(() =>
    [...document.querySelectorAll(":is(main, footer)")].map((element) => element.textContent).join("\n"),
  );
  return Object.fromEntries(
    [...new Set(text.match(/\u300c[^\u300c\u300d\n]+\u300d/gu) ?? [])].map((quote) => [
      quote,
      quotedTitleBreaks(quote),
    ]),
  );
}

/** A line break found inside a word or a name: the block's start and the break, marked by a bar. */
export type WordSplit = { block: string; at: string; align: string };

/** Every line break inside a word of a Japanese block under `selector` that is set ragged (not justified: justified
    running text breaks as print does) and holds inline markup only. Headings and short copy are included where the
    selector asks for them. */
export function raggedWordSplits(
  page: Page,
  selector: string,
): Promise<{ blocks: number; splits: WordSplit[] }> {
  return page.evaluate((selector) => {
    const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    const letter = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]/u;
    const words = new Intl.Segmenter("ja", { granularity: "word" });
    const splits: { block: string; at: string; align: string }[] = [];
    let blocks = 0;
    for (const block of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(block);
      if (!block.closest('[lang="ja"]') || !japanese.test(block.textContent ?? "")) continue;
      if (!block.getClientRects().length || style.textAlign === "justify") continue;
      if (
        [...block.querySelectorAll("*")].some((child) => {
          const { display } = getComputedStyle(child);
          return !display.startsWith("inline") && display !== "none" && !child.closest("svg");
        })
      )
        continue;
      blocks++;
      // The text as drawn, and the offsets where a new line begins.
      let text = "";
      const starts: number[] = [];
      let bottom: number | undefined;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (getComputedStyle(node.parentElement!).position === "absolute") continue;
        for (let index = 0; index < node.data.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = [...range.getClientRects()].at(-1);
          if (rect && rect.width) {
            if (bottom !== undefined && rect.bottom - bottom > rect.height / 2) starts.push(text.length);
            bottom = rect.bottom;
          }
          text += node.data[index];
        }
      }
      for (const { segment, index } of words.segment(text)) {
        if (![...segment].every((character) => letter.test(character))) continue;
        // A content word (it starts with a kanji or a katakana letter), or a word of kana alone (sono mama, mou,
        // zutsu, itadaku); not a particle run on into the next word (ni atar-u), which ICU sometimes reads as one.
        if (/^\p{Script=Hiragana}/u.test(segment) && !/^\p{Script=Hiragana}+$/u.test(segment)) continue;
        for (const start of starts)
          if (start > index && start < index + segment.length)
            splits.push({
              block: `${block.tagName.toLowerCase()}: ${text.slice(0, 16)}…`,
              at: `${text.slice(Math.max(0, start - 6), start)}|${text.slice(start, start + 6)}`,
              align: style.textAlign,
            });
      }
    }
    return { blocks, splits };
  }, selector);
}

/** Every katakana name of three words or more and every bare or bracketed Latin phrase in Japanese text in `<main>`
    that a line break splits where the stop-66 rule keeps it (keep-together.ts, `sizedRuns`), with how many were
    found. A run up to `whole` full-width characters wide (four on a phone, six on a wide screen) never breaks; a
    longer katakana name breaks only after one of its dots or inside one of its words wider than `nameWord`, `nameEdge` letters or more from either end; a longer
    Latin phrase only at a space (no browser breaks inside a Latin word). */
export function nameSplits(
  page: Page,
  whole: number,
  nameWord = whole,
  nameEdge = 0,
  /** Only these runs (a pattern's source) instead of names, glosses and Latin phrases: `placeSplits`. */
  only?: string,
): Promise<{ found: number; splits: string[] }> {
  return page.evaluate(
    ({ names, whole, nameWord, nameEdge, only }) => {
      const pattern = new RegExp(
        only ??
          `${names}|\uff08[A-Za-z][A-Za-z0-9'.,&\\- ]*[A-Za-z0-9.]\uff09|(?<=[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}] ?)[A-Za-z]+(?: [A-Za-z]+)+(?= ?[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}])`,
        "gu",
      );
      const fullWidth =
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\u30fc\uff01-\uff60]/u;
      const widthOf = (run: string) => [...run].reduce((sum, c) => sum + (fullWidth.test(c) ? 1 : 0.5), 0);
      const splits: string[] = [];
      let found = 0;
      for (const block of document.querySelectorAll<HTMLElement>(
        "main :is(p, li, dd, h1, h2, h3, h4, td, figcaption, summary)",
      )) {
        if (!block.closest('[lang="ja"]') || !block.getClientRects().length) continue;
        if (block.querySelector(":is(p, li, dd, h1, h2, h3, h4, td, figcaption)")) continue;
        const nodes: { node: Text; start: number }[] = [];
        let text = "";
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          nodes.push({ node, start: text.length });
          text += node.data;
        }
        for (const match of text.matchAll(pattern)) {
          found++;
          // The vertical middle of each character of the run: where it steps down by more than half a line, a break.
          const middles: number[] = [];
          for (let offset = match.index; offset < match.index + match[0].length; offset++) {
            const entry = nodes.findLast(({ start }) => start <= offset)!;
            const range = document.createRange();
            range.setStart(entry.node, offset - entry.start);
            range.setEnd(entry.node, offset - entry.start + 1);
            const rect = [...range.getClientRects()].at(-1);
            middles.push(rect && rect.width ? rect.top + rect.height / 2 : NaN);
          }
          const size = parseFloat(getComputedStyle(block).fontSize);
          const run = match[0];
          const latin = /[A-Za-z]/.test(run);
          for (let at = 1; at < middles.length; at++) {
            const before = middles
              .slice(0, at)
              .filter((middle) => !Number.isNaN(middle))
              .at(-1);
            const after = middles.slice(at).find((middle) => !Number.isNaN(middle));
            if (before === undefined || after === undefined || after - before <= size / 2) continue;
            const mark = `${run.slice(0, at)}|${run.slice(at)}`;
            // On a phone and in a narrow column a place may break after its direction (stop 80: toonan | ajia).
            const narrow =
              window.matchMedia("(width < 40rem)").matches || block.closest('[data-column="narrow"]');
            if (
              narrow &&
              /^(?:\u6771\u5357|\u5357\u6771|\u5317\u6771|\u5317\u897f|\u5357\u897f|[\u6771\u897f\u5357\u5317])$/u.test(
                run.slice(0, at),
              )
            )
              continue;
            if (widthOf(run) <= whole) splits.push(mark);
            else if (latin) {
              if (!/ $/.test(run.slice(0, at)) && !/^ /.test(run.slice(at))) splits.push(mark);
            } else {
              // A longer name: after a dot, or inside a word wider than `nameWord`, counted with the dot after it (which
              // no line starts with, so it moves with the word: keep-together.ts, `sizedRuns`).
              const rest = run.slice(at);
              const word =
                run.slice(0, at).split("\u30fb").at(-1)! + (/^[^\u30fb]*\u30fb?/u.exec(rest)?.[0] ?? rest);
              const letters = word.replace(/\u30fb$/u, "");
              const into = run.slice(0, at).split("\u30fb").at(-1)!.length;
              if (
                !run.slice(0, at).endsWith("\u30fb") &&
                (widthOf(letters) <= nameWord || into < nameEdge || letters.length - into < nameEdge)
              )
                splits.push(mark);
            }
          }
        }
      }
      return { found, splits };
    },
    { names: katakanaNames.source, whole, nameWord, nameEdge, only },
  );
}

/** Every listed place (content/names.json) in Japanese text in `<main>` that a line break splits: a place of up to
    `longestWholePlace` characters, with a direction before it (minami-ajia, toonan-ajia), never breaks (stop 78; until
    then shinga | pooru could), a longer one only `nameWordEdge` letters or more from either end (keep-together.ts), as
    a word of the firm's name. Found only as a whole word. */
export function placeSplits(
  page: Page,
  places: readonly string[],
): Promise<{ found: number; splits: string[] }> {
  const listed = [...places].sort((a, b) => b.length - a.length).join("|");
  return nameSplits(
    page,
    longestWholePlace,
    longestWholePlace,
    nameWordEdge,
    `(?:\u6771\u5357|\u5357\u6771|\u5317\u6771|\u5317\u897f|\u5357\u897f|[\u6771\u897f\u5357\u5317])?(?<![\\p{Script=Katakana}\u30fc])(?:${listed})(?![\\p{Script=Katakana}\u30fc])`,
  );
}

/** Every line break inside a katakana word of a justified Japanese block under `<main>`, as the browser laid it out:
    the word, marked at the break, and whether the stop-75 rule lets it break there (never leaving one letter alone,
    but in a word kinsoku holds whole otherwise: `katakanaWordParts`, `loose`). */
export async function katakanaSplits(page: Page): Promise<{ word: string; at: string; allowed: boolean }[]> {
  const splits = await page.evaluate(() => {
    const found: { word: string; into: number }[] = [];
    for (const block of document.querySelectorAll<HTMLElement>(
      "main :is(p, li, dd, blockquote, figcaption)",
    )) {
      if (!block.closest('[lang="ja"]') || !block.getClientRects().length) continue;
      if (getComputedStyle(block).textAlign !== "justify") continue;
      if (
        [...block.querySelectorAll("*")].some((child) => {
          const { display } = getComputedStyle(child);
          return !display.startsWith("inline") && display !== "none" && !child.closest("svg");
        })
      )
        continue;
      let text = "";
      const starts: number[] = [];
      let bottom: number | undefined;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let index = 0; index < node.data.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = [...range.getClientRects()].at(-1);
          if (rect && rect.width) {
            if (bottom !== undefined && rect.bottom - bottom > rect.height / 2) starts.push(text.length);
            bottom = rect.bottom;
          }
          text += node.data[index];
        }
      }
      for (const match of text.matchAll(/[\p{Script=Katakana}\u30fc]+/gu))
        for (const start of starts)
          if (start > match.index && start < match.index + match[0].length)
            found.push({ word: match[0], into: start - match.index });
    }
    return found;
  });
  return splits.map(({ word, into }) => {
    const single = into === 1 || word.length - into === 1;
    return {
      word,
      at: `${word.slice(0, into)}|${word.slice(into)}`,
      allowed: !single || Boolean(katakanaWordParts(word).word?.includes("loose")),
    };
  });
}

/**
 * Every unit of Japanese running text under `<main>` that a line break splits where the stop-76 rules keep it whole,
 * found by patterns of its own (not by the build's markup): a law's or a resolution's number with its ordinal and
 * counter (dai 202/2025/QH15 gou), the firm's legal name in Latin letters, a listed place with the administrative word
 * after it (chabin-shou; a place over five letters may break three letters or more from either end), a quotation in
 * corner brackets up to eight characters inside, the honorific o or go with its noun's first two characters, and one
 * kanji of a word of three or more as ICU reads it (me|ron-misho) left alone at a break. Each split is named by its
 * kind, the unit marked at the break, and the block's start.
 */
export async function unitSplits(
  page: Page,
  { legalName, places }: { legalName: string; places: readonly string[] },
): Promise<{ found: Record<string, number>; splits: string[] }> {
  const quoteBreaks = await quotedTitleBreaksOf(page);
  return page.evaluate(
    ({ legalName, legalWhole, placeSource, quoteBreaks }) => {
      const found: Record<string, number> = {};
      const splits: string[] = [];
      const words = new Intl.Segmenter("ja", { granularity: "word" });
      for (const block of document.querySelectorAll<HTMLElement>(
        "main :is(p, li, dd, blockquote, figcaption, td)",
      )) {
        if (!block.closest('[lang="ja"]') || !block.getClientRects().length) continue;
        if (block.querySelector(":is(p, li, dd, blockquote, figcaption, td, div)")) continue;
        // The text as drawn, and the offsets where a new line begins.
        let text = "";
        const starts: number[] = [];
        let bottom: number | undefined;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          if (getComputedStyle(node.parentElement!).position === "absolute") continue;
          for (let index = 0; index < node.data.length; index++) {
            const range = document.createRange();
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const rect = [...range.getClientRects()].at(-1);
            if (rect && rect.width && !/\s/u.test(node.data[index]!)) {
              if (bottom !== undefined && rect.bottom - bottom > rect.height / 2) starts.push(text.length);
              bottom = rect.bottom;
            }
            text += node.data[index];
          }
        }
        // Units as [kind, start, end, the offsets inside it where a line may break].
        const units: [string, number, number, number[]][] = [];
        for (const match of text.matchAll(/(?:\u7b2c)?[A-Za-z0-9]+(?:\/[A-Za-z0-9]+){2,}\u53f7?/gu))
          units.push(["law's number", match.index, match.index + match[0].length, []]);
        // The legal name is whole (stop 81, `longestLatinName`); a longer one may break at a space before its last two
        // words (stop 78), never Pte. | Ltd.
        const lastTwo = legalWhole ? 0 : legalName.search(/\S+ \S+$/u);
        for (let at = text.indexOf(legalName); at >= 0; at = text.indexOf(legalName, at + 1)) {
          const inside: number[] = [];
          for (
            let cut = legalName.indexOf(" ");
            cut >= 0 && cut < lastTwo;
            cut = legalName.indexOf(" ", cut + 1)
          )
            inside.push(at + cut, at + cut + 1);
          units.push(["legal name", at, at + legalName.length, inside]);
        }
        if (placeSource)
          for (const match of text.matchAll(new RegExp(placeSource, "gu"))) {
            // Whole up to ten characters with its word (stop 78); a longer one three letters from either end.
            const letters = match[0].length - 1;
            const inside: number[] = [];
            if (match[0].length > 10) for (let at = 3; at <= letters - 3; at++) inside.push(match.index + at);
            units.push(["place", match.index, match.index + match[0].length, inside]);
          }
        // On a phone and in a narrow column a quoted title of Japanese words may break between its words (stop 80),
        // where the build's rule says (`quotedTitleBreaksOf`).
        const narrow =
          window.matchMedia("(width < 40rem)").matches || block.closest('[data-column="narrow"]');
        for (const match of text.matchAll(/\u300c[^\u300c\u300d]{1,8}\u300d/gu)) {
          const inside = narrow ? (quoteBreaks[match[0]] ?? []).map((at) => match.index + at) : [];
          units.push(["quoted title", match.index, match.index + match[0].length, inside]);
        }
        const segments = [...words.segment(text)];
        segments.forEach(({ segment, index }, at) => {
          if (/^[\p{Script=Han}\u3005]{3,}$/u.test(segment)) {
            const inside: number[] = [];
            for (let cut = 2; cut <= segment.length - 2; cut++) inside.push(index + cut);
            units.push(["word of kanji", index, index + segment.length, inside]);
          }
          const next = segments[at + 1]?.segment ?? "";
          if (/^[\u304a\u3054]$/u.test(segment) && /^\p{Script=Han}/u.test(next))
            units.push(["honorific", index, index + 1 + Math.min(next.length, 2), []]);
          else if (/^[\u304a\u3054]\p{Script=Han}/u.test(segment))
            units.push(["honorific", index, index + Math.min(segment.length, 3), []]);
        });
        for (const [kind, from, to, inside] of units) {
          found[kind] = (found[kind] ?? 0) + 1;
          for (const start of starts)
            if (start > from && start < to && !inside.includes(start))
              splits.push(
                `${kind}: ${text.slice(from, start)}|${text.slice(start, to)} (${text.slice(0, 16)}…)`,
              );
        }
      }
      return { found, splits };
    },
    {
      legalName,
      legalWhole: latinNameWhole(legalName),
      quoteBreaks,
      placeSource: places.length
        ? `(?<![\\p{Script=Katakana}\\u30fc])(?:${[...places].sort((a, b) => b.length - a.length).join("|")})[\\u7701\\u5e02\\u770c\\u5dde\\u533a\\u90e1]`
        : "",
    },
  );
}
