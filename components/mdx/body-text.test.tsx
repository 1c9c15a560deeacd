// bodyText, what the end-to-end tests compare a page with, is what the site shows: a fixture with every
// construct the content check allows is compiled as the build compiles it and rendered with the site's own MDX
// components, and its visible text is exactly bodyText's blocks, in order, with nothing left over.
import fs from "node:fs";
import { evaluate } from "@mdx-js/mdx";
import type { ComponentType } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { splitFrontmatter } from "@/pipeline/content/frontmatter";
import { checkBody } from "@/pipeline/content/mdx-rules";
import { rehypePlugins, remarkPlugins } from "@/pipeline/vite/mdx-plugins";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import type { Locale } from "@/lib/locale";
import { bodyText } from "../../pipeline/content/body-text";
import { getMdxComponents } from "./index";

const resolve = (src: string, alt: string): ResolvedImage => ({
  width: 1200,
  height: 600,
  avif: `/assets/static/${src}.avif 1200w`,
  webp: `/assets/static/${src}.webp 1200w`,
  src: `/assets/static/${src}.png`,
  type: "image/png",
  alt,
});

async function render(file: string, locale: Locale) {
  const { default: Body } = (await evaluate(
    { value: fs.readFileSync(file, "utf8"), path: file },
    { ...runtime, remarkPlugins, rehypePlugins },
  )) as unknown as { default: ComponentType<{ components: Record<string, unknown> }> };
  return renderToStaticMarkup(<Body components={getMdxComponents(locale, resolve)} />);
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

// Tags inside a run of text; every other tag (block elements, <br>) separates runs. <wbr> is no text at all.
const inlineTag = /^<\/?(a|abbr|b|code|del|em|i|kbd|small|span|strong|sub|sup|wbr)\b/;

/** The page's text, tags dropped as a browser lays them out: inline tags join, block tags separate. */
function visibleText(html: string) {
  return decode(html.replace(/<[^>]*>/g, (tag) => (inlineTag.test(tag) ? "" : " ")))
    .replace(/\s+/g, " ")
    .trim();
}

const fixtures = [
  { file: "tests/fixtures/body-text/every-construct.en.mdx", locale: "en" as const },
  { file: "tests/fixtures/body-text/every-construct.jp.mdx", locale: "jp" as const },
];

describe.each(fixtures)("$file", ({ file, locale }) => {
  const source = fs.readFileSync(file, "utf8");
  const { texts, images } = bodyText(splitFrontmatter(source).body, file);

  it("is a body the content check accepts", () => {
    expect(checkBody(file, source).problems).toEqual([]);
  });

  it("gives the rendered body's visible text, block by block, in order, with nothing left over", async () => {
    const page = visibleText(await render(file, locale));
    let rest = page;
    for (const text of texts) {
      const at = rest.indexOf(text);
      expect(at, `"${text}" next in "${rest}"`).toBeGreaterThanOrEqual(0);
      expect(rest.slice(0, at).trim(), `text before "${text}" that bodyText does not give`).toBe("");
      rest = rest.slice(at + text.length);
    }
    expect(rest.trim()).toBe("");
  });

  it("gives every picture's description, as the page's images have them", async () => {
    const html = await render(file, locale);
    const alts = [...html.matchAll(/<img [^>]*alt="([^"]*)"/g)].map((match) => decode(match[1]!));
    expect(images).toEqual(alts);
    expect(images.length).toBeGreaterThan(0);
  });
});

describe("the English fixture", () => {
  const { texts } = bodyText(
    splitFrontmatter(fs.readFileSync(fixtures[0]!.file, "utf8")).body,
    fixtures[0]!.file,
  );

  it("has every construct, and reads as a visitor reads it, not as Markdown", () => {
    expect(texts).toContain("A second-level heading with code and bold");
    expect(texts).toContain("A bullet with a link");
    expect(texts).toContain("A bullet with emphasis and m2, CO2 and a second line");
    expect(texts).toContain("a nested bullet");
    expect(texts).toContain("Another step, with ESG and Ctrl");
    expect(texts).toContain("A quotation, from a client, with bold in it.");
    expect(texts).toEqual(expect.arrayContaining(["Market", "42%", "Rising, see the article", "Steady"]));
    expect(texts).toContain("A line that ends with a break and carries on, then small print.");
    expect(texts).toEqual(expect.arrayContaining(["A callout\u2019s title", "A list inside a callout"]));
    expect(texts).toEqual(expect.arrayContaining(["42 ha", "Site area", "Source: company filings"]));
    expect(texts[0]).toMatch(
      /^An opening paragraph with bold, emphasis, both, inline code, struck text, a link/,
    );
    for (const text of texts) expect(text).not.toMatch(/\*\*|\]\(|^#|^- |^\d\. |\||<|\{/);
    expect(texts.join(" ")).not.toContain("Translator");
  });
});

describe("the Japanese fixture", () => {
  const { texts } = bodyText(
    splitFrontmatter(fs.readFileSync(fixtures[1]!.file, "utf8")).body,
    fixtures[1]!.file,
  );

  it("joins a paragraph's lines without a space, as the site does", () => {
    expect(texts[0]).toBe(
      "最初の段落です。太字、強調、そしてサービス一覧へのリンクを含み、行をまたいで書いています。",
    );
    expect(texts).toContain("複数行にわたる項目です。二行目も同じ項目です。");
  });
});
