import fs from "node:fs";
import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import rehypeSlug from "rehype-slug";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import en from "../../content/ui/en.json" with { type: "json" };
import jp from "../../content/ui/jp.json" with { type: "json" };
import { phraseBreak, removePhraseBreaks } from "../../lib/typography/breaks";
import { addCatalogueBreaks, isAttributeKey, rehypePhraseBreaks } from "./typography-plugin";

const catalogueSource = fs.readFileSync("content/ui/jp.json", "utf8");
// The transformed catalogue, read back the way Vite will.
const transformed = JSON.parse(addCatalogueBreaks(catalogueSource)) as Record<string, string>;

describe("catalogue phrase breaks", () => {
  it("breaks short Japanese interface text between phrases and changes nothing else", () => {
    expect(transformed["nav.investment.approach"]).toBe(`業務の${phraseBreak}進め方`);
    expect(Object.keys(transformed).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(transformed)) {
      expect(removePhraseBreaks(value), key).toBe(jp[key as keyof typeof jp]);
    }
  });

  it("leaves every catalogue text used in an attribute plain", () => {
    const used = new Set<string>();
    const sources = ["browser", "build", "components", "lib", "pages"].flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
        .map((file) => fs.readFileSync(`${dir}/${file}`, "utf8")),
    );
    // aria-*, alt, title and data-* attributes, and Radix labels that become aria-label.
    const attribute =
      /(?:(?:aria-[a-z]+|\balt|data-[a-z-]+)\s*[=:]|\b(?:title|label)=)\s*\{?\s*(?:t|translate)\(([^)]*)\)/g;
    for (const source of sources) {
      for (const match of source.matchAll(attribute)) {
        for (const key of match[1]!.matchAll(/"([\w.-]+)"/g)) if (key[1]! in jp) used.add(key[1]!);
      }
    }
    // Visible labels passed as `label`/`title` props to components are text, not attributes.
    const shownAsText = [
      "about.back",
      "insights.back",
      "insights.earlier",
      "team.summary",
      "team.strengths",
      "team.projects",
      "team.languages",
      "preview.status.title",
      "preview.changes.title",
      "preview.changes.images",
      "preview.changes.strings",
      "preview.visual.title",
    ];
    for (const key of shownAsText) used.delete(key);
    expect(used.size).toBeGreaterThan(10);
    for (const key of used) {
      expect(isAttributeKey(key), key).toBe(true);
      expect(transformed[key], key).not.toContain(phraseBreak);
    }
  });
});

async function renderMdx(source: string, path: string) {
  const { default: Body } = await evaluate(new VFile({ value: source, path }), {
    ...runtime,
    rehypePlugins: [rehypeSlug, rehypePhraseBreaks],
  });
  return renderToStaticMarkup(createElement(Body));
}

describe("MDX heading phrase breaks", () => {
  it("puts <wbr> between the phrases of a Japanese heading and keeps its id", async () => {
    const html = await renderMdx("## ローカルコンテンツとパートナーシップ\n\n本文です。", "x.jp.mdx");
    expect(html).toContain(
      '<h2 id="ローカルコンテンツとパートナーシップ">ローカルコンテンツと<wbr/>パートナーシップ</h2>',
    );
    expect(html).toContain('<p>本<span class="phrase-end">文です。</span></p>');
  });

  it("leaves English files alone", async () => {
    const html = await renderMdx("## 合弁事業の設計\n", "x.en.mdx");
    expect(html).toBe('<h2 id="合弁事業の設計">合弁事業の設計</h2>');
  });
});

describe("MDX paragraph endings", () => {
  it("keeps the last three characters of a Japanese paragraph and list item on one line", async () => {
    const html = await renderMdx(
      "事業主が国内で選べる資金調達手段は広がっています。\n\n- **期間。** 返済期間は数十年に及びます\n- [詳しくはこちら](/contact)をご覧ください。\n",
      "x.jp.mdx",
    );
    expect(html).toContain(
      '<p>事業主が国内で選べる資金調達手段は広がって<span class="phrase-end">います。</span></p>',
    );
    expect(html).toContain(
      '<li><strong>期間。</strong> 返済期間は数十年に及<span class="phrase-end">びます</span></li>',
    );
    expect(html).toContain(
      '<a href="/contact">詳しくはこちら</a>をご覧く<span class="phrase-end">ださい。</span>',
    );
  });

  it("holds the end inside a link or emphasis that ends the paragraph", async () => {
    const html = await renderMdx("詳細は[当社のサービス一覧](/services)\n", "x.jp.mdx");
    expect(html).toBe(
      '<p>詳細は<a href="/services">当社のサービ<span class="phrase-end">ス一覧</span></a></p>',
    );
  });

  it("leaves a loose list item to its paragraphs, and English files alone", async () => {
    const loose = await renderMdx("- 第一の項目です。\n\n- 第二の項目です。\n", "x.jp.mdx");
    expect(loose).toContain('<li>\n<p>第一の項<span class="phrase-end">目です。</span></p>\n</li>');
    const english = await renderMdx("The loan is repaid over thirty years.\n", "x.en.mdx");
    expect(english).toBe("<p>The loan is repaid over thirty years.</p>");
  });
});
