import fs from "node:fs";
import { expect, it } from "vitest";
import { checkSvg, svgLength } from "./svg-rules";

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

it("refuses filters that would take the build minutes: feMorphology, too many steps, costly settings", () => {
  const shadow =
    '<filter id="s"><feGaussianBlur stdDeviation="2"/><feOffset dx="1"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>';
  expect(checkSvg("content/x.svg", svg(shadow))).toEqual([]);
  const morphology = checkSvg("content/x.svg", svg('<filter id="m">\n<feMorphology radius="5"/>\n</filter>'));
  expect(morphology).toEqual([
    {
      file: "content/x.svg",
      line: 3,
      message: expect.stringContaining("<feMorphology> takes the build minutes"),
    },
  ]);
  const steps = Array.from({ length: 6 }, () => '<feColorMatrix type="saturate" values="0.5"/>').join("\n");
  expect(checkSvg("content/x.svg", svg(`<filter id="c">\n${steps}\n</filter>`))).toEqual([
    { file: "content/x.svg", line: 7, message: expect.stringContaining("more than 4 filter steps") },
  ]);
  const noise = checkSvg(
    "content/x.svg",
    svg('<filter id="n"><feTurbulence baseFrequency="0.05" numOctaves="10"/></filter>'),
  );
  expect(noise.map(({ message }) => message)).toEqual([
    expect.stringContaining("numOctaves= on <feTurbulence> above 4"),
  ]);
  const kernel = checkSvg(
    "content/x.svg",
    svg('<filter id="k"><feConvolveMatrix order="9" kernelMatrix="1"/></filter>'),
  );
  expect(kernel.map(({ message }) => message)).toEqual([
    expect.stringContaining("order= on <feConvolveMatrix> above 5"),
  ]);
});

it("refuses a drawing the build cannot draw at the site's sizes: too tall, too wide or under 1 unit", () => {
  const root = (size: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${size}>\n<rect width="1" height="1"/>\n</svg>\n`;
  expect(checkSvg("content/x.svg", root('width="1200" height="800"'))).toEqual([]);
  expect(checkSvg("content/x.svg", root('viewBox="0 0 400 800"'))).toEqual([]);
  expect(checkSvg("content/x.svg", root('width="100%" viewBox="0 0 400 300"'))).toEqual([]);
  for (const size of ['width="1" height="100000"', 'viewBox="0 0 1 100000"', 'width="20000" height="10"'])
    expect(checkSvg("content/x.svg", root(size)), size).toEqual([
      { file: "content/x.svg", line: 1, message: expect.stringContaining("more than 13 times the other") },
    ]);
  expect(checkSvg("content/x.svg", root('width="0.4" height="10"'))).toEqual([
    { file: "content/x.svg", line: 1, message: expect.stringContaining("at least 1 px on each side") },
  ]);
});

// Eleventh probe, G5: a drawing is shown as wide as the text, so its shape decides how tall the page is.
it("refuses a drawing whose shape the page cannot show, naming how tall it would be; a logo keeps its own", () => {
  const root = (size: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${size}>\n<rect width="1" height="1"/>\n</svg>\n`;
  expect(checkSvg("content/x.svg", root('viewBox="0 0 400 5000"'))).toEqual([
    {
      file: "content/x.svg",
      line: 1,
      message:
        "is 400×5000 px, 12.5 times as tall as it is wide: the page shows a picture as wide as the text (up to 768 px), so this one would be 9,600 px tall. Crop it to at most 2 times as tall as it is wide",
    },
  ]);
  expect(checkSvg("content/x.svg", root('width="2000" height="400"'))).toEqual([
    {
      file: "content/x.svg",
      line: 1,
      message:
        "is 2000×400 px, 5 times as wide as it is tall: the page shows a picture as wide as the text (up to 768 px), so this one would be a strip 154 px tall. Crop it to at most 4 times as wide as it is tall",
    },
  ]);
  for (const size of ['viewBox="0 0 1600 900"', 'width="1200" height="2400"', 'width="1600" height="400"'])
    expect(checkSvg("content/x.svg", root(size)), size).toEqual([]);
  expect(checkSvg("content/brand/logo-en.svg", root('width="264" height="48"'))).toEqual([]);
});

it("refuses what hid a reference to another file from the check: elements in a <style>, a no-break space", () => {
  const nested = checkSvg(
    "content/x.svg",
    svg("<style>@import url(https://evil.example/x.css);<style>rect{}</style></style>"),
  );
  expect(nested.map(({ message }) => message)).toContain(
    "<style> inside a <style>: a <style> may hold only CSS text",
  );
  const comment = checkSvg(
    "content/x.svg",
    svg("<style><g>/*</g>path{fill:url(https://evil.example/p.svg#a)}<g>*/</g></style>"),
  );
  expect(comment.map(({ message }) => message)).toContain(
    "<g> inside a <style>: a <style> may hold only CSS text",
  );
  const space = checkSvg("content/x.svg", svg('<use href="\u00A0#nope"/>'));
  expect(space.map(({ message }) => message)).toEqual([expect.stringContaining("points outside this file")]);
  expect(checkSvg("content/x.svg", svg('<g id="a"/><use href=" #a"/>'))).toEqual([]);
});

it("reads a size as the renderer does: exponents, and in, cm, mm, pt as px at 96 per inch", () => {
  const root = (size: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${size}>\n<rect width="1" height="1"/>\n</svg>\n`;
  const messages = (size: string) => checkSvg("content/x.svg", root(size)).map(({ message }) => message);
  expect(svgLength("1e-3")).toBe(0.001);
  expect(svgLength("+.5E2px")).toBe(50);
  expect(svgLength("1in")).toBe(96);
  expect(svgLength("72pt")).toBe(96);
  expect(svgLength("2.54cm")).toBeCloseTo(96);
  expect(svgLength("50%")).toBe("relative");
  expect(svgLength("3em")).toBe("unreadable");
  expect(svgLength("1e999")).toBe("unreadable");
  expect(messages('width="210mm" height="297mm"')).toEqual([]);
  expect(messages('width="1e-3" height="1e-3" viewBox="0 0 10 10"')).toEqual([
    expect.stringContaining("is 0.001 by 0.001 px: a drawing must be at least 1 px on each side"),
  ]);
  expect(messages('width="1e5" height="10" viewBox="0 0 10 10"')).toEqual([
    expect.stringContaining("is 100000 by 10 px: one side is more than 13 times the other"),
  ]);
  expect(messages('width="1in" height="300in"')).toEqual([
    expect.stringContaining("is 96 by 28800 px: one side is more than 13 times the other"),
  ]);
  expect(messages('width="10em" height="3em"')).toEqual([
    expect.stringContaining('width="10em" is not a size the build can read'),
  ]);
  expect(messages('width="100%" height="100%"')).toEqual([
    expect.stringContaining('width="100%" is a share of a space the build does not give a drawing'),
  ]);
});

it("refuses a namespace prefix the file does not declare, which the renderer refuses", () => {
  const declared =
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n<use xlink:href="#a"/>\n<g xmlns:foo="urn:x"><rect foo:x="1"/></g>\n<rect xml:space="preserve" foo:y="2"/>\n</svg>\n';
  expect(checkSvg("content/x.svg", declared)).toEqual([
    {
      file: "content/x.svg",
      line: 4,
      message: expect.stringMatching(
        /^foo:y= on <rect> uses the prefix "foo:", which this file does not declare/,
      ),
    },
  ]);
});

it("refuses kernelUnitLength=, with which the renderer failed to draw the file", () => {
  for (const primitive of ["feDiffuseLighting", "feSpecularLighting", "feConvolveMatrix"])
    expect(
      checkSvg("content/x.svg", svg(`<filter id="f"><${primitive} kernelUnitLength="0.01"/></filter>`)).map(
        ({ message }) => message,
      ),
    ).toEqual([expect.stringContaining(`kernelUnitLength= on <${primitive}>`)]);
});

it("refuses invisible characters in a drawing's text, attributes and comments, with their line", () => {
  const logo =
    '\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n<title>Kizuna\nBri\u200Bdge</title>\n<rect aria-label="a\u202Eb"/>\n<!-- x\u200Dy -->\n</svg>\n';
  expect(checkSvg("content/x.svg", logo).map(({ line, message }) => `${line}: ${message}`)).toEqual([
    expect.stringMatching(/^1: the text of this drawing contains an invisible character \(U\+FEFF/),
    expect.stringMatching(/^4: the text of this drawing contains an invisible character \(U\+200B/),
    expect.stringMatching(/^5: aria-label= on <rect> contains an invisible character \(U\+202E/),
    expect.stringMatching(/^6: a comment in this drawing contains an invisible character \(U\+200D/),
  ]);
});

it("refuses CSS it cannot parse with its line, never a throw: a stray bracket, an animation's list of values", () => {
  const typo = checkSvg("content/x.svg", svg('<rect fill="url(#g))"/>'));
  expect(typo.map(({ line, message }) => [line, message])).toEqual([
    [2, expect.stringContaining("is not CSS the check can read whole")],
  ]);
  // <animate> is refused as an element; its values (a list split by ";") are read without throwing.
  const list = checkSvg(
    "content/x.svg",
    svg('<rect><animate attributeName="fill" values="url(#a);url(#b)"/></rect>'),
  );
  expect(list.map(({ line }) => line)).toEqual([2]);
  expect(list.map(({ message }) => message).join(" ")).toContain("<animate> cannot be in an SVG");
});

// Twelfth probe, H5: what a published logo holds that no reader sees, refused at its line.
it("refuses in a logo a shape wholly outside the drawing and an element drawn only for some readers", () => {
  const logo = fs.readFileSync("content/brand/logo-jp.svg", "utf8");
  const lines = logo.trimEnd().split("\n").length;
  const withLines = (...added: string[]) => logo.replace("</svg>", `${added.join("\n")}\n</svg>`);
  const found = (source: string, file = "content/brand/logo-jp.svg") =>
    checkSvg(file, source).map(({ line, message }) => `${line}: ${message}`);
  expect(
    found(
      withLines(
        '<path d="M9000 10h300v20h-300z" fill="#0E1B2C"/>',
        '<g><circle cx="-4000" cy="-4000" r="10"/></g>',
        '<path d="M0 0h10v10h-10z" fill="#0E1B2C" systemLanguage="zz"/>',
      ),
    ),
  ).toEqual([
    `${lines + 2}: systemLanguage= on <path> in a logo: a browser draws the element only for some readers (or none), yet it is published to all; remove the element, or the attribute if every reader should see it`,
  ]);
  expect(
    found(
      withLines(
        '<path d="M9000 10h300v20h-300z" fill="#0E1B2C"/>',
        '<g><circle cx="-4000" cy="-4000" r="10"/></g>',
      ),
    ),
  ).toEqual([
    `${lines}: this shape lies wholly outside the drawing (its viewBox), so no reader sees it, yet it is published with the logo: remove it, or move it into the drawing`,
    `${lines + 1}: this shape lies wholly outside the drawing (its viewBox), so no reader sees it, yet it is published with the logo: remove it, or move it into the drawing`,
  ]);
  expect(
    found(withLines('<rect x="-1" y="-1" width="300" height="60" fill="none" requiredFeatures=""/>')),
  ).toEqual([expect.stringContaining("requiredFeatures= on <rect> in a logo")]);
  // The logos as they are, and a drawing that is not published as a file, pass.
  expect(found(logo)).toEqual([]);
  expect(
    found(withLines('<path d="M9000 10h300v20h-300z"/>'), "content/projects/x.svg").filter((problem) =>
      problem.includes("outside the drawing"),
    ),
  ).toEqual([]);
});
