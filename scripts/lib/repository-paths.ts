// Every file the documentation and the code's comments name must exist: a path into the repository
// (`pipeline/content/loader.ts`, `content/insights/<slug>.en.mdx`, `pages/preview/*/+data.ts`) must match a
// file or folder git has, and a bare file name (`loader.ts`) must be the name of one. Read by a unit test, so
// a rename that leaves a comment or a page of docs behind fails `npm test`.
import fs from "node:fs";
import ts from "typescript";
import { listFiles } from "../../pipeline/git";

/** A place that names a path, and the path as written. */
export type PathMention = { file: string; line: number; path: string };

// The repository's own folders: a path that starts with one of them is a claim about this repository.
const topFolders = [
  ".ci",
  ".github",
  "cms",
  "components",
  "content",
  "docs",
  "pages",
  "public",
  "renderer",
  "browser",
  "pipeline",
  "lib",
  "scripts",
  "tests",
];
const pathPattern = new RegExp(
  `(?<![\\w./@+-])((?:${topFolders.map((folder) => folder.replace(".", "\\.")).join("|")})/[\\w@+.<>{}*,|/-]*[\\w>}*/])`,
  "g",
);
// A file of the code by its name or the end of its path: `loader.ts`, `+Page.tsx`, `about/TeamGrid.tsx`.
const fileNamePattern = /(?<![\w./@+-])((?:[\w@+.-]+\/)*\+?[A-Za-z][\w.-]*\.(?:tsx?|mjs|cjs|css))(?![\w/-])/g;
const startsWithTopFolder = new RegExp(
  `^(${topFolders.map((folder) => folder.replace(".", "\\.")).join("|")})/`,
);
// Writers' files named as examples (`content/insights/solar-parks-vietnam.en.mdx`): the folder is the claim.
const contentExample = /^content\/[^/]+\/[^/]+\.(mdx|svg|jpe?g|png|webp|\*)$/;

/** Text of a file's comments, with the line each starts on (TypeScript's own parser finds them). */
export function commentsOf(file: string, source: string): { line: number; text: string }[] {
  const kind = file.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : file.endsWith(".ts")
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, ts.CommentRange>();
  const note = (ranges: ts.CommentRange[] | undefined) =>
    ranges?.forEach((range) => seen.set(range.pos, range));
  const visit = (node: ts.Node) => {
    note(ts.getLeadingCommentRanges(source, node.pos));
    note(ts.getTrailingCommentRanges(source, node.end));
    // `{/* … */}` in JSX: the comment is all the expression holds.
    if (ts.isJsxExpression(node)) note(ts.getTrailingCommentRanges(source, node.getStart(sourceFile) + 1));
    ts.forEachChild(node, visit);
  };
  note(ts.getLeadingCommentRanges(source, 0));
  visit(sourceFile);
  return [...seen.values()].map((range) => ({
    line: sourceFile.getLineAndCharacterOfPosition(range.pos).line + 1,
    text: source.slice(range.pos, range.end),
  }));
}

/** Paths and file names in a text (Markdown, or a comment), with their lines. */
function mentionsIn(file: string, text: string, firstLine: number): PathMention[] {
  const found: PathMention[] = [];
  text.split("\n").forEach((content, index) => {
    // Addresses name pages of other sites, not files here.
    const line = content.replace(/\b[a-z]+:\/\/\S+/g, " ");
    for (const match of line.matchAll(pathPattern))
      found.push({ file, line: firstLine + index, path: match[1]! });
    for (const match of line.matchAll(fileNamePattern))
      if (!startsWithTopFolder.test(match[1]!))
        found.push({ file, line: firstLine + index, path: match[1]! });
  });
  return found;
}

/** A path as written to a pattern: `<slug>`, `{{locale}}` and `*` stand for any name, `{a,b}` for either. */
function toPattern(written: string): RegExp {
  const parts = written
    .replace(/\/$/, "")
    .split(/(<[^>]*>|\{\{[^}]*\}\}|\{[^}]*\}|\*)/)
    .map((part) => {
      if (/^(<.*>|\{\{.*\}\}|\*)$/.test(part)) return "[^/]+";
      if (/^\{.*\}$/.test(part)) return `(?:${part.slice(1, -1).split(",").map(escape).join("|")})`;
      return escape(part);
    });
  return new RegExp(`^${parts.join("")}(/.*)?$`);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The repository's files in `root`: those git tracks and the new ones it does not ignore, as they are on disk. */
export function trackedFiles(root: string): string[] {
  return listFiles(root, { untracked: true }).filter((file) => fs.existsSync(`${root}/${file}`));
}

/** What the documentation and the comments name that does not exist in `files` (paths relative to the root). */
export function findMissingPaths(root: string, files = trackedFiles(root)): PathMention[] {
  const documents = files.filter((file) => /^(docs\/.*\.md|README\.md|CONTRIBUTING\.md)$/.test(file));
  const code = files.filter((file) => /\.(tsx?|mjs|cjs)$/.test(file) && !file.startsWith("tests/fixtures/"));
  const mentions = [
    ...documents.flatMap((file) => mentionsIn(file, fs.readFileSync(`${root}/${file}`, "utf8"), 1)),
    ...code.flatMap((file) =>
      commentsOf(file, fs.readFileSync(`${root}/${file}`, "utf8")).flatMap((comment) =>
        mentionsIn(file, comment.text, comment.line),
      ),
    ),
  ];
  return mentions.filter((mention) => {
    const path = mention.path.replace(/^(\.\.?\/)+|^@\//, "");
    const written = contentExample.test(path) ? path.slice(0, path.lastIndexOf("/")) : path;
    if (!startsWithTopFolder.test(written)) {
      // A name or the end of a path: some file's path ends with it.
      return !files.some((file) => file === written || file.endsWith(`/${written}`));
    }
    const pattern = toPattern(written);
    return !files.some((file) => pattern.test(file));
  });
}
