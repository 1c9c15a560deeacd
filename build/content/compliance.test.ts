import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import type { Locale } from "../../lib/locale";
import { findComplianceProblems, loadComplianceRules } from "./compliance";

const { rules, problems, pastResults } = loadComplianceRules(process.cwd());
const flagged = (locale: Locale, text: string) =>
  findComplianceProblems(
    { file: "f", locale, strings: [{ field: "x", key: "x", value: text, line: 1 }] },
    rules,
  ).length;

it("reads the list in content/glossary/compliance.yml", () => {
  expect(problems).toEqual([]);
  expect(rules.length).toBeGreaterThan(5);
  expect(pastResults).toEqual({
    en: "Past results do not indicate future outcomes.",
    jp: "過去の実績は将来の成果を示すものではありません。",
  });
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
        '"capital-protected" is wording a financial-promotion review would stop (it echoes the regulated "capital-protected" label): write "capital is held in bank escrow and released at checked milestones"',
    },
  ]);
});

it.each([
  ["en", "This is not an Investment Shield, but it protects you."],
  ["en", "We never said Protect First."],
  ["jp", "資金はエスクロー口座で保全しません。"],
  ["jp", "お客様は管理権を持ちません。"],
] as const)("stops a label even in a sentence that denies something (%s): %s", (locale, text) => {
  expect(flagged(locale, text)).toBe(1);
});

it("suggests the wording to write instead, in the rule's language", () => {
  const [problem] = findComplianceProblems(
    {
      file: "a.jp.mdx",
      locale: "jp",
      strings: [{ field: "x", key: "x", value: "当社のお約束です。", line: 3 }],
    },
    rules,
  );
  expect(problem?.message).toBe(
    '"当社のお約束" is wording a financial-promotion review would stop (当社が結果を約束していると読まれます): write 「当社の姿勢」「当社が大切にすること」',
  );
});

it("refuses a pattern that could run for minutes on a long line, naming it", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "compliance-"));
  try {
    fs.mkdirSync(path.join(root, "content/glossary"), { recursive: true });
    const list = fs.readFileSync("content/glossary/compliance.yml", "utf8");
    for (const pattern of ["(a+)+b", "(\\w{1,3})*x"]) {
      fs.writeFileSync(
        path.join(root, "content/glossary/compliance.yml"),
        `${list}\n  - locale: en\n    pattern: ${pattern}\n    why: test\n    suggest: test\n`,
      );
      const loaded = loadComplianceRules(root);
      expect(loaded.rules).toEqual([]);
      expect(loaded.problems).toEqual([
        {
          file: "content/glossary/compliance.yml",
          line: expect.any(Number),
          message: expect.stringMatching(
            new RegExp(`^the pattern ${pattern.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")} `),
          ),
        },
      ]);
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
