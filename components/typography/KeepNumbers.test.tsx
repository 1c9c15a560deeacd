import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { KeptEnding } from "./KeptEnding";
import { KeepHyphenated } from "./KeepHyphenated";

const text =
  "Projects of USD 5 million to 100 million over 2025–2030, rebuilt for a USD 150 million mixed-use scheme.";

it("keeps each English number, date and amount of a component's copy in a no-wrap span, text as written", () => {
  const html = renderToStaticMarkup(<KeptEnding text={text} />);
  for (const token of ["USD 5 million", "100 million", "2025–2030", "USD 150 million"])
    expect(html).toContain(`<span class="whitespace-nowrap">${token}</span>`);
  expect(html.replace(/<[^>]+>/g, "")).toBe(text);
});

it("in short copy, keeps numbers and hyphenated compounds, one span for a compound that is a number", () => {
  const html = renderToStaticMarkup(<KeepHyphenated text={text} />);
  expect(html).toContain('<span class="whitespace-nowrap">USD 150 million</span>');
  expect(html).toContain('<span class="whitespace-nowrap">mixed-use</span>');
  expect(html).toContain('<span class="whitespace-nowrap">2025–2030</span>');
  expect(html.replace(/<[^>]+>/g, "")).toBe(text);
});
