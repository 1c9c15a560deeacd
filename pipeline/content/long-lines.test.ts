import { expect, it } from "vitest";
import { parseBody } from "./body-text";
import { findComplianceProblems, loadComplianceRules } from "./compliance";

// A body line or a field can be as long as a file (256 KB): every rule that reads one reads it once, in time that
// grows with its length, not with its square (issue 47, H1: a 120,000-letter word held the check for minutes).
const { rules } = loadComplianceRules(process.cwd());
const seconds = (run: () => void) => {
  const started = performance.now();
  run();
  return (performance.now() - started) / 1000;
};
const body = (line: string) => `---\ntitle: "A"\n---\n\nThe plan ${line} ends here.\n`;

it.each([
  ["one word of 200,000 letters", "a".repeat(200_000)],
  ["a scheme-like run of 100,000 a-", "a-".repeat(100_000)],
  ["100,000 x@ with no domain after the last", "x@".repeat(100_000)],
  ["200,000 <", "<".repeat(200_000)],
  ["50,000 links that never close, [a](", "[a](".repeat(50_000)],
])("reads %s in a body and in a field in well under a few seconds", (_, line) => {
  const took = seconds(() => {
    findComplianceProblems({ file: "f.en.mdx", locale: "en", source: body(line), strings: [] }, rules);
    findComplianceProblems(
      { file: "f.en.mdx", locale: "en", strings: [{ field: "x", key: "x", value: line, line: 1 }] },
      rules,
    );
  });
  // Milliseconds here; the bound leaves room for a busy 2-core machine.
  expect(took).toBeLessThan(5);
});

it("does not parse a body whose shape is refused (a line over the limit)", () => {
  expect(() => parseBody(body("[a](".repeat(2_000)))).toThrow(/shape is refused/);
  expect(parseBody(body("a short line")).children.length).toBeGreaterThan(0);
});

it("still finds a mixed-script word and skips an e-mail address after the change", () => {
  const problems = (text: string) =>
    findComplianceProblems(
      { file: "f.en.mdx", locale: "en", strings: [{ field: "x", key: "x", value: text, line: 1 }] },
      rules,
    ).map((problem) => problem.message);
  expect(problems("A gu\u0430ranteed plan.").join()).toMatch(/mixes Latin letters with the Cyrillic/);
  expect(problems("Write to gu\u0430rd@example.com or see <https://ex\u0430mple.com/a>.")).toEqual([]);
});
