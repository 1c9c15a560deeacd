import { expect, it } from "vitest";
import { findComplianceProblems, loadComplianceRules } from "./compliance";
import { drawingTexts } from "./drawing-text";

const { rules } = loadComplianceRules(process.cwd());
const problems = (svg: string) =>
  findComplianceProblems(drawingTexts("content/projects/plan.svg", svg), rules).map(
    (problem) => `${problem.file}:${problem.line} ${problem.field}: ${problem.message}`,
  );
const drawing = (inside: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 1000">\n<rect width="1600" height="1000" fill="#1D3557"/>\n${inside}\n</svg>\n`;

// Probe 47, twelfth round, H4: the words of a drawing are drawn into every picture of it.
it("refuses wording drawn in a drawing's text, at its line", () => {
  expect(
    problems(drawing('<text x="80" y="950" font-size="64" fill="#FFFFFF">Risk-free investment</text>')),
  ).toEqual([expect.stringMatching(/^content\/projects\/plan\.svg:3 <text>: "Risk-free" is wording/)]);
});

it("reads a text with its spans as one, and a title and a description", () => {
  expect(problems(drawing('<text x="1" y="2">Guaranteed\n  <tspan dy="40">returns</tspan></text>'))).toEqual([
    expect.stringMatching(/^content\/projects\/plan\.svg:3 <text>: "Guaranteed returns" is wording/),
  ]);
  expect(problems(drawing("<title>A safe investment</title>\n<desc>Capital &amp; no risk</desc>"))).toEqual([
    expect.stringMatching(/:3 <title>: "safe investment" is wording/),
    expect.stringMatching(/:4 <desc>: "no risk" is wording/),
  ]);
});

it("reads Japanese wording in a drawing shown on both languages' pages", () => {
  // "Ganpon hoshou" (capital guaranteed).
  expect(problems(drawing('<text x="1" y="2">\u5143\u672c\u4fdd\u8a3c</text>'))).toEqual([
    expect.stringMatching(/:3 <text>: "\u5143\u672c\u4fdd\u8a3c" is wording/),
  ]);
});

it("leaves a drawing's placeholder and plain labels", () => {
  expect(
    problems(
      drawing('<text x="800" y="470">Placeholder: replace the project drawing</text><text>Phase 1</text>'),
    ),
  ).toEqual([]);
});
