// The one walk over content/: which files the site reads, and why any other entry is refused. Every content
// file is read through here, so a link to a file elsewhere on the machine, a folder with a file's name, a
// file too large to be text, or a file the site would never read is a problem naming the entry, never an
// exception and never a file published from outside the repository.
import fs from "node:fs";
import path from "node:path";
import { imageFilePattern } from "../../content/fields.ts";
import { collections, type CollectionName } from "../../content/schema.ts";
import { formatProblemLine, type Problem } from "./problems.ts";
import { checkSvg } from "./svg-rules.ts";

/** Folders whose `.mdx` files are pages: each collection's (content/schema.ts) and the one-off pages', by name. */
export const pageFolders: readonly (CollectionName | "pages")[] = [
  ...(Object.keys(collections) as CollectionName[]),
  "pages" as const,
].sort();
/** Every folder of content/ the site reads; anything else in content/ is a mistake. */
export const contentFolders: readonly string[] = [...pageFolders, "brand", "glossary", "ui"];

/**
 * The one definition of which content images the build draws, used by a page or not (a path `content/…`): every
 * image of a content folder but the logos' becomes an image set (pipeline/runtime/images.ts globs them, and its
 * glob must say the same), and the logos are drawn into every social card (pipeline/output/og-card.tsx).
 */
export function isImageSetSource(rel: string): boolean {
  const [top, folder, name, ...deeper] = rel.split("/");
  return top === "content" && !!name && !deeper.length && folder !== "brand" && imageFilePattern.test(name);
}
export const isDrawnByBuild = (rel: string) =>
  isImageSetSource(rel) || /^content\/brand\/[^/]+\.svg$/.test(rel);

/** The writers' contract: the only code under content/. */
export const schemaFiles = [
  "content/schema.ts",
  "content/fields.ts",
  "content/investment.schema.ts",
  "content/ui.schema.ts",
];
// Writers add text (MDX), data (JSON, YAML) and media; nothing under content/ may be code that runs. Other
// image types are not refused here: a page that uses one gets its own message, naming the line.
const writerFileTypes = /\.(mdx|json|ya?ml|svg|png|jpe?g|webp|gif|avif|tiff?|bmp|heic|mp4|webm|mov)$/i;
const typesInWords =
  "MDX (.mdx), data (.json, .yml), images (.svg, .png, .jpg, .webp) and videos (.mp4, .webm)";
/**
 * Text files are parsed whole, at least twice (check and build): one this large is not a page or a list someone
 * typed, and parsing it would take seconds (an article is 10-20 KB).
 */
export const maxTextBytes = 256 * 1024;
/** What the walk and every reader say of a link, and of a folder where a file should be. */
const linkMessage =
  "is a link to another file or folder: put the file itself here (the site never publishes what a link points to)";
const folderMessage = "is a folder, not a file: remove it or put the file itself here";
const textFile = /\.(mdx|json|ya?ml|svg)$/i;
/** The proper names the Japanese copy writes in katakana (places), kept whole as names are (content/schema.ts). */
export const keptNamesFile = "content/names.json";
/** The data files the site reads; a .json or .yml file anywhere else would be ignored without a word. */
export const dataFiles = [
  "content/site.json",
  "content/settings.json",
  "content/names.json",
  "content/ui/en.json",
  "content/ui/jp.json",
  "content/ui/translation-checked.json",
  "content/glossary/en.yml",
  "content/glossary/ja.yml",
  "content/glossary/compliance.yml",
];

export type ContentFiles = {
  /** Every regular file the site may read, as `content/…` paths, sorted. */
  files: string[];
  problems: Problem[];
};

const folderList = contentFolders.map((folder) => `content/${folder}/`).join(", ");

/** Walks content/ without following links and reports every entry the site must not read. */
export function listContentFiles(root: string): ContentFiles {
  const files: string[] = [];
  const problems: Problem[] = [];
  const contentDir = path.join(root, "content");
  const top = fs.lstatSync(contentDir, { throwIfNoEntry: false });
  if (!top) return { files, problems };
  if (!top.isDirectory()) {
    problems.push({ file: "content", message: "must be a folder (it is a link or a file)" });
    return { files, problems };
  }
  const walk = (dirRel: string, depth: number) => {
    let names: string[];
    try {
      // As bytes: read as text, a name that is not UTF-8 became another name (its byte 0xE9 a U+FFFD), which no
      // file has, so the entry was skipped without a word, and the bundler then panicked on the real file.
      names = [];
      for (const bytes of fs.readdirSync(path.join(root, dirRel), { encoding: "buffer" })) {
        const name = nameAsText(bytes);
        if (name !== undefined) names.push(name);
        else
          problems.push({
            file: `${dirRel}/${showBytes(bytes)}`,
            message: `has a name that is not valid text (it is not UTF-8, as a name saved by an older program in another encoding may be), which the build cannot read: rename the file in ${dirRel}/, with letters a-z, digits, "-", "_" and "." only`,
          });
      }
      names.sort();
    } catch (error) {
      problems.push({ file: dirRel, message: `cannot be read (${describeError(error)})` });
      return;
    }
    for (const name of names) {
      const rel = `${dirRel}/${name}`;
      const stat = fs.lstatSync(path.join(root, rel), { throwIfNoEntry: false });
      if (!stat) {
        // Listed, then gone: the folder changed while the check read it, so what it checked is not what is there.
        problems.push({
          file: rel,
          message: "was removed while the check read content/: run the check again",
        });
        continue;
      }
      if (stat.isSymbolicLink()) {
        problems.push({
          file: rel,
          message: linkMessage,
        });
      } else if (stat.isDirectory()) {
        if (depth === 0 && contentFolders.includes(name)) walk(rel, 1);
        else if (writerFileTypes.test(name))
          problems.push({
            file: rel,
            message: folderMessage,
          });
        else if (depth === 0)
          problems.push({
            file: rel,
            message: `is not a folder the site reads: content/ holds ${folderList} and the site data files; move the files into one of them`,
          });
        else
          problems.push({
            file: rel,
            message: `is a folder inside ${dirRel}/: the site reads only the files directly in ${dirRel}/; move the files up`,
          });
      } else if (!stat.isFile()) {
        problems.push({ file: rel, message: "is not a regular file: replace it with the file itself" });
      } else {
        const problem = describeFileProblem(rel, dirRel, stat.size);
        if (problem) problems.push({ file: rel, message: problem });
        else files.push(rel);
      }
    }
  };
  walk("content", 0);
  // Two names that differ only in capitals are one file on Windows and macOS: a writer there could not check out both.
  const seen = new Map<string, string>();
  for (const rel of files) {
    const twin = seen.get(rel.toLowerCase());
    if (twin)
      problems.push({
        file: rel,
        message: `differs from ${twin} only in capital letters: on Windows and macOS the two are one file; rename one of them`,
      });
    else seen.set(rel.toLowerCase(), rel);
  }
  // An SVG is served or rasterised as it is: it may hold drawing, never script or a reference outside itself.
  for (const rel of files.filter((file) => /\.svg$/i.test(file))) {
    const source = readContentText(root, rel, problems);
    if (source !== undefined) problems.push(...checkSvg(rel, source));
  }
  return { files, problems };
}

/** The longest file name a writer may give (characters): the build names copies of an image after it, and a name
    of about 213 or more stopped it with ENAMETOOLONG on a cache path rather than the content file. */
export const longestFileName = 100;

/**
 * The characters a content file's name may hold. The site's own names use a-z, digits, "-" and "."; "_" and capitals
 * are safe too. Anything else is read as syntax by someone: "#" and "?" end a path for the bundler's image import,
 * "\\" is a folder on Windows, "%" and spaces are rewritten in addresses, and invisible or right-to-left characters
 * make a name read differently from what it is.
 */
const nameCharacters = /[A-Za-z\d._-]/g;
const describeCharacter = (character: string) =>
  /^[\x21-\x7e]$/.test(character)
    ? `"${character}"`
    : `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}${character === " " ? " (a space)" : ""}`;

// Names Windows keeps for its devices, whatever follows the first dot (con.svg is the console): no file can have one.
const windowsDeviceName = /^(?:con|prn|aux|nul|com[1-9]|lpt[1-9])(?:\.|$)/i;

/** The device name Windows keeps that file `name` starts with (`con` of con.en.mdx), if any: `npm run new` asks too. */
export const windowsDevice = (name: string) =>
  windowsDeviceName.test(name) ? name.split(".")[0] : undefined;

function describeFileProblem(rel: string, dirRel: string, size: number): string | undefined {
  if (schemaFiles.includes(rel)) return undefined;
  const name = path.basename(rel);
  const device = windowsDevice(name);
  if (device)
    return `has a name Windows keeps for a device (${device}): a writer on Windows could not check the file out; rename it`;
  if ([...name].length > longestFileName)
    return `has a name of ${[...name].length} characters: shorten it to at most ${longestFileName} (the address of a page or image is made from it)`;
  const unsafe = [...new Set(name.replace(nameCharacters, ""))];
  // A page's name has a stricter rule of its own, with its own message (<slug>.en.mdx, collections.ts).
  if (!/\.mdx$/i.test(name) && (unsafe.length || !/^[a-z\d]/i.test(name)))
    return `has ${unsafe.length ? `${unsafe.map(describeCharacter).join(", ")} in its name, which a web address or the build reads as more than a name` : "a name that does not begin with a letter or digit"}: name files with letters a-z, digits, "-", "_" and "." only, such as chart-2026.svg`;
  if (!writerFileTypes.test(rel))
    return `cannot be in content/: it holds only ${typesInWords}. Remove the file or ask a developer`;
  if (/\.mdx$/i.test(rel) && !pageFolders.some((folder) => dirRel === `content/${folder}`))
    return `is not read by the site: pages are .mdx files in ${pageFolders.map((folder) => `content/${folder}/`).join(", ")}`;
  if (/\.mdx$/i.test(rel) && !rel.endsWith(".mdx"))
    return `is not read by the site: a page's file name ends in .mdx, in small letters (${path.basename(rel).replace(/\.mdx$/i, ".mdx")})`;
  if (/\.(json|ya?ml)$/i.test(rel) && !dataFiles.includes(rel))
    return `is not read by the site: its data files are ${dataFiles.join(", ")}. Remove the file, or ask a developer to read it`;
  if (textFile.test(rel) && size > maxTextBytes)
    return `is ${Math.round(size / 1024)} KB, larger than the ${maxTextBytes / 1024} KB a text file of the site may be: split it or shorten it`;
  return undefined;
}

const describeError = (error: unknown) =>
  (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

/** A file name as text, or undefined when its bytes are not UTF-8. */
function nameAsText(bytes: Buffer): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}
/** A name that is not text, as it can be shown: its printable ASCII as it is, every other byte as \xE9. */
const showBytes = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x21 && byte <= 0x7e && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

// Strict: a byte that is not UTF-8 is an error, not a U+FFFD (a byte-order mark is kept, as fs's "utf8" keeps it).
const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * The text of a content file, or undefined with a problem when it is not a regular file inside the
 * repository or cannot be read. `undefined` without a problem: the file does not exist.
 */
export function readContentText(root: string, rel: string, problems: Problem[]): string | undefined {
  const full = path.join(root, rel);
  const stat = fs.lstatSync(full, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (stat.isSymbolicLink()) {
    problems.push({
      file: rel,
      message: linkMessage,
    });
    return undefined;
  }
  if (!stat.isFile()) {
    problems.push({ file: rel, message: folderMessage });
    return undefined;
  }
  if (stat.size > maxTextBytes) return undefined; // listContentFiles reports it
  try {
    const bytes = fs.readFileSync(full);
    try {
      return utf8.decode(bytes);
    } catch {
      // Saved in another encoding (Latin-1, Shift_JIS): the check read U+FFFD where the build's MDX compiler stops.
      const text = bytes.toString("utf8");
      const line = text.slice(0, text.indexOf("\ufffd")).split("\n").length;
      problems.push({
        file: rel,
        line,
        message:
          "is not saved as UTF-8 (this line holds a character in another encoding): save the file as UTF-8 in your editor",
      });
      return undefined;
    }
  } catch (error) {
    problems.push({ file: rel, message: `cannot be read (${describeError(error)})` });
    return undefined;
  }
}

/**
 * Why a module the bundler loads from content/ (an MDX body, the site facts, the interface text, an image) is not
 * to be read, or undefined: it, or a folder on its way from content/, is a link, or it is no file. The walk refuses
 * each of these, and the check stops the build; `npm run dev` goes on with the problems shown, and Vite read such a
 * file through its link: `content/site.json` linked to /dev/zero filled the dev server's memory until the system
 * killed it (probe 75, L1).
 */
export function contentModuleProblem(root: string, file: string): string | undefined {
  const problem = contentPathProblem(root, file);
  return problem && formatProblemLine(problem);
}

/** The same as a problem of its own (which file: the link or folder on the way), for a reader that lists problems. */
export function contentPathProblem(root: string, file: string): Problem | undefined {
  const rel = path.relative(root, file);
  const parts = rel.split(path.sep);
  if (parts[0] !== "content" || parts.length < 2) return undefined;
  for (let depth = 2; depth <= parts.length; depth++) {
    const part = parts.slice(0, depth).join("/");
    const stat = fs.lstatSync(path.join(root, part), { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (stat.isSymbolicLink())
      return {
        file: part,
        message: linkMessage,
      };
    if (depth === parts.length && !stat.isFile()) return { file: part, message: folderMessage };
  }
  return undefined;
}

/**
 * A content file's text as the site reads it: without a byte-order mark and with LF line ends, so a file
 * saved on Windows (CRLF, or UTF-8 with BOM) reads exactly like one saved anywhere else.
 */
export const normalizeText = (raw: string) => raw.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");

/** Whether `rel` is a regular file (not a link, not a folder): what may be read or published. */
export function isRegularFile(root: string, rel: string): boolean {
  return fs.lstatSync(path.join(root, rel), { throwIfNoEntry: false })?.isFile() ?? false;
}

/** The `.mdx` file names directly in `content/<folder>/` (the walk has left out links and folders). */
export function listMdx(files: string[], folder: string): string[] {
  const prefix = `content/${folder}/`;
  return files
    .filter((file) => file.startsWith(prefix) && file.endsWith(".mdx"))
    .map((file) => file.slice(prefix.length))
    .sort();
}
