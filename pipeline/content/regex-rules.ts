// The shape a writer's regular expression (the glossaries, the compliance list) must have to run in time on
// any text. JavaScript's engine backtracks: a pattern that repeats a part which itself repeats, or repeats a
// choice, can take longer than the age of the universe on one line of 48 characters (`^(a+)+$`). Such a
// pattern is refused with its line before any text is matched, as is one that repeats two parts side by side
// or more than four parts in all (each multiplies the time by the text's length); every other pattern runs in
// time that grows with the text at most as a polynomial of degree four. The pattern is parsed by regjsparser
// (Babel's parser of JavaScript regular expressions), not by reading its characters.
import regjsparser, { type AstNode, type Features } from "regjsparser";

const { parse } = regjsparser;

const features: Features = { lookbehind: true, namedGroups: true, unicodePropertyEscape: true };
/** A count larger than this in `{n}` or `{n,m}` is a pattern no writer needs, and slow to match. */
const maxCount = 100;

/** Why `source` cannot be run on writers' text, in writers' words; undefined when it can. */
export function describeUnsafePattern(source: string, flags = ""): string | undefined {
  let tree: AstNode<Features>;
  try {
    tree = parse(source, flags.replace(/[^imsuy]/g, ""), features);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    return `is not a regular expression the site can read (${reason})`;
  }
  pattern = { source, flags: flags.replace(/[^isu]/g, "") };
  const count = repeatingParts(tree);
  if (count > maxRepeats)
    return `repeats ${count} parts, which can take hours on one line when they match the same letters: repeat at most ${maxRepeats}`;
  // A pattern that is one repeat (`[^]+`) is a sequence of one part.
  const problem = walk(tree, false) ?? (tree.type === "quantifier" ? acrossLines([tree]) : undefined);
  if (problem) return problem;
  // A pattern that can match no letters matches at every place of every text: prh, which looks for the next match
  // after each one, never moves on ((?:\bpercent\b)? held the check past five minutes).
  if (endsOf(tree).empty)
    return "can match no letters at all (every part of it is optional, or only a position such as \\b or ^): make at least one word of it required";
  // An empty choice (`(returns|yields|)`, a list that ends in "|") makes its whole group optional: the rule then
  // matches far more than it names (`safe\s+(investments?|)` is every "safe "), or a negation list every sentence.
  if (hasEmptyChoice(tree))
    return 'has an empty choice (a "|" at the start or end of the pattern or of a group, or "||"), which matches any text there: remove the extra "|", or write the choice out';
  return undefined;
}

/** Whether a choice (`a|b`) anywhere in the pattern has a branch with nothing in it. */
function hasEmptyChoice(node: AstNode<Features>): boolean {
  const body = "body" in node && Array.isArray(node.body) ? (node.body as AstNode<Features>[]) : [];
  if (
    node.type === "disjunction" &&
    body.some((branch) => branch.type === "alternative" && !branch.body.length)
  )
    return true;
  return body.some(hasEmptyChoice);
}

/**
 * Every pattern of a list runs on every sentence (the compliance list) or every text (a glossary, through prh), so
 * many patterns that are each quick add up: 2,050 rules of (?:[^§]{0,100}§|…) held the check past five minutes.
 * A pattern's cost is the letters one try at one place may read: a letter counts 1, a repeat its largest count
 * times its part (`*` and `+` count as 100, a long sentence), a choice the sum of its branches. The site's
 * own lists cost about 7,500 (compliance.yml), 2,700 (en.yml) and 500 (ja.yml), and 20,000 is about three seconds
 * of the check on the site's text at the worst such rules; a list over it is refused at the pattern that passes it.
 */
export const patternBudget = 20_000;

/** What `source` costs in the budget; 0 when it is not a regular expression the site can read. */
export function patternCost(source: string, flags = ""): number {
  try {
    return costOf(parse(source, flags.replace(/[^imsuy]/g, ""), features));
  } catch {
    return 0;
  }
}

function costOf(node: AstNode<Features>): number {
  const body = "body" in node && Array.isArray(node.body) ? (node.body as AstNode<Features>[]) : [];
  const parts = body.reduce((total, child) => total + costOf(child), 0);
  switch (node.type) {
    case "quantifier":
      return (node.max ?? maxCount) * parts;
    case "alternative":
    case "disjunction":
    case "group":
      return parts;
    default:
      return 1;
  }
}

/** The message of a list whose patterns, up to and with this one, cost `total`; its costliest is on `line`. */
export const overBudget = (total: number, costliest: { line: number; cost: number }) =>
  `brings this file's patterns to a cost of ${total.toLocaleString("en")}, over the ${patternBudget.toLocaleString("en")} the check allows for one file (each pattern runs on every sentence of the site, so many quick patterns add up to hours; the costliest, on line ${costliest.line}, costs ${costliest.cost.toLocaleString("en")}): remove rules, or give their repeats smaller counts ({0,100} and * each count 100 letters)`;

/** Parts that repeat (*, +, {n,m} with m over 1) a pattern may hold: each one multiplies the time a failing match
    can take by the length of the text (seven [a-z ,]* in a row hung the check). The compliance list's longest
    patterns repeat four, each a \s+ between words. */
const maxRepeats = 4;

/** Whether a part repeats: `*`, `+` or `{n,m}` with m over 1 (`?` and `{0,1}` only make it optional). */
const isRepeat = (node: AstNode<Features>) =>
  node.type === "quantifier" && (node.max === undefined || node.max > 1);

function repeatingParts(node: AstNode<Features>): number {
  const own = isRepeat(node) ? 1 : 0;
  const body = "body" in node && Array.isArray(node.body) ? (node.body as AstNode<Features>[]) : [];
  return own + body.reduce((total, child) => total + repeatingParts(child), 0);
}

const isLookaround = (node: AstNode<Features>) =>
  node.type === "group" && node.behavior !== "normal" && node.behavior !== "ignore";

/**
 * A look-ahead or look-behind scans the text again from every place it is tried. With a repeat inside it scans the
 * rest of the line, and look-arounds inside each other scan it once per level: (?=[a-z ]*(?=[a-z ]*(?=[a-z ]*§)))
 * hung the check for over five minutes, with no two repeats side by side. So a look-around may hold only fixed
 * words (the glossaries' (?<!computer |software ) and (?!\?)), and no other look-around.
 */
function lookaroundProblem(node: AstNode<Features>, inLookaround: boolean): string | undefined {
  if (!isLookaround(node)) return undefined;
  if (inLookaround)
    return "looks ahead or behind inside another look-ahead or look-behind (such as (?=a(?=b))), which can take hours on one line: write one look-around, or none";
  if (repeatingParts(node) > 0)
    return "repeats a part inside a look-ahead or look-behind (such as (?=[a-z ]*x) or (?<!\\w+ )), which can take hours on one line: look ahead or behind only at fixed words, such as (?!\\?) or (?<!computer |software )";
  return undefined;
}

function walk(node: AstNode<Features>, repeated: boolean, inLookaround = false): string | undefined {
  switch (node.type) {
    case "quantifier": {
      const repeats = isRepeat(node);
      if (node.min > maxCount || (node.max ?? 0) > maxCount)
        return `repeats a part more than ${maxCount} times: use a smaller count`;
      if (repeats && repeated)
        return "repeats a part that itself repeats (such as (a+)+ or (\\w+\\s?)*), which can take hours on one line: repeat only single characters or fixed words";
      return node.body.map((child) => walk(child, repeated || repeats, inLookaround)).find(Boolean);
    }
    case "disjunction":
      if (repeated)
        return "repeats a choice (such as (a|ab)+), which can take hours on one line: write the choices without repeating them";
      // A choice of one part (`a|[^]*`) is a sequence of its own, as one of several parts is.
      return node.body
        .map(
          (child) =>
            walk(child, repeated, inLookaround) ??
            (child.type === "alternative" ? undefined : acrossLines([child])),
        )
        .find(Boolean);
    case "alternative":
      return (
        sideBySide(node.body) ??
        node.body.map((child) => walk(child, repeated, inLookaround)).find(Boolean) ??
        acrossLines(node.body)
      );
    case "group":
      // A lookaround is tried at one place, and its own parts are checked as a sequence of their own.
      return (
        sideBySide(node.body) ??
        lookaroundProblem(node, inLookaround) ??
        node.body.map((child) => walk(child, repeated, inLookaround || isLookaround(node))).find(Boolean) ??
        acrossLines(node.body)
      );
    case "reference":
      return "refers back to a group (\\1, \\k<name>), which can take hours on one line: write the text out";
    default:
      return undefined;
  }
}

/** What a part can begin and end with, seen through groups, optional parts and parts that match no letter. */
interface Ends {
  /** It may match nothing: `x?`, `\b`, `^`, `(?:)`, a lookaround. */
  empty: boolean;
  /** It can begin with a repeating part (after parts that may match nothing): `(?:a*)`, `(?:x?\s+)y`. */
  startsRepeating: boolean;
  /** It can end with a repeating part (before parts that may match nothing). */
  endsRepeating: boolean;
}

const letter: Ends = { empty: false, startsRepeating: false, endsRepeating: false };
const nothing: Ends = { empty: true, startsRepeating: false, endsRepeating: false };

function sequenceEnds(parts: AstNode<Features>[]): Ends {
  const ends = parts.map(endsOf);
  const firstFull = ends.findIndex((end) => !end.empty);
  const lastFull = ends.findLastIndex((end) => !end.empty);
  return {
    empty: firstFull === -1,
    startsRepeating: ends
      .slice(0, firstFull === -1 ? undefined : firstFull + 1)
      .some((end) => end.startsRepeating),
    endsRepeating: ends.slice(lastFull === -1 ? 0 : lastFull).some((end) => end.endsRepeating),
  };
}

function endsOf(node: AstNode<Features>): Ends {
  switch (node.type) {
    case "quantifier": {
      const body = sequenceEnds(node.body);
      if (isRepeat(node))
        return { empty: node.min === 0 || body.empty, startsRepeating: true, endsRepeating: true };
      return { ...body, empty: node.min === 0 || body.empty };
    }
    case "alternative":
      return sequenceEnds(node.body);
    case "disjunction": {
      const choices = node.body.map(endsOf);
      return {
        empty: choices.some((choice) => choice.empty),
        startsRepeating: choices.some((choice) => choice.startsRepeating),
        endsRepeating: choices.some((choice) => choice.endsRepeating),
      };
    }
    case "group":
      return node.behavior === "normal" || node.behavior === "ignore" ? sequenceEnds(node.body) : nothing;
    case "anchor":
      return nothing;
    default:
      return letter;
  }
}

/**
 * Two repeating parts side by side (nothing between them but parts that may match nothing) can share out the same
 * letters in every way: [a-z ]*[a-z ]* takes time in the square of the line, seven in the seventh. Side by side is
 * seen through groups and parts that match no letter: (?:[a-z ]*)(?:[a-z ]*), \w*(?:)\w* and \w*\b\w* are two
 * repeats side by side too.
 */
function sideBySide(parts: AstNode<Features>[]): string | undefined {
  let previousEndsRepeating = false;
  for (const part of parts) {
    const ends = endsOf(part);
    if (previousEndsRepeating && ends.startsRepeating)
      return "repeats two parts side by side (such as [a-z ]*[a-z ]*, or (?:a*)(?:a*)), which can take hours on one line: repeat one of them";
    previousEndsRepeating = ends.endsRepeating || (previousEndsRepeating && ends.empty);
  }
  return sharedLetters(flatten(parts));
}

/** The pattern being checked: its text (a part's letters are read from it) and the flags it runs with. */
let pattern = { source: "", flags: "" };

/** A sequence with its plain groups opened: (?:a*)x(?:b*) is a*, x, b* (a group of choices stays whole). */
const flatten = (parts: AstNode<Features>[]): AstNode<Features>[] =>
  parts.flatMap((part) =>
    part.type === "group" &&
    (part.behavior === "normal" || part.behavior === "ignore") &&
    !part.body.some((child) => child.type === "disjunction")
      ? flatten(part.body)
      : part.type === "alternative"
        ? flatten(part.body)
        : [part],
  );

const oneLetter = new Set([
  "value",
  "characterClass",
  "characterClassEscape",
  "dot",
  "unicodePropertyEscape",
]);
/** The matcher of one letter that `part` is (`a`, `[a-z ]`, `\w`, `.`), or undefined when it is more or less. */
function letterOf(part: AstNode<Features>): RegExp | undefined {
  if (!oneLetter.has(part.type)) return undefined;
  const [start, end] = part.range;
  try {
    return new RegExp(`^(?:${pattern.source.slice(start, end)})$`, pattern.flags);
  } catch {
    return undefined;
  }
}

/** Letters every class is tried on: Latin-1, every space \s matches, and a letter of each script the site writes. */
const sampleLetters = [
  ...Array.from({ length: 256 }, (_, code) => String.fromCharCode(code)),
  ..."\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff",
  ..."\u4e00\u3042\u30a2\uff71\uac00\u00ff\u0100\u017f\u212a\u00c5\u3002\u3001\u300c\u300d\uff05",
];
const overlaps = new Map<string, boolean>();
/**
 * Whether some letter matches both: tried on the sample letters and on every letter the two parts are written
 * with (a range's ends, in either case), so the test costs microseconds however the pattern is written.
 */
function shareALetter(a: RegExp, b: RegExp): boolean {
  const key = `${a.source}/${a.flags}\n${b.source}/${b.flags}`;
  let found = overlaps.get(key);
  if (found === undefined) {
    const written = [...`${a.source}${b.source}`].flatMap((letter) => [
      letter,
      letter.toLowerCase(),
      letter.toUpperCase(),
    ]);
    found = [...sampleLetters, ...written].some((letter) => a.test(letter) && b.test(letter));
    overlaps.set(key, found);
  }
  return found;
}

/**
 * Two repeats with only letters they can both match between them share out a line as repeats side by side do:
 * .*a.*b.*c.*d and [a-z ]*a[a-z ]*a[a-z ]* take time in a power of the line on a line of a's. A repeat of one
 * letter is followed to the next one; a letter the first cannot match ends the run (\s+are\s+ is fine).
 */
function sharedLetters(parts: AstNode<Features>[]): string | undefined {
  let repeated: RegExp | undefined;
  for (const part of parts) {
    const repeat = part.type === "quantifier" && isRepeat(part) && part.body.length === 1;
    const letters = repeat ? letterOf(part.body[0]!) : letterOf(part);
    if (repeat && letters && repeated && shareALetter(repeated, letters))
      return "repeats two parts with only letters they both match between them (such as .*a.* or [a-z ]*x[a-z ]*), which can take hours on one line: repeat one of them, or put between them a word they cannot match";
    if (repeat) repeated = letters;
    else if (letters) repeated = repeated && shareALetter(repeated, letters) ? repeated : undefined;
    else if (!endsOf(part).empty) repeated = undefined;
  }
  return undefined;
}

/** Line breaks, as a class of a pattern may match them. */
const lineBreaks = ["\n", "\r", "\u2028", "\u2029"];
/** The sample letters that are not white space. */
const visibleLetters = sampleLetters.filter((letter) => !/\s/u.test(letter));

/** The matchers of the single letters a part is written with (`[^§]`, `.`, `\n`, `a`), however deep. */
function lettersIn(node: AstNode<Features>): RegExp[] {
  const own = letterOf(node);
  if (own) return [own];
  const body = "body" in node && Array.isArray(node.body) ? (node.body as AstNode<Features>[]) : [];
  return body.flatMap(lettersIn);
}

/**
 * A repeat with no largest count whose part matches a line break and a letter (`[^]*`, `[\s\S]+`, `[^§]*`, `.*` with
 * the s flag) is not held to a line: from every place it is tried it reads the rest of the paragraph, so a pattern
 * such as [^]*zq took time in the square of a paragraph, and 200 KB of one held the check for minutes, under a cost
 * of 102 in the budget above (probe GL09). Such a repeat is refused unless the letter just before it is one it cannot
 * match (`§[^§]*§`, `capital[\s-]+`): then it is tried only where a run of its letters begins, once per run. A repeat
 * of white space alone (`\s+`) stays allowed: a blank line ends a paragraph, so its runs are short.
 */
function acrossLines(parts: AstNode<Features>[]): string | undefined {
  const sequence = flatten(parts);
  for (const [index, part] of sequence.entries()) {
    if (part.type !== "quantifier" || part.max !== undefined) continue;
    const letters = part.body.flatMap(lettersIn);
    const breaksLines = letters.some((letter) => lineBreaks.some((character) => letter.test(character)));
    const readsWords = letters.some((letter) => visibleLetters.some((character) => letter.test(character)));
    if (!breaksLines || !readsWords) continue;
    const before = index > 0 ? letterOf(sequence[index - 1]!) : undefined;
    const repeated = part.body.length === 1 ? letterOf(part.body[0]!) : undefined;
    if (before && repeated && !shareALetter(before, repeated)) continue;
    return "repeats, with no largest count, a part that also matches line breaks (such as [^]*, [\\s\\S]+, [^§]* or .* with the s flag), which reads the rest of the paragraph from every place it is tried and can take minutes on a long one: give the repeat a count such as {0,100}, or put before it a letter it cannot match, as in §[^§]*§";
  }
  return undefined;
}
