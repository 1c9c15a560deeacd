import { evaluate } from "@mdx-js/mdx";
import { createElement, Fragment } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import remarkCjkFriendly from "remark-cjk-friendly";
import remarkGfm from "remark-gfm";
import { describe, expect, it } from "vitest";
import remarkJoinCjkLines, { joinCjkLines } from "./remarkJoinCjkLines";

/** Compiles Markdown the way vite.config.ts does for content bodies, and renders it to HTML. */
async function render(markdown: string): Promise<string> {
  const { default: Body } = await evaluate(markdown, {
    ...runtime,
    Fragment,
    remarkPlugins: [remarkGfm, remarkCjkFriendly, remarkJoinCjkLines],
  });
  return renderToStaticMarkup(createElement(Body));
}

describe("joinCjkLines", () => {
  it("joins a line break between Japanese characters without a space", () => {
    expect(joinCjkLines("日本の技術を\n世界へ届けます。")).toBe("日本の技術を世界へ届けます。");
    expect(joinCjkLines("日本の技術を  \n  世界へ")).toBe("日本の技術を世界へ");
  });
  it("joins a line break next to Japanese punctuation", () => {
    expect(joinCjkLines("完了しました。\nEPC契約")).toBe("完了しました。EPC契約");
  });
  it("keeps line breaks between English words and between English and Japanese words", () => {
    expect(joinCjkLines("Japanese\nengineering")).toBe("Japanese\nengineering");
    expect(joinCjkLines("日本の\nEPC")).toBe("日本の\nEPC");
  });
  it("drops a typed space next to Japanese punctuation, but keeps other spaces", () => {
    expect(joinCjkLines(" 返済期間は", "。")).toBe("返済期間は");
    expect(joinCjkLines("期間。 返済")).toBe("期間。返済");
    expect(joinCjkLines("渡辺 健二")).toBe("渡辺 健二");
    expect(joinCjkLines("ISO 9001などの")).toBe("ISO 9001などの");
  });
  it("looks at the neighbouring nodes at the edges of a text", () => {
    expect(joinCjkLines("\n次の行", "調")).toBe("次の行");
    expect(joinCjkLines("前の行\n", undefined, "強")).toBe("前の行");
    expect(joinCjkLines("\nnext", "調")).toBe("\nnext");
  });
});

describe("Markdown for Japanese", () => {
  it("renders emphasis next to Japanese punctuation", async () => {
    const html = await render("本邦技術活用条件（**STEP**）では、**「主契約者」**が日本企業です。");
    expect(html).toBe(
      "<p>本邦技術活用条件（<strong>STEP</strong>）では、<strong>「主契約者」</strong>が日本企業です。</p>",
    );
    expect(await render("**期間。**返済期間は長く、*注意*。")).toBe(
      "<p><strong>期間。</strong>返済期間は長く、<em>注意</em>。</p>",
    );
  });

  it("adds no space at a line break inside a Japanese paragraph", async () => {
    const html = await render("日本の技術を\n**世界**へ\n届けます。\n\nEnglish words\nstay apart.");
    expect(html).toBe(
      "<p>日本の技術を<strong>世界</strong>へ届けます。</p>\n<p>English words\nstay apart.</p>",
    );
  });

  it("drops the space a writer typed after bold Japanese punctuation", async () => {
    expect(await render("- **期間。** 返済期間は数十年に及びます。")).toBe(
      "<ul>\n<li><strong>期間。</strong>返済期間は数十年に及びます。</li>\n</ul>",
    );
  });

  it("leaves English Markdown as it was", async () => {
    expect(await render("A **bold** claim, *really*.\nNext line.")).toBe(
      "<p>A <strong>bold</strong> claim, <em>really</em>.\nNext line.</p>",
    );
  });
});
