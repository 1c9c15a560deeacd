// `npm run new -- <kind> <slug>`: writes the English and Japanese files of a new item of a collection,
// with every required field of its schema (content/schema.ts) and TODO markers the content check refuses
// to ship. The kinds, folders, fields and pages are the collections' entries: a new collection can be
// scaffolded as soon as it is defined.
import "../pipeline/node-version-guard";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { slugPattern } from "../content/fields";
import { collections, type CollectionName } from "../content/schema";
import { isImage, jsonSchemaOf, labelOf, type JsonSchema } from "../cms/config";
import { canonicalForm } from "../pipeline/content/canonical-form";
import { placeholderMarker } from "../pipeline/content/image-files";
import { reservedSlugs as namesBesideItems } from "../pipeline/content/collections";
import { contentPathProblem, readContentText, windowsDevice } from "../pipeline/content/content-files";
import { formatProblemLine } from "../pipeline/content/problems";
import { palette } from "../lib/palette";
import { routes } from "../lib/routes";

/** The word for one item of each collection (its entry's `kind`), and the collection it adds to. */
export const kinds = Object.fromEntries(
  (Object.keys(collections) as CollectionName[]).map((name) => [collections[name].kind, name]),
) as Record<string, CollectionName>;

export const maxSlugLength = 60;
// Names that would clash with a route, a language prefix or a file the host serves.
export const reservedSlugs = ["index", "new", "preview", "en", "jp", "ja", "404", "assets", "all"];

export class ScaffoldError extends Error {
  override name = "ScaffoldError";
}

/**
 * Why a slug cannot be used, in one line, or undefined when it can. With the collection's route, also the names the
 * content check refuses there (the insights' `rss`, beside its feed: pipeline/content/collections.ts), so a writer
 * never fills in a pair the check then refuses (stop 80, N1).
 */
export function checkSlug(slug: string, route?: string): string | undefined {
  if (!slugPattern.test(slug))
    return `"${slug}" is not a valid slug: use lowercase letters, digits and single hyphens, e.g. "solar-parks-vietnam"`;
  if (slug.length > maxSlugLength)
    return `"${slug}" is too long (${slug.length} characters): keep the slug to ${maxSlugLength} characters or fewer`;
  if (reservedSlugs.includes(slug)) return `"${slug}" is reserved by the site: choose another slug`;
  // The check's own rule for file names (stop 81, A6: `con` was scaffolded, then refused by the check).
  if (windowsDevice(slug))
    return `"${slug}" is a name Windows keeps for a device: a writer on Windows could not check the files out. Choose another slug`;
  const beside = route && namesBesideItems(route).get(slug);
  if (beside) return `"${slug}" cannot name a page of ${route}: ${beside}. Choose another slug`;
  return undefined;
}

const isLink = (root: string, file: string) =>
  fs.lstatSync(path.join(root, file), { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
const isFolder = (root: string, folder: string) =>
  fs.lstatSync(path.join(root, folder), { throwIfNoEntry: false })?.isDirectory() ?? false;

type Locale = "en" | "jp";
const language = { en: "English", jp: "Japanese" } as const;

/**
 * The next `order` of the collection in `folder`, read from its English files as the check reads them (never through
 * a link, nor a folder or a file past a text's size): read with fs.readFileSync, a file linked to /dev/zero held
 * `npm run new` without end (stop 80, N2).
 */
function nextOrder(root: string, folder: string): number {
  const dir = path.join(root, folder);
  const orders = isFolder(root, folder)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".en.mdx"))
        .map((name) => readContentText(root, `${folder}/${name}`, []) ?? "")
        .map((text) => /^order:\s*(\d+)/m.exec(text)?.[1])
        .map(Number)
        .filter((n) => Number.isInteger(n))
    : [];
  return Math.max(0, ...orders) + 1;
}

/** What one file of the pair is written from. */
type Context = {
  slug: string;
  locale: Locale;
  order: number;
  date: string;
  twins: string[];
  /** How many images the template has: one is named after the slug, several after their titles. */
  imageCount: number;
  images: string[];
};

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
// "Capabilities" → "capability", "Tags" → "tag": the name of one item of a list.
const singular = (text: string) =>
  lowerFirst(text)
    .replace(/ies$/, "y")
    .replace(/([^s])s$/, "$1");
const todo = (what: string, context: Context) =>
  JSON.stringify(`TODO: ${what} in ${language[context.locale]}`);
const comment = (...parts: (string | false | undefined)[]) => {
  const text = parts.filter(Boolean).join("; ");
  return text ? ` # ${text}` : "";
};

/** A value as YAML: one line (`scalar`, with its comment) or a block of lines (an object or a list). */
type Written = { scalar: string; comment: string } | { lines: string[] };

/**
 * A value for the field at `fieldPath` that the schema accepts: a TODO for every text the writer must write,
 * today for a date, the next position for `order`, the first choice of a list of choices, a placeholder
 * picture for an image; lists get as many items as they need at least.
 */
function write(node: JsonSchema, fieldPath: (string | number)[], what: string, context: Context): Written {
  const dotted = fieldPath.join(".");
  const twin = context.twins.includes(dotted) && "the same in both files";
  const key = fieldPath.at(-1);
  if (node.format === "date") return { scalar: context.date, comment: comment("a date, YYYY-MM-DD", twin) };
  if (node.format === "year-month")
    return {
      scalar: JSON.stringify(String(Number(context.date.slice(0, 4)) + 1)),
      comment: comment('a year or a month in quotes, "YYYY" or "YYYY-MM"', twin),
    };
  if (node.anyOf?.length) {
    const [first] = node.anyOf.filter((choice) => choice.const !== "" && Object.keys(choice).length);
    if (first) return write({ ...first, title: node.title }, fieldPath, what, context);
  }
  if (node.enum?.length)
    return { scalar: String(node.enum[0]), comment: comment(`one of: ${node.enum.join(", ")}`, twin) };
  switch (node.type) {
    case "boolean":
      return { scalar: "false", comment: comment(twin) };
    case "integer":
    case "number": {
      const value = key === "order" ? context.order : (node.minimum ?? 1);
      return { scalar: String(value), comment: comment(key === "order" && "its place in the list", twin) };
    }
    case "array": {
      const items =
        node.prefixItems ?? Array.from({ length: Math.max(1, node.minItems ?? 1) }, () => node.items);
      const lines = items.flatMap((item, index) => {
        if (!item) return [];
        const itemWhat = item.title ? lowerFirst(item.title) : `${singular(what)} ${index + 1}`;
        const written = write(item, [...fieldPath, index], itemWhat, context);
        if ("scalar" in written) return [`- ${written.scalar}${written.comment}`];
        return written.lines.map((line, at) => (at === 0 ? `- ${line}` : `  ${line}`));
      });
      return { lines };
    }
    case "object": {
      if (isImage(node)) {
        context.images.push("");
        const label = node.title ? lowerFirst(node.title).split(" ")[0] : String(context.images.length);
        const file = context.imageCount > 1 ? `${context.slug}-${label}.svg` : `${context.slug}.svg`;
        context.images[context.images.length - 1] = file;
        return {
          lines: [
            `src: ${file}${comment(`a placeholder: replace ${file} with the real image (the same name, or change it in both files)`)}`,
            `alt: ${todo(`describe ${what === "image" ? "the image" : `the ${lowerFirst(what)}`} for someone who cannot see it`, context)}`,
          ],
        };
      }
      const lines: string[] = [];
      for (const name of node.required ?? []) {
        const child = node.properties?.[name];
        if (!child) continue;
        const label = lowerFirst(child.title ?? labelOf(name));
        const childWhat = typeof key === "number" ? `${label} of ${what}` : label;
        const written = write(child, [...fieldPath, name], childWhat, context);
        if ("scalar" in written) lines.push(`${name}: ${written.scalar}${written.comment}`);
        else lines.push(`${name}:`, ...written.lines.map((line) => `  ${line}`));
      }
      return { lines };
    }
    default:
      return { scalar: todo(what, context), comment: comment(node.description, twin) };
  }
}

/** The frontmatter of one file of a new item, and the images it names. */
function frontmatterOf(name: CollectionName, context: Omit<Context, "images" | "imageCount">) {
  const schema = jsonSchemaOf(collections[name].schema);
  const render = (imageCount: number) => {
    const full: Context = { ...context, imageCount, images: [] };
    const written = write(schema, [], "", full);
    return { lines: "lines" in written ? written.lines : [], images: full.images };
  };
  // Written once to count the images (their names depend on how many there are), then for good.
  const { lines, images } = render(render(0).images.length);
  const optional = Object.keys(schema.properties ?? {}).filter((key) => !schema.required?.includes(key));
  if (optional.length)
    lines.push(`# Optional fields (content/schema.ts says what each holds): ${optional.join(", ")}`);
  return { frontmatter: lines.join("\n"), images };
}

const bodyOf = (name: CollectionName, locale: Locale) =>
  locale === "en"
    ? `TODO: in English, write ${collections[name].body}. Use ## for section headings, - for lists and \`[text](/services)\` for links.`
    : `TODO: in Japanese (desu/masu style), write ${collections[name].body}. Use ## for section headings.`;

/** A neutral placeholder picture in the site's colours, to be replaced by the writer. */
function placeholderSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" ${placeholderMarker} width="1600" height="900" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="${palette.ink}"/>
<rect x="60" y="60" width="1480" height="780" fill="none" stroke="${palette.gold}" stroke-width="4" stroke-dasharray="24 16"/>
<text x="800" y="470" fill="#B9C7D4" font-family="sans-serif" font-size="56" text-anchor="middle">Placeholder: replace ${label}</text>
</svg>
`;
}

export type ScaffoldResult = { created: string[]; page: string };

/** Writes the pair (and placeholder images) under `root`; throws ScaffoldError and writes nothing on a bad or taken slug. */
export function scaffold(
  kind: string,
  slug: string,
  root = process.cwd(),
  today = new Date(),
): ScaffoldResult {
  const name = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined;
  if (!name)
    throw new ScaffoldError(
      `"${kind}" is not something I can create: use one of ${Object.keys(kinds).join(", ")}`,
    );
  const slugProblem = checkSlug(slug, collections[name].route);
  if (slugProblem) throw new ScaffoldError(slugProblem);
  const folder = `content/${name}`;
  const dir = path.join(root, folder);
  // Nothing is read or written through a link: a pull request that made the folder, or a file of the pair, a link
  // (one to nothing yet too) had `npm run new` write the new files wherever it pointed, outside the repository
  // (stop 80, N3).
  const linkOnTheWay = (files: string[]) =>
    files
      .map((file) => contentPathProblem(root, path.join(root, file)))
      .find((problem) => problem && isLink(root, problem.file));
  const folderLinked = linkOnTheWay([folder]);
  if (folderLinked) throw new ScaffoldError(formatProblemLine(folderLinked));
  const context = {
    slug,
    order: nextOrder(root, folder),
    date: today.toISOString().slice(0, 10),
    twins: collections[name].twinFields,
  };
  const files = Object.fromEntries(
    (["en", "jp"] as const).map((locale) => [locale, frontmatterOf(name, { ...context, locale })]),
  ) as Record<Locale, ReturnType<typeof frontmatterOf>>;
  const images = files.en.images;
  const names = [`${slug}.en.mdx`, `${slug}.jp.mdx`, ...images];
  const fileLinked = linkOnTheWay(names.map((file) => `${folder}/${file}`));
  if (fileLinked) throw new ScaffoldError(formatProblemLine(fileLinked));
  const taken = names.find((file) => fs.lstatSync(path.join(dir, file), { throwIfNoEntry: false }));
  if (taken)
    throw new ScaffoldError(
      `${folder}/${taken} already exists: "${slug}" is taken, so choose another slug or edit the existing files`,
    );

  fs.mkdirSync(dir, { recursive: true });
  for (const locale of ["en", "jp"] as const) {
    const file = `${slug}.${locale}.mdx`;
    const text = `---\n${files[locale].frontmatter}\n---\n\n${bodyOf(name, locale)}\n`;
    // In the editor's form from the start, so the check asks only for the TODOs (pipeline/content/canonical-form.ts).
    // "wx": never over a file, nor through a link, that came after the look above.
    fs.writeFileSync(path.join(dir, file), canonicalForm(`${folder}/${file}`, text) ?? text, {
      flag: "wx",
    });
  }
  for (const image of images) fs.writeFileSync(path.join(dir, image), placeholderSvg(image), { flag: "wx" });
  return { created: names.map((file) => `${folder}/${file}`), page: routes.item(name, slug) };
}

function main(args: string[]) {
  const rootFlag = args.indexOf("--root");
  const root = rootFlag >= 0 ? path.resolve(args[rootFlag + 1] ?? ".") : process.cwd();
  const [kind, slug] = args.filter((_, i) => rootFlag < 0 || (i !== rootFlag && i !== rootFlag + 1));
  if (!kind || !slug) {
    console.error(
      `Usage: npm run new -- <${Object.keys(kinds).join("|")}> <slug>   e.g. npm run new -- article solar-parks-vietnam`,
    );
    process.exit(1);
  }
  try {
    const { created, page } = scaffold(kind, slug, root);
    const images = created.filter((file) => !file.endsWith(".mdx"));
    const pair = created.filter((file) => file.endsWith(".mdx"));
    console.log(`Created:\n${created.map((file) => `  ${file}`).join("\n")}\n`);
    // The address `npm run dev` will use: PORT if it is set, as vite.config.ts does.
    const origin = `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(`Next steps:
  1. Replace every TODO in both files (English and Japanese)${created.some((f) => f.endsWith(".svg")) ? " and swap the placeholder .svg for the real image (keep its name, or point src at your file and delete the .svg)" : ""}.
  2. Run \`npm run dev\` and open ${origin}${page} and ${origin}/jp${page}.
  3. Run \`npm run check -- ${pair[0]}\`: it checks both files (and the links into them) and lists every
     TODO still left, as "is not written yet", until both are done.
  4. Commit both files${images.length ? ` and ${images.length === 1 ? "the image" : "the images"}` : ""} and open a pull request. The lists, the menu, the sitemap and
     the feeds pick the new item up from these files: nothing else needs to change.`);
  } catch (error) {
    if (!(error instanceof ScaffoldError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2));
