import { expect, it } from "vitest";
import type { Locale } from "@/renderer/locale";
import { findComplianceProblems, loadComplianceRules } from "./compliance";

const { rules, problems } = loadComplianceRules(process.cwd());
const flagged = (locale: Locale, text: string) =>
  findComplianceProblems(
    { file: "f", locale, strings: [{ field: "x", key: "x", value: text, line: 1 }] },
    rules,
  ).length;

it("reads the list in content/glossary/compliance.yml", () => {
  expect(problems).toEqual([]);
  expect(rules.length).toBeGreaterThan(5);
});

it.each([
  ["en", "Capital Protected by Design"],
  ["en", "Your returns are guaranteed."],
  ["en", "A risk-free way to invest in infrastructure."],
  ["en", "We offer guaranteed returns of 8%."],
  ["jp", "元本保証の投資です。"],
  ["jp", "リスクのない投資をご提案します。"],
  ["jp", "確実なリターンが見込めます。"],
] as const)("stops promises (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(1);
});

it.each([
  ["en", "We never guarantee returns."],
  ["en", "No investment is risk-free, and we do not say otherwise."],
  ["en", "Guaranteed returns are not something we offer. Capital is held in escrow."],
  ["jp", "当社は利回りを保証するものではありません。"],
  ["jp", "リスクのない投資はありません。"],
] as const)("allows a sentence that denies the claim (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(0);
});

it("reports a body line with its number", () => {
  const source = "---\ntitle: x\n---\n\nFirst line.\nOur capital-protected notes.\n";
  expect(findComplianceProblems({ file: "a.en.mdx", locale: "en", source, strings: [] }, rules)).toEqual([
    {
      file: "a.en.mdx",
      line: 6,
      message:
        '"capital-protected" is wording a financial-promotion review would stop (it echoes the regulated "capital-protected" label): rephrase it, or say plainly what the firm does not promise',
    },
  ]);
});
