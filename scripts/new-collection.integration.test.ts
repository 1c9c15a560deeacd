// Adding a collection is its entry in content/schema.ts (with its schema and its list page's), its page folder and
// its files: in a copy of the project, a fifth collection (events) is added that way and nothing else, then
// scaffolded with `npm run new`, built as a preview, and found everywhere the site shows a collection.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import YAML from "yaml";
import { localizePath, locales } from "../lib/locale";
import { site } from "../lib/site";
import { ogCardPath } from "../lib/urls";
import { copyProject } from "./lib/project-copy";
import { writerGit } from "./lib/writer-git";

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const edit = (file: string, find: string, add: (found: string) => string) => {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  expect(source, `${file} has "${find}"`).toContain(find);
  fs.writeFileSync(path.join(root, file), source.replace(find, add));
};
const tsx = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(path.resolve("node_modules/.bin/tsx"), args, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...env },
  });
const built = (url: string) =>
  fs.readFileSync(
    path.join(root, "dist/client", url === "/" ? "index.html" : `${url.slice(1)}.html`),
    "utf8",
  );

const older = "forum-on-ports";
const scaffolded = "harbour-finance-forum";
const committed = "2026-03-01T09:00:00Z";
let scaffoldOutput = "";

// The collection's entry: where its pages are, what an item is called, its order, its title, its twins, its fields.
const entry = `
  /** content/events/<slug>.{en,jp}.mdx — the body is the programme. */
  events: defineCollection({
    route: "/events",
    list: "events",
    kind: "event",
    label: "Events",
    singular: "Event",
    body: "the programme",
    sort: "date",
    title: "title",
    twinFields: ["date", "image.src"],
    schema: z.object({ title, date: isoDate, venue: text, image }).strict(),
  }),
`;

const listPage = {
  "+data.ts": `import type { PageContextServer } from "vike/types";
import { getCollection, getPageEntry } from "@/pipeline/runtime/data";

export function data(pageContext: PageContextServer) {
  const entry = getPageEntry("events", pageContext.locale);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    events: getCollection("events", pageContext.locale).map(({ slug, data }) => ({ slug, title: data.title })),
  };
}
export type Data = ReturnType<typeof data>;
`,
  "+Page.tsx": `import { PageHeader } from "@/components/sections/PageHeader";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, events } = useData<Data>();
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <ul>
        {events.map((event) => (
          <li key={event.slug}>
            <Link href={routes.item("events", event.slug)}>{event.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
`,
  "@slug/+data.ts": `import type { PageContextServer } from "vike/types";
import { getItemPage, resolveImage } from "@/pipeline/runtime/data";
import { renderBody } from "@/components/mdx/bodies";

export async function data(pageContext: PageContextServer) {
  const { locale, entry } = getItemPage("events", pageContext);
  return {
    head: { title: entry.data.title, description: entry.data.venue },
    title: entry.data.title,
    image: await resolveImage(entry.file, entry.data.image),
    body: await renderBody({ file: entry.file, locale }),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
`,
  "@slug/+Page.tsx": `import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { Picture } from "@/components/ui/Picture";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { title, image, body } = useData<Data>();
  return (
    <>
      <PageHeader title={title} />
      <Picture image={image} sizes="100vw" />
      <Prose html={body} />
    </>
  );
}
`,
  "@slug/+onBeforePrerenderStart.ts": `import { prerenderItems } from "@/pipeline/runtime/data";

export const onBeforePrerenderStart = prerenderItems("events");
`,
};

const text = {
  en: (what: string) => `The ${what} of the harbour forum, in English.`,
  jp: (what: string) => `港湾フォーラムの${what}です。`,
};

beforeAll(() => {
  root = copyProject("new-collection-");
  edit("content/schema.ts", "\n};\nexport type CollectionName", (found) => `\n${entry}${found.slice(1)}`);
  edit(
    "content/schema.ts",
    "export const pages = {\n",
    (found) => `${found}  events: z.object({ ...page, intro: text }).strict(),\n`,
  );
  for (const [file, source] of Object.entries(listPage)) write(`pages/events/${file}`, source);
  for (const locale of locales) {
    write(
      `content/pages/events.${locale}.mdx`,
      `---\ntitle: ${locale === "en" ? "Events" : "イベント"}\ndescription: ${text[locale]("list")}\nintro: ${text[locale]("introduction")}\n---\n\n${text[locale]("overview")}\n`,
    );
    // An item written by hand, older than the one scaffolded below; its body links to that one.
    write(
      `content/events/${older}.${locale}.mdx`,
      `---\ntitle: ${locale === "en" ? "Forum on ports" : "港湾フォーラム"}\ndate: 2025-06-01\nvenue: ${text[locale]("venue")}\nimage:\n  src: ${older}.svg\n  alt: ${text[locale]("picture")}\n---\n\n${text[locale]("programme")} [${locale === "en" ? "The next forum" : "次回"}](/events/${scaffolded})\n`,
    );
  }
  fs.copyFileSync("content/pages/home-hero.svg", path.join(root, `content/events/${older}.svg`));

  // `npm run new` knows the new kind from its entry, and writes every field its schema requires.
  const scaffold = tsx(["scripts/new.ts", "event", scaffolded]);
  scaffoldOutput = `${scaffold.stdout}${scaffold.stderr}`;
  for (const locale of locales) {
    const file = path.join(root, `content/events/${scaffolded}.${locale}.mdx`);
    if (!fs.existsSync(file)) continue;
    let count = 0;
    const filled = fs
      .readFileSync(file, "utf8")
      .replace(/"TODO: [^"]*"/g, () => JSON.stringify(text[locale](`part ${++count}`)))
      .replace(/^TODO: .*$/m, () => text[locale]("programme"));
    fs.writeFileSync(file, filled);
  }
  if (fs.existsSync(path.join(root, `content/events/${scaffolded}.svg`)))
    fs.copyFileSync("content/pages/home-hero.svg", path.join(root, `content/events/${scaffolded}.svg`));

  // Committed, so the sitemap and the translation status date the files from git.
  const git = (...args: string[]) =>
    writerGit(root, args, { GIT_AUTHOR_DATE: committed, GIT_COMMITTER_DATE: committed });
  git("init", "-q");
  git("add", "content");
  git("commit", "-qm", "Events");

  const build = tsx(["scripts/build.ts"], { SITE_PREVIEW: "1" });
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
}, 900_000);

afterAll(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

it("npm run new scaffolds an item of the new kind", () => {
  expect(scaffoldOutput).toContain(`content/events/${scaffolded}.en.mdx`);
  expect(scaffoldOutput).toContain(`http://localhost:${process.env.PORT ?? 3000}/jp/events/${scaffolded}`);
  const frontmatter = fs.readFileSync(path.join(root, `content/events/${scaffolded}.jp.mdx`), "utf8");
  expect(frontmatter).toMatch(/^venue: /m);
  expect(frontmatter).toMatch(/^date: \d{4}-\d{2}-\d{2} /m);
});

it.each(locales)("builds a page per item and the list page, newest first (%s)", (locale) => {
  for (const slug of [scaffolded, older]) {
    expect(built(localizePath(`/events/${slug}`, locale))).toContain(
      `<html lang="${locale === "jp" ? "ja" : "en"}"`,
    );
  }
  const list = built(localizePath("/events", locale));
  const hrefs = [...list.matchAll(/href="([^"]*\/events\/[^"]+)"/g)].map((match) => match[1]);
  expect(hrefs).toEqual([scaffolded, older].map((slug) => localizePath(`/events/${slug}`, locale)));
  // Its social card was drawn, from the content, for each page.
  expect(fs.existsSync(path.join(root, "dist/client", ogCardPath(`/events/${older}`, locale)))).toBe(true);
});

it("lists the new pages in the sitemap, dated by their commit", () => {
  const sitemap = fs.readFileSync(path.join(root, "dist/client/sitemap.xml"), "utf8");
  for (const locale of locales) {
    for (const logical of [`/events/${older}`, "/events"]) {
      const loc = `${site.url}${localizePath(logical, locale)}`;
      const url = sitemap.split("<url>").find((part) => part.includes(`<loc>${loc}</loc>`));
      expect(url, loc).toContain(`<lastmod>${committed.replace(/\.\d+Z$/, "Z")}</lastmod>`);
    }
  }
});

it("has a row per item on the translation status page, under the collection's list page title", () => {
  const page = built("/preview/translations");
  expect(page).toContain(">Events</caption>");
  expect(page).toContain(`href="/events/${older}"`);
  expect(page).toContain(`href="/events/${scaffolded}"`);
});

it("is a collection of the content editor, with its twins shared", () => {
  const config = YAML.parse(fs.readFileSync(path.join(root, "dist/client/admin/config.yml"), "utf8")) as {
    collections: { name: string; folder?: string; fields: { name: string; i18n?: unknown }[] }[];
  };
  const events = config.collections.find((collection) => collection.name === "events");
  expect(events?.folder).toBe("content/events");
  expect(events?.fields.find((field) => field.name === "date")?.i18n).toBe("duplicate");
});
