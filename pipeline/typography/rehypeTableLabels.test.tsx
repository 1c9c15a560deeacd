import { evaluate } from "@mdx-js/mdx";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as runtime from "react/jsx-runtime";
import remarkGfm from "remark-gfm";
import { VFile } from "vfile";
import { expect, it } from "vitest";
import { rehypeTableLabels } from "./rehypeTableLabels.ts";
import { KeepHyphenated } from "../../components/typography/KeepHyphenated.tsx";

it("gives each body cell its column's name, for the stacked cards on a phone", async () => {
  const source = "| Stage | Exit |\n| --- | --- |\n| Tender | Sale |\n| Build | Refinance |\n";
  const { default: Body } = await evaluate(new VFile({ value: source, path: "x.en.mdx" }), {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeTableLabels],
  });
  const html = renderToStaticMarkup(createElement(Body));
  expect(html).toContain('<td data-label="Stage">Tender</td>');
  expect(html).toContain('<td data-label="Exit">Refinance</td>');
  expect(html).not.toContain("<th data-label");
});

it("keeps a hyphenated English compound on one line, leaving the text as written", () => {
  const html = renderToStaticMarkup(<KeepHyphenated text="Japanese Precision. Cross-Border Delivery." />);
  expect(html).toBe('Japanese Precision. <span class="whitespace-nowrap">Cross-Border</span> Delivery.');
  expect(renderToStaticMarkup(<KeepHyphenated text="No compound here" />)).toBe("No compound here");
});
