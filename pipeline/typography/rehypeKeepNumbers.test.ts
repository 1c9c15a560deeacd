import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import { VFile } from "vfile";
import { expect, it } from "vitest";
import { rehypeKeepNumbers } from "./rehypeKeepNumbers";

async function renderMdx(source: string, path: string) {
  const { default: Body } = await evaluate(new VFile({ value: source, path }), {
    ...runtime,
    rehypePlugins: [rehypeKeepNumbers],
  });
  return renderToStaticMarkup(createElement(Body));
}

it("keeps an English body's numbers, dates and amounts in no-wrap spans, code aside", async () => {
  const html = await renderMdx(
    "We founded the firm on 18 June 2025 for projects of **USD 150 million** and `30 days`; see 30 November 2026.\n",
    "x.en.mdx",
  );
  expect(html).toBe(
    '<p>We founded the firm on <span class="whitespace-nowrap">18 June 2025</span> for projects of <strong><span class="whitespace-nowrap">USD 150 million</span></strong> and <code>30 days</code>; see <span class="whitespace-nowrap">30 November 2026</span>.</p>',
  );
});

it("leaves a Japanese body to the Japanese typesetting", async () => {
  expect(await renderMdx("18 June 2025\n", "x.jp.mdx")).toBe("<p>18 June 2025</p>");
});
