// Tenth probe, F5: text in a writer's SVG that no reader sees is refused with its line (svg-text.ts).
import { describe, expect, it } from "vitest";
import { checkSvg } from "./svg-rules";

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50">\n<rect width="100" height="50" fill="#123"/>\n${inner}\n</svg>\n`;
const note = "owner sato.kenta@example-mail.com";
const messages = (inner: string) => checkSvg("content/insights/chart.svg", svg(inner));

describe("hidden text in a writer's SVG", () => {
  it("refuses each way of hiding a <text>, at its line", () => {
    const hidden: [string, RegExp][] = [
      [`<text x="0" y="10" display="none">${note}</text>`, /display="none" hides it/],
      [`<text x="0" y="10" opacity="0">${note}</text>`, /opacity="0" makes it invisible/],
      [`<text x="0" y="10" style="opacity: 0%">${note}</text>`, /opacity="0"/],
      [`<text x="0" y="10" visibility="hidden">${note}</text>`, /visibility="hidden" hides it/],
      [`<text x="0" y="10" fill="none">${note}</text>`, /neither a fill nor a stroke/],
      [`<text x="0" y="10" fill="#fff" fill-opacity="0">${note}</text>`, /neither a fill nor a stroke/],
      [
        `<text x="0" y="10" fill="none" stroke="#fff" stroke-width="0">${note}</text>`,
        /neither a fill nor a stroke/,
      ],
      [`<text x="0" y="10" font-size="0">${note}</text>`, /font size \(0\) is too small/],
      [`<text x="0" y="10" style="font-size:0.5px">${note}</text>`, /font size \(0\.5\) is too small/],
      [`<text x="0" y="-20">${note}</text>`, /outside the drawing \(its viewBox is 0 0 100 50\)/],
      [`<text x="400" y="20">${note}</text>`, /outside the drawing/],
      [`<text x="0" y="90">${note}</text>`, /outside the drawing/],
      [`<g display="none"><g><text x="0" y="10">${note}</text></g></g>`, /display="none" hides it/],
      [`<g opacity="0"><text x="0" y="10">${note}</text></g>`, /opacity="0"/],
      [`<text x="0" y="10">Kizuna<tspan display="none">${note}</tspan></text>`, /display="none"/],
      [`<text x="0" y="10" visibility="hidden">A<tspan>${note}</tspan></text>`, /visibility="hidden"/],
      [`<defs><text id="t" x="0" y="10">${note}</text></defs>`, /inside <defs>, which is not drawn/],
    ];
    for (const [inner, reason] of hidden) {
      const problems = messages(inner);
      expect(problems, inner).toEqual([
        {
          file: "content/insights/chart.svg",
          line: 3,
          message: expect.stringMatching(/^this text is not seen by a reader \(/),
        },
      ]);
      expect(problems[0]!.message, inner).toMatch(reason);
      expect(problems[0]!.message).toMatch(
        /: delete it, or show it; text that is part of the picture is best outlined/,
      );
    }
  });

  it("refuses a <style> that can hide parts of a drawing with text, at the style's line", () => {
    const problems = messages(
      `<style>.a { display: none }</style>\n<text class="a" x="0" y="10">${note}</text>`,
    );
    expect(problems).toEqual([
      {
        file: "content/insights/chart.svg",
        line: 3,
        message:
          "this drawing has text (line 4) and its <style> can hide parts of it (display: none), so a reader may not see text that is published with it: remove that rule, or outline the text (convert it to shapes) in the drawing program",
      },
    ]);
    // Without text, a hidden layer is the drawing program's own business.
    expect(messages(`<style>.a { display: none }</style>\n<rect class="a" width="1" height="1"/>`)).toEqual(
      [],
    );
  });

  it("accepts text a reader sees: painted, outlined, shown again inside a hidden parent, and the scaffold's placeholder", () => {
    for (const inner of [
      `<text x="10" y="30" fill="#fff" font-size="12">Kizuna Bridge</text>`,
      `<text x="10" y="30" fill="none" stroke="#fff">Kizuna</text>`,
      `<text x="90" y="30" text-anchor="end">Kizuna</text>`,
      `<text x="10" y="30" visibility="hidden"><tspan visibility="visible">Kizuna</tspan></text>`,
      `<g transform="translate(0 200)"><text x="0" y="-180">Kizuna</text></g>`,
      // Whitespace only is no text.
      `<text x="0" y="10" display="none">  </text>`,
    ])
      expect(messages(inner), inner).toEqual([]);
    const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<rect width="1600" height="900" fill="#0B1F33"/>
<text x="800" y="470" fill="#B9C7D4" font-family="sans-serif" font-size="56" text-anchor="middle">Placeholder: replace the picture</text>
</svg>
`;
    expect(checkSvg("content/insights/x.svg", placeholder)).toEqual([]);
  });
});

// Eleventh probe, G4: in a logo, which the site publishes as a file, text hid from the tests above (moved by a
// transform or dx, clipped, painted with a paint server that does not exist, squeezed by textLength, in the colour
// under it). Whether a text is seen cannot be decided, so a logo may hold none: its lettering is outlined.
describe("words in a logo the site publishes as a file", () => {
  const logo = "content/brand/logo-jp.svg";
  const words =
    "<text> in a logo: the site publishes a logo as a file shown as a picture, where a reader's device draws the words in a font of its own and words no one sees would be published with it; outline the lettering (convert the text to shapes) in the drawing program";

  it("refuses every <text> of a logo at its line, once with its parts, however it is shown or hidden", () => {
    for (const inner of [
      `<g transform="translate(0 -500)"><text x="10" y="20" font-size="12">${note}</text></g>`,
      `<text x="50" y="20" font-size="10" dx="-9000">${note}</text>`,
      `<defs><clipPath id="c"><rect width="0" height="0"/></clipPath></defs><text x="50" y="20" font-size="10" clip-path="url(#c)">${note}</text>`,
      `<text x="50" y="20" font-size="10" fill="url(#missing)">${note}</text>`,
      `<text x="50" y="20" font-size="10" textLength="0.001" lengthAdjust="spacingAndGlyphs">${note}</text>`,
      `<text x="50" y="20" font-size="10" fill="#123">${note}</text>`,
      `<text x="10" y="30" fill="#fff" font-size="12">Kizuna <tspan>Bridge</tspan></text>`,
      `<text x="0" y="10" display="none">${note}</text>`,
    ]) {
      const svgText = svg(inner);
      expect(checkSvg(logo, svgText), inner).toEqual([{ file: logo, line: 3, message: words }]);
    }
    // A drawing the build draws into images keeps its seen text (the scaffold's placeholder writes one).
    expect(
      checkSvg("content/insights/chart.svg", svg(`<text x="10" y="30" fill="#fff">Kizuna</text>`)),
    ).toEqual([]);
  });
});
