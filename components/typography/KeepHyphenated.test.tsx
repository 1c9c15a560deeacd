import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { KeepHyphenated } from "./KeepHyphenated";

it("keeps a hyphenated compound and a written-out date on one line", () => {
  const html = renderToStaticMarkup(
    <KeepHyphenated text="Kizuna Bridge Advisory Pte. Ltd., incorporated in Singapore on 18 June 2025, Cross-Border" />,
  );
  expect(html).toContain('<span class="whitespace-nowrap">18 June 2025</span>');
  expect(html).toContain('<span class="whitespace-nowrap">Cross-Border</span>');
  expect(html.replace(/<[^>]+>/g, "")).toBe(
    "Kizuna Bridge Advisory Pte. Ltd., incorporated in Singapore on 18 June 2025, Cross-Border",
  );
});

it("in running text keeps only a compound of two short words, and adds no character", () => {
  const text =
    "Careers span law and real-estate development; engineering-procurement-construction contracts run long-term.";
  const html = renderToStaticMarkup(<KeepHyphenated text={text} running />);
  expect(html).toContain('<span class="whitespace-nowrap">real-estate</span>');
  expect(html).toContain('<span class="whitespace-nowrap">long-term</span>');
  expect(html).not.toContain(">engineering-procurement-construction<");
  expect(html.replace(/<[^>]+>/g, "")).toBe(text);
});
