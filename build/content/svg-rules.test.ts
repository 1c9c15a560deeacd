import { expect, it } from "vitest";
import { checkSvg } from "./svg-rules";

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n${inner}\n</svg>\n`;

it("names the line of the element a drawing may not hold", () => {
  const problems = checkSvg("content/x.svg", svg("<g/>\n<g/>\n<script>alert(1)</script>"));
  expect(problems.map(({ line }) => line)).toEqual([4]);
});

it("checks a drawing of 50,000 one-line elements in one pass, and finds the last line's problem", () => {
  const many = Array.from({ length: 50_000 }, () => "<g/>").join("\n");
  const problems = checkSvg("content/x.svg", svg(`${many}\n<script>alert(1)</script>`));
  expect(problems.map(({ line }) => line)).toEqual([50_002]);
});

it("refuses a drawing that is not well-formed XML, with the line of the mistake", () => {
  const problems = checkSvg("content/x.svg", svg('<rect width="10" height="10">\n<g>'));
  expect(problems).toEqual([
    {
      file: "content/x.svg",
      line: expect.any(Number),
      message: expect.stringMatching(/^is not a drawing the build can read \(.+\): save it again/),
    },
  ]);
});
