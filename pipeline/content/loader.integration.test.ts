import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatProblemLine, loadContent } from "./loader";

// Each test works on a copy of the real content/ and breaks one thing, as a writer might: what only a whole load
// can show (twins, pages, files, drafts, data files). A single file's problems are parse.test.ts's, in memory.
let root: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const edit = (rel: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(root, rel), change(fs.readFileSync(path.join(root, rel), "utf8")));
const problemLines = () => loadContent(root).problems.map(formatProblemLine);

const article = (title: string, date = "2025-08-01") => `---
title: ${title}
excerpt: A short excerpt.
date: ${date}
image:
  src: sample.svg
  alt: Sample image
tags: [Infrastructure]
---

Body text.
`;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync("content", path.join(root, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("loadContent", () => {
  it("accepts the real content of the site", () => {
    expect(problemLines()).toEqual([]);
  });

  it("reports a missing twin and a date that is not one, all at once", () => {
    write("content/insights/zz-sample.en.mdx", article("Sample"));
    write("content/insights/zz-other.en.mdx", article("Other", "2025-13-45"));
    write("content/insights/zz-other.jp.mdx", article("別の記事", "2025-13-45"));
    const lines = problemLines();
    expect(lines).toContain(
      "content/insights/zz-sample.en.mdx: has no Japanese twin: add content/insights/zz-sample.jp.mdx",
    );
    expect(lines).toContain("content/insights/zz-other.en.mdx:4 date: must be a date written as YYYY-MM-DD");
    expect(lines).toContain("content/insights/zz-other.jp.mdx:4 date: must be a date written as YYYY-MM-DD");
  });

  it("requires shared fields to agree between twins", () => {
    write("content/insights/zz-sample.en.mdx", article("Sample", "2025-08-01"));
    write("content/insights/zz-sample.jp.mdx", article("サンプル", "2025-08-02"));
    expect(problemLines()).toContain(
      'content/insights/zz-sample.jp.mdx:4 date: must be the same in both languages: content/insights/zz-sample.en.mdx has "2025-08-01", this file has "2025-08-02"',
    );
  });

  it("rejects badly named files and unknown pages", () => {
    write("content/insights/Bad Name.en.mdx", article("x"));
    write("content/pages/careers.en.mdx", article("x"));
    const lines = problemLines();
    expect(lines).toContain(
      "content/insights/Bad Name.en.mdx: the file name must be <slug>.en.mdx or <slug>.jp.mdx, where the slug uses lowercase letters, digits and hyphens",
    );
    expect(lines.some((l) => l.startsWith("content/pages/careers.en.mdx: is not a known page."))).toBe(true);
  });

  it("reports an image that is not next to its file", () => {
    edit("content/pages/home.en.mdx", (text) => text.replace("src: home-hero.svg", "src: home-hero.png"));
    const line = fs
      .readFileSync(path.join(root, "content/pages/home.en.mdx"), "utf8")
      .split("\n")
      .findIndex((l) => l.includes("src: home-hero.png"));
    expect(problemLines()).toContain(
      `content/pages/home.en.mdx:${line + 1} hero.image.src: the image "home-hero.png" does not exist: put it next to this file (in content/pages/) or fix the name`,
    );
  });

  it("refuses images in another folder, linked from elsewhere, or of a type the site cannot build", () => {
    const lineOf = (file: string, text: string) =>
      fs
        .readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .findIndex((l) => l.includes(text)) + 1;
    const [article] = fs
      .readdirSync(path.join(root, "content/insights"))
      .filter((f) => f.endsWith(".en.mdx"));
    const file = `content/insights/${article}`;
    const src = /src: (\S+)/.exec(fs.readFileSync(path.join(root, file), "utf8"))![1]!;
    edit(file, (text) => text.replace(`src: ${src}`, "src: ../pages/home-hero.svg"));
    expect(problemLines()).toContain(
      `${file}:${lineOf(file, "src: ../pages")} image.src: the image ../pages/home-hero.svg must be a file next to this one (in content/insights/), written as its file name`,
    );
    fs.rmSync(path.join(root, "content/insights", src));
    fs.symlinkSync("/etc/hostname", path.join(root, "content/insights", src));
    edit(file, (text) => text.replace("src: ../pages/home-hero.svg", `src: ${src}`));
    expect(problemLines()).toContain(
      `${file}:${lineOf(file, `src: ${src}`)} image.src: the image "${src}" is a link to another file: put the image file itself in content/insights/`,
    );
    edit(file, (text) => text.replace(`src: ${src}`, "src: hero.avif"));
    expect(problemLines()).toContain(
      `${file}:${lineOf(file, "src: hero.avif")} image.src: must be an image saved as SVG, PNG, JPEG or WebP (.svg, .png, .jpg or .webp)`,
    );
  });

  it("reports a missing page translation", () => {
    fs.rmSync(path.join(root, "content/pages/partners.jp.mdx"));
    expect(problemLines()).toContain(
      'content/pages/partners.jp.mdx: is missing: the Japanese copy of the "partners" page',
    );
  });
});

describe("headings", () => {
  it("refuses a heading whose anchor would be empty or one the page already uses", () => {
    write("content/insights/anchors.en.mdx", `${article("Anchors")}\n## Main\n\nText.\n\n## 🚀\n\nMore.\n`);
    write("content/insights/anchors.jp.mdx", article("アンカー"));
    fs.copyFileSync(
      path.join(root, "content/pages/home-hero.svg"),
      path.join(root, "content/insights/sample.svg"),
    );
    const lines = problemLines().filter((line) => line.startsWith("content/insights/anchors.en.mdx"));
    expect(lines).toEqual([
      'content/insights/anchors.en.mdx:13: this heading\'s anchor would be "#main", which every page already uses for itself: reword the heading',
      "content/insights/anchors.en.mdx:17: this heading has no letters or digits to name its anchor (emoji or punctuation only): add a word to it",
    ]);
  });
});

describe("notes for translators", () => {
  it("allows an MDX comment, but not code hidden beside one", () => {
    write(
      "content/insights/notes.en.mdx",
      `${article("Notes")}\n{/* Translator: keep the brand name. */}\n\n{/* a */ alert(1) /* b */}\n`,
    );
    write("content/insights/notes.jp.mdx", article("メモ"));
    fs.copyFileSync(
      path.join(root, "content/pages/home-hero.svg"),
      path.join(root, "content/insights/sample.svg"),
    );
    expect(problemLines().filter((line) => line.startsWith("content/insights/notes."))).toEqual([
      'content/insights/notes.en.mdx:15: text in curly braces {…} is code, not content: remove it, or write "\\{" to show a brace',
    ]);
  });
});

describe("never a stack trace", () => {
  it("reads files saved on Windows (CRLF, byte-order mark) like any other, but names the mark in JSON data", () => {
    const [file] = fs.readdirSync(path.join(root, "content/insights")).filter((f) => f.endsWith(".jp.mdx"));
    edit(`content/insights/${file}`, (text) => `\uFEFF${text.replace(/\n/g, "\r\n")}`);
    edit("content/ui/en.json", (text) => `\uFEFF${text.replace(/\n/g, "\r\n")}`);
    // The site imports the JSON data files as they are, where JSON has no mark (eleventh probe, G3).
    expect(problemLines()).toEqual([
      expect.stringMatching(/^content\/ui\/en\.json:1: starts with an invisible byte-order mark \(U\+FEFF\)/),
    ]);
  });
});

describe("data files", () => {
  it("finds keys missing in one language and empty text, with their lines", () => {
    edit("content/ui/jp.json", (text) => text.replace(/"nav\.home": "[^"]*"/, '"nav.home": ""'));
    const line = fs
      .readFileSync(path.join(root, "content/ui/jp.json"), "utf8")
      .split("\n")
      .findIndex((text) => text.includes('"nav.home"'));
    expect(problemLines()).toEqual([`content/ui/jp.json:${line + 1} nav.home: must not be empty`]);
    edit("content/ui/jp.json", (text) => text.replace(/\n\s*"nav\.home": "",/, ""));
    expect(problemLines()).toEqual(["content/ui/jp.json:1 nav.home: is required but missing"]);
  });

  it("refuses what JSON does not allow, with the line", () => {
    edit("content/ui/en.json", (text) => text.replace('"nav.home": "Home",', '"nav.home": "Home",,'));
    const lines = problemLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^content\/ui\/en\.json:\d+: is not valid (JSON|YAML)/);
    edit("content/ui/en.json", (text) => text.replace('"Home",,', '"Home",').replace(/\n}\n$/, ",\n}\n"));
    expect(problemLines()).toEqual([
      expect.stringMatching(
        /^content\/ui\/en\.json:\d+: is not valid JSON: every text and key needs "double quotes"/,
      ),
    ]);
  });

  it("checks the site facts and the settings against the schema", () => {
    edit("content/site.json", (text) =>
      text.replace('"email": "contact@kizunabridge.example"', '"email": "contact"'),
    );
    edit("content/settings.json", (text) => text.replace("https://forms.", "http://forms."));
    const lineOf = (file: string, text: string) =>
      fs
        .readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .findIndex((line) => line.includes(text)) + 1;
    expect(problemLines()).toEqual([
      `content/site.json:${lineOf("content/site.json", '"email": "contact"')} email: must be an email address such as contact@example.com`,
      `content/settings.json:${lineOf("content/settings.json", "http://forms.")} formEndpoint: must be an address that starts with https://`,
    ]);
  });
});

describe("drafts: a translation that is missing or still has TODOs", () => {
  const listed = (locale: "en" | "jp") =>
    loadContent(root).content.collections.insights[locale].map((entry) => entry.slug);

  it("shows the English text on the Japanese page of an English-only article, and leaves it out of Japanese lists", () => {
    write("content/insights/zz-draft.en.mdx", article("English first"));
    const { content, problems } = loadContent(root);
    expect(content.drafts).toEqual([
      { collection: "insights", slug: "zz-draft", locale: "jp", from: "en", state: "missing" },
    ]);
    expect(listed("en")).toContain("zz-draft");
    expect(listed("jp")).not.toContain("zz-draft");
    // Still a problem, marked as one a preview build may show instead of refusing.
    expect(problems).toContainEqual({
      file: "content/insights/zz-draft.en.mdx",
      message: "has no Japanese twin: add content/insights/zz-draft.jp.mdx",
      draft: true,
    });
  });

  it("treats a Japanese file that still has TODOs like a missing one, and the other way round", () => {
    write("content/insights/zz-todo.en.mdx", article("Finished in English"));
    write("content/insights/zz-todo.jp.mdx", article('"TODO: the title in Japanese"'));
    write("content/insights/zz-jp-first.jp.mdx", article("日本語で先に書いた記事"));
    write("content/insights/zz-jp-first.en.mdx", article('"TODO: the title in English"'));
    const drafts = loadContent(root).content.drafts;
    expect(drafts).toContainEqual({
      collection: "insights",
      slug: "zz-todo",
      locale: "jp",
      from: "en",
      state: "unfinished",
    });
    expect(drafts).toContainEqual({
      collection: "insights",
      slug: "zz-jp-first",
      locale: "en",
      from: "jp",
      state: "unfinished",
    });
    expect(listed("jp")).not.toContain("zz-todo");
    expect(listed("en")).not.toContain("zz-jp-first");
    expect(listed("jp")).toContain("zz-jp-first");
  });

  it("keeps each language's own text when neither is finished", () => {
    write("content/insights/zz-both.en.mdx", article('"TODO: English title"'));
    write("content/insights/zz-both.jp.mdx", article('"TODO: Japanese title"'));
    expect(loadContent(root).content.drafts).toEqual([]);
    expect(listed("en")).toContain("zz-both");
    expect(listed("jp")).toContain("zz-both");
  });

  it("has no drafts in the real content", () => {
    expect(loadContent(root).content.drafts).toEqual([]);
  });
});
