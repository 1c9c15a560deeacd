// `npm run new -- <article|project|service|member> <slug>`: writes the English and Japanese files
// of a new content item with every required field, and TODO markers the content check refuses to ship.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { iconNames, slugPattern } from "../content/fields";
import type { CollectionName } from "../content/schema";
import { placeholderMarker } from "../renderer/content/image-files";
import { palette } from "../renderer/palette";
import { routes } from "../renderer/routes";

export const kinds = {
  article: "insights",
  project: "projects",
  service: "services",
  member: "team",
} as const satisfies Record<string, CollectionName>;
export type Kind = keyof typeof kinds;

export const maxSlugLength = 60;
// Names that would clash with a route, a language prefix or a file the host serves.
export const reservedSlugs = ["index", "new", "preview", "en", "jp", "ja", "404", "assets", "all"];

export class ScaffoldError extends Error {
  override name = "ScaffoldError";
}

/** Why a slug cannot be used, in one line, or undefined when it can. */
export function checkSlug(slug: string): string | undefined {
  if (!slugPattern.test(slug))
    return `"${slug}" is not a valid slug: use lowercase letters, digits and single hyphens, e.g. "solar-parks-vietnam"`;
  if (slug.length > maxSlugLength)
    return `"${slug}" is too long (${slug.length} characters): keep the slug to ${maxSlugLength} characters or fewer`;
  if (reservedSlugs.includes(slug)) return `"${slug}" is reserved by the site: choose another slug`;
  return undefined;
}

const pageOf: Record<Kind, (slug: string) => string> = {
  article: routes.article,
  project: routes.project,
  service: routes.service,
  member: routes.teamMember,
};

type Template = { frontmatter: (locale: "en" | "jp") => string; body: Record<"en" | "jp", string> };

const language = { en: "English", jp: "Japanese" } as const;
const todo = (locale: "en" | "jp", what: string) => JSON.stringify(`TODO: ${what} in ${language[locale]}`);

function nextOrder(dir: string): number {
  const orders = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((name) => name.endsWith(".en.mdx"))
        .map((name) => /^order:\s*(\d+)/m.exec(fs.readFileSync(path.join(dir, name), "utf8"))?.[1])
        .map(Number)
        .filter((n) => Number.isInteger(n))
    : [];
  return Math.max(0, ...orders) + 1;
}

function templates(kind: Kind, slug: string, order: number, date: string): Template {
  const image = (src: string, locale: "en" | "jp", indent = "  ") =>
    `${indent}src: ${src} # placeholder: replace ${src} with the real image (same name, or change it in both files)\n` +
    `${indent}alt: ${todo(locale, "describe the image for someone who cannot see it")}`;
  const list = (locale: "en" | "jp", what: string, count: number, indent = "  ") =>
    Array.from({ length: count }, (_, i) => `${indent}- ${todo(locale, `${what} ${i + 1}`)}`).join("\n");
  const titled = (locale: "en" | "jp", what: string, count: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `  - title: ${todo(locale, `title of ${what} ${i + 1}`)}\n    text: ${todo(locale, `text of ${what} ${i + 1}`)}`,
    ).join("\n");

  switch (kind) {
    case "article":
      return {
        frontmatter: (l) => `title: ${todo(l, "the article title")}
excerpt: ${todo(l, "one or two sentences for the article list and search results (at most 300 characters)")}
date: ${date} # publication date, YYYY-MM-DD, the same in both files
image:
${image(`${slug}.svg`, l)}
tags:
${list(l, "tag", 2)}`,
        body: {
          en: "TODO: write the article in English. Use ## for section headings, - for lists and `[text](/services)` for links.",
          jp: "TODO: write the article in Japanese (desu/masu style). Use ## for section headings.",
        },
      };
    case "project":
      return {
        frontmatter: (l) => `order: ${order} # position in the project list, the same in both files
title: ${todo(l, "the project name")}
heroTitle: ${todo(l, "the headline at the top of the project page")}
location: ${todo(l, "city and country")}
year: ${todo(l, "the year or years, e.g. 2025–2030")}
timeline: ${todo(l, "the timeline, e.g. 2025–2030")}
projectType: ${todo(l, "the kind of project, e.g. Mixed-Use Urban Development")}
excerpt: ${todo(l, "one or two sentences for the project list (at most 300 characters)")}
status: upcoming # upcoming, ongoing or completed, the same in both files
start: "${Number(date.slice(0, 4)) + 1}" # when work starts, "YYYY" or "YYYY-MM" (add end: "YYYY-MM" when known); the check warns when a date has passed and the status no longer agrees
image:
${image(`${slug}.svg`, l)}
items:
  - label: ${todo(l, "a heading such as Focus")}
    value: ${todo(l, "what to say under that heading")}`,
        body: {
          en: "TODO: describe the project in English: where it is, what it delivers and our role.",
          jp: "TODO: describe the project in Japanese (desu/masu style).",
        },
      };
    case "service":
      return {
        frontmatter: (l) => `order: ${order} # position in the service list, the same in both files
title: ${todo(l, "the service name")}
shortTitle: ${todo(l, "a short name for cards")}
menuTitle: ${todo(l, "the side menu name")} # at most 60 characters
subtitle: ${todo(l, "one sentence under the title")}
description: ${todo(l, "the search-result description (at most 200 characters)")}
tagline: ${todo(l, "a short motto for the hero")}
icon: ${iconNames[0]} # one of: ${iconNames.join(", ")}; the same in both files
images:
  - src: ${slug}-hero.svg # placeholder: replace with the hero image (same name in both files)
    alt: ${todo(l, "describe the hero image")}
  - src: ${slug}-detail.svg # placeholder: replace with the detail image (same name in both files)
    alt: ${todo(l, "describe the detail image")}
capabilities:
${list(l, "capability", 3)}
audiences:
${titled(l, "audience card", 2)}
checklist:
${list(l, "checklist item", 3)}
workflow:
${titled(l, "workflow step", 3)}
details:
  what: ${todo(l, "what the service is")}
  forWhom: ${todo(l, "who it is for")}
  approach: ${todo(l, "our approach")}
  success: ${todo(l, "a client success story")}`,
        body: {
          en: "TODO: write the intro paragraph of the service in English.",
          jp: "TODO: write the intro paragraph in Japanese (desu/masu style).",
        },
      };
    case "member":
      return {
        frontmatter: (l) => `order: ${order} # position on the team page, the same in both files
name: ${todo(l, "the full name")}
position: ${todo(l, "the job title")}
# For a portrait, put <name>.svg (or .jpg) next to this file and add, in both files:
# portrait:
#   src: ${slug}.svg
#   alt: describe the portrait
strengths:
${list(l, "key strength", 3)}`,
        body: {
          en: "TODO: write the professional summary in English.",
          jp: "TODO: write the professional summary in Japanese (desu/masu style).",
        },
      };
  }
}

/** A neutral placeholder picture in the site's colours, to be replaced by the writer. */
function placeholderSvg(label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" ${placeholderMarker} width="1600" height="900" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="${palette.ink}"/>
<rect x="60" y="60" width="1480" height="780" fill="none" stroke="${palette.gold}" stroke-width="4" stroke-dasharray="24 16"/>
<text x="800" y="470" fill="#B9C7D4" font-family="sans-serif" font-size="56" text-anchor="middle">Placeholder: replace ${label}</text>
</svg>
`;
}

function imagesOf(kind: Kind, slug: string): string[] {
  if (kind === "service") return [`${slug}-hero.svg`, `${slug}-detail.svg`];
  if (kind === "member") return [];
  return [`${slug}.svg`];
}

export type ScaffoldResult = { created: string[]; page: string };

/** Writes the pair (and placeholder images) under `root`; throws ScaffoldError and writes nothing on a bad or taken slug. */
export function scaffold(
  kind: string,
  slug: string,
  root = process.cwd(),
  today = new Date(),
): ScaffoldResult {
  if (!(kind in kinds))
    throw new ScaffoldError(
      `"${kind}" is not something I can create: use one of ${Object.keys(kinds).join(", ")}`,
    );
  const slugProblem = checkSlug(slug);
  if (slugProblem) throw new ScaffoldError(slugProblem);
  const k = kind as Kind;
  const folder = `content/${kinds[k]}`;
  const dir = path.join(root, folder);
  const files = [`${slug}.en.mdx`, `${slug}.jp.mdx`, ...imagesOf(k, slug)];
  const taken = files.find((name) => fs.existsSync(path.join(dir, name)));
  if (taken)
    throw new ScaffoldError(
      `${folder}/${taken} already exists: "${slug}" is taken, so choose another slug or edit the existing files`,
    );

  const template = templates(k, slug, nextOrder(dir), today.toISOString().slice(0, 10));
  fs.mkdirSync(dir, { recursive: true });
  for (const locale of ["en", "jp"] as const) {
    fs.writeFileSync(
      path.join(dir, `${slug}.${locale}.mdx`),
      `---\n${template.frontmatter(locale)}\n---\n\n${template.body[locale]}\n`,
    );
  }
  for (const name of imagesOf(k, slug)) fs.writeFileSync(path.join(dir, name), placeholderSvg(name));
  return { created: files.map((name) => `${folder}/${name}`), page: pageOf[k](slug) };
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
    console.log(`Next steps:
  1. Replace every TODO in both files (English and Japanese)${created.some((f) => f.endsWith(".svg")) ? " and swap the placeholder .svg for the real image" : ""}.
  2. Run \`npm run dev\` and open http://localhost:3000${page} and http://localhost:3000/jp${page}.
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
