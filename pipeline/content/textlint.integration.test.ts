// The style check of frontmatter texts: many texts are linted in documents of a bounded size (its time grew with
// the square of one document's paragraphs), and each finding still names the line of its own text.
import { expect, it } from "vitest";
import { lintTexts } from "./textlint";

it("lints 120 frontmatter texts, in documents of 100, and names the line of each finding", async () => {
  const file = "content/insights/many-texts.jp.mdx";
  const strings = Array.from({ length: 120 }, (_, index) => ({
    field: `k${index}`,
    key: `k${index}`,
    // The polite style is the site's: a plain-style sentence is a finding.
    value: index === 50 || index === 110 ? "建設を支援するのである。" : "建設を支援します。",
    line: index + 2,
  }));
  const problems = await lintTexts([{ file, locale: "jp", strings }], { cache: false });
  const lines = problems
    .filter((problem) => problem.message.includes("no-mix-dearu-desumasu"))
    .map((p) => p.line);
  expect(lines).toEqual([52, 112]);
}, 120_000);
