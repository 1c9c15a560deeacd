// Parsing with line numbers: a content file's frontmatter (YAML) or a data file (JSON, read as YAML), each
// field and string with the line it is on, and the body; every file read once into its record.
import {
  CST,
  LineCounter,
  Parser,
  parseDocument,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  visit,
  type Node,
} from "yaml";
import { hiddenCharacterMessage, overBuiltLetterMessage } from "../../content/fields.ts";
import type { Locale } from "../../lib/locale.ts";
import { listMdx, normalizeText, pageFolders, readContentText } from "./content-files.ts";
import {
  fenceLanguage,
  fenceLanguageMessage,
  frontmatterClose,
  frontmatterFence as fence,
} from "./frontmatter.ts";
import type { FrontmatterString } from "./frontmatter-string.ts";
import { brokenReference, checkBody, unreadBodyFacts } from "./mdx-rules.ts";
import type { Problem } from "./problems.ts";
import { findTodos } from "./todos.ts";
import type { ContentRecord, ParsedData, ParsedFile } from "./types.ts";

/** The most levels of lists and fields a file may nest; the deepest the site's schemas read is about six. */
export const deepestNesting = 32;

/** How many levels of lists and maps `root` nests, counted without recursion. */
export function nestingDepth(root: Node | null): number {
  let deepest = 0;
  const stack: [Node | null | undefined, number][] = [[root, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (isMap(node) || isSeq(node)) {
      deepest = Math.max(deepest, depth + 1);
      if (deepest > deepestNesting) return deepest;
      for (const item of node.items as unknown[]) {
        if (isMap(node)) stack.push([(item as { value: Node | null }).value, depth + 1]);
        else stack.push([item as Node, depth + 1]);
      }
    }
  }
  return deepest;
}

/**
 * Where in `text` a list or map opens past the deepest nesting allowed, read from the parser's tokens (which it
 * builds without recursion, so 20,000 levels are read whole where the document's nodes overflow the stack).
 */
export function tooDeepOffset(text: string): number | undefined {
  const stack: [CST.Token | undefined, number][] = [...new Parser().parse(text)].map((token) => [token, 0]);
  while (stack.length) {
    const [token, depth] = stack.pop()!;
    if (!token) continue;
    if (token.type === "document") stack.push([token.value, depth]);
    else if (token.type === "block-map" || token.type === "block-seq" || token.type === "flow-collection") {
      if (depth + 1 > deepestNesting) return token.offset;
      for (const item of token.items)
        stack.push(["key" in item ? (item.key ?? undefined) : undefined, depth + 1], [item.value, depth + 1]);
    }
  }
  return undefined;
}

/**
 * A field shows a character reference as written; one that stands for no character (`&#x110000;`, `&#0;`) was
 * meant as a character and is none, and a search that decoded it stopped on it (probe C08). Refused as in a body.
 */
function brokenReferenceInField(value: string): string | undefined {
  const broken = brokenReference(value);
  return (
    broken &&
    `has the character reference ${broken}, which stands for no character (zero, half of a character pair, a control, or a number past U+10FFFF), and this text shows it as written: delete it, or write the character you meant`
  );
}

/**
 * Parses YAML (or JSON, which is YAML too) and maps field paths to line numbers in the file;
 * `firstLine` is the file line the text starts on. Reports syntax errors and returns undefined.
 */
export function parseData(
  rel: string,
  text: string,
  firstLine: number,
  problems: Problem[],
): ParsedData | undefined {
  const lineCounter = new LineCounter();
  const tooDeep = {
    file: rel,
    line: firstLine,
    message: `nests lists or fields more than ${deepestNesting} levels deep: no page needs that many; write it flatter`,
  };
  const documentNode = parseDocument(text, { lineCounter, prettyErrors: false });
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const what = rel.endsWith(".json")
    ? "is not valid JSON"
    : rel.endsWith(".mdx")
      ? "the frontmatter is not valid YAML"
      : "is not valid YAML";
  for (const error of documentNode.errors) {
    // The parser reports running out of stack (thousands of levels: [[[[…) as an error of its own.
    if (/call stack/i.test(error.message)) {
      if (!problems.includes(tooDeep)) {
        tooDeep.line = toFileLine(tooDeepOffset(text) ?? error.pos[0]);
        problems.push(tooDeep);
      }
      continue;
    }
    problems.push({
      file: rel,
      line: toFileLine(error.pos[0]),
      message: rel.endsWith(".json")
        ? `${what} (${error.message.split("\n")[0]}). Check quotes, colons and commas`
        : `${what} (${error.message.split("\n")[0]}). Check quotes, colons and indentation`,
    });
  }
  if (documentNode.errors.length) return undefined;
  if (nestingDepth(documentNode.contents as Node | null) > deepestNesting) {
    problems.push({ ...tooDeep, line: toFileLine(tooDeepOffset(text) ?? 0) });
    return undefined;
  }

  // An anchor (`&name`) and its aliases (`*name`) let one value stand in several fields, where no rule that reads a
  // field's value at its line (links, tags, TODO text) sees it; the editor never writes them. Refused, each with
  // its line, and the file is not read further, as with any other YAML it cannot take.
  const repeated = new Map<string, Problem>();
  visit(documentNode, {
    Node(_, node) {
      if (!node.range) return;
      const refuse = (offset: number, message: string) => {
        const line = toFileLine(offset);
        if (!repeated.has(`${line} ${message}`))
          repeated.set(`${line} ${message}`, { file: rel, line, message });
      };
      if (isAlias(node))
        refuse(
          node.range[0],
          `repeats a value through the alias *${node.source}: write the value out in full here (the site reads no aliases)`,
        );
      else if (node.anchor)
        refuse(
          Math.max(0, text.lastIndexOf(`&${node.anchor}`, node.range[0])),
          `names a value with the anchor &${node.anchor}, for aliases to repeat: remove "&${node.anchor}" and write each value out in full`,
        );
      // A tag (!!binary, !<tag:…>) asks YAML for a type of value: the site reads text, numbers, lists and fields
      // alone, and the editor drops tags when it saves the file.
      else if (node.tag) {
        let at = Math.max(0, text.lastIndexOf("!", node.range[0]));
        while (text[at - 1] === "!") at--;
        const written = /![^\s]*/y;
        written.lastIndex = at;
        refuse(
          at,
          `marks a value with the YAML tag ${written.exec(text)?.[0] ?? node.tag}, which the site does not read: remove the tag and write the value alone`,
        );
      }
    },
  });
  if (repeated.size) {
    problems.push(...repeated.values());
    return undefined;
  }

  const lineOf = (fieldPath: PropertyKey[]): number => {
    let node: Node | null | undefined = documentNode.contents as Node | null | undefined;
    let line = firstLine;
    for (const segment of fieldPath) {
      if (isMap(node)) {
        const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === segment);
        if (!pair) break;
        const keyRange = (pair.key as Node).range;
        if (keyRange) line = toFileLine(keyRange[0]);
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof segment === "number") {
        const item = node.items[segment] as Node | undefined;
        if (!item) break;
        if (item.range) line = toFileLine(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
  const strings: FrontmatterString[] = [];
  const walk = (node: Node | null | undefined, fieldPath: (string | number)[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = (pair.key as { value?: unknown } | null)?.value;
        walk(pair.value as Node | null, [...fieldPath, String(key)]);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => walk(item as Node, [...fieldPath, index]));
    } else if (isScalar(node) && typeof node.value === "string" && node.range) {
      // Every field, whatever its schema: the value as decoded (a "\u202E" escape is the character itself).
      for (const message of [
        hiddenCharacterMessage(node.value),
        overBuiltLetterMessage(node.value),
        brokenReferenceInField(node.value),
      ])
        if (message)
          problems.push({
            file: rel,
            line: toFileLine(node.range[0]),
            field: fieldPath.join("."),
            message,
          });
      strings.push({
        field: fieldPath.join("."),
        key: String(fieldPath.filter((part) => typeof part === "string").at(-1) ?? ""),
        value: node.value,
        line: toFileLine(node.range[0]),
      });
    }
  };
  walk(documentNode.contents as Node | null, []);
  // No aliases are left to expand (refused above), so no document grows here past its own size.
  const data: unknown = documentNode.toJS({ maxAliasCount: 0 }) ?? {};
  return { data, lineOf, strings };
}

/**
 * Splits frontmatter from body exactly as the MDX compile does (remark-frontmatter): the file's first line
 * is a fence and the block ends at the next line that is one. Anything else is a problem with its line, so
 * the check never reads a block the compile would publish as text, or the other way round.
 */
export function parseFile(rel: string, source: string, problems: Problem[]): ParsedFile | undefined {
  const lines = source.split("\n");
  // `---js` is a fence to gray-matter and other readers, which then read the block as JavaScript (and run it).
  const language = fenceLanguage(lines[0] ?? "");
  if (language) {
    problems.push({ file: rel, line: 1, message: fenceLanguageMessage(language) });
    return undefined;
  }
  if (!fence.test(lines[0] ?? "") || lines.length < 2) {
    problems.push({
      file: rel,
      line: 1,
      message: "must start with a frontmatter block between two --- lines",
    });
    return undefined;
  }
  const close = frontmatterClose(lines);
  // A line that starts like a fence but is not one (---x, ----) would end the block for a reader, not the compile.
  const lookalike = lines.findIndex(
    (line, index) => index > 0 && (close === -1 || index < close) && /^(---|\.\.\.)/.test(line),
  );
  if (lookalike !== -1) {
    problems.push({
      file: rel,
      line: lookalike + 1,
      message: `"${lines[lookalike]!.slice(0, 20)}" is not a closing line: the frontmatter ends at a line of exactly ---`,
    });
    return undefined;
  }
  if (close === -1) {
    problems.push({
      file: rel,
      line: 1,
      message: "the frontmatter is never closed: add a line of exactly --- after its last field",
    });
    return undefined;
  }
  // From line 1 (the fence, as an empty line): a field the block lacks is reported where the block starts.
  const parsed = parseData(rel, lines.slice(0, close).join("\n").slice(3), 1, problems);
  if (!parsed) return undefined;
  // An empty block, or one of comments only, is a block without fields: the schema names each one missing.
  const data = parsed.data ?? {};
  if (typeof data !== "object" || Array.isArray(data)) {
    problems.push({
      file: rel,
      line: 2,
      message: "the frontmatter must be fields written as name: value, one per line",
    });
    return undefined;
  }
  return { ...parsed, data, body: lines.slice(close + 1).join("\n"), bodyLine: close + 2 };
}

// The one reading of a content file's text (no byte-order mark, LF line ends), kept with readContentText.
export { normalizeText };

/** Parses one file into its record; whatever a parser rejects becomes one problem, never an exception. */
export function readRecord(file: string, locale: Locale, source: string, problems: Problem[]): ContentRecord {
  // A file that could not be read has that problem; it is not also reported as holding no text.
  const empty = unreadBodyFacts();
  try {
    const parsed = parseFile(file, source, problems);
    const strings = parsed?.strings ?? [];
    const facts = checkBody(file, source);
    problems.push(...facts.problems);
    return { file, locale, source, parsed, strings, facts, todos: findTodos(source, strings) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const problem = {
      file,
      line: 1,
      message: `cannot be read (${reason}): check the --- lines and the frontmatter`,
    };
    problems.push(problem);
    return { file, locale, source, strings: [], facts: { ...empty, problems: [problem] }, todos: [] };
  }
}

// A page file's record and problems depend on its name, language and text alone: a reading again in the same
// process (the dev server's on every save, a test's over a copy with one file changed) parses only the files whose
// text changed, and gives the others' records as read before (read, never changed, by what comes after). Parsing was
// most of a check run again: 40 % of the time of each of the 107 checks of hostile-content.integration.test.ts.
// One entry per file name, so the memory held is one reading of the content.
const lastReading = new Map<
  string,
  { locale: Locale; source: string; record: ContentRecord; problems: readonly Problem[] }
>();

function readRecordOnce(file: string, locale: Locale, source: string, problems: Problem[]): ContentRecord {
  const last = lastReading.get(file);
  if (last && last.locale === locale && last.source === source) {
    problems.push(...last.problems);
    return last.record;
  }
  const own: Problem[] = [];
  const record = readRecord(file, locale, source, own);
  lastReading.set(file, { locale, source, record, problems: own });
  problems.push(...own);
  return record;
}

/** Reads and parses every page file once: the frontmatter (YAML, with lines) and the body (MDX). */
export function readRecords(root: string, files: string[], problems: Problem[]): Map<string, ContentRecord> {
  const records = new Map<string, ContentRecord>();
  for (const folder of pageFolders) {
    for (const fileName of listMdx(files, folder)) {
      const locale = /\.(en|jp)\.mdx$/.exec(fileName)?.[1] as Locale | undefined;
      if (!locale) continue;
      const file = `content/${folder}/${fileName}`;
      const raw = readContentText(root, file, problems);
      if (raw === undefined) continue;
      records.set(file, readRecordOnce(file, locale, normalizeText(raw), problems));
    }
  }
  return records;
}
