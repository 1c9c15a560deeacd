// Eleventh probe, G4: a logo is published holding only what is drawn (published-svg.ts). Each line below, added to
// a logo, was published word for word; what is drawn comes out unchanged.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { publishedSvg, undrawnParts } from "./published-svg";

const logo = fs.readFileSync("content/brand/logo-jp.svg", "utf8");
const withLine = (line: string) => logo.replace("</svg>", `${line}\n</svg>`);
// The logo as published, with a line added: what undrawnParts names is the line's alone.
const onBare = (line: string) => publishedSvg(logo).replace("</svg>", `${line}</svg>`);
const personal = /sato|hanako|tanaka|Dropbox|draft|saved-from|urn:x/i;

describe("a logo published as a file", () => {
  it.each([
    "<!-- saved from /home/sato.kenta/Dropbox/clients/kizuna/logo-jp-rejected.svg -->",
    "<!--! Generator: a drawing program, user tanaka.hanako -->",
    "<desc>drawn by sato.kenta@example-mail.com, /home/sato.kenta/Dropbox/kizuna/logo-jp-v3.svg</desc>",
    "<title>draft 3, not approved by the client</title>",
    '<path d="M0 0" data-author="hanako.tanaka@gmail.com" id="saved-from-C-Users-tanaka-hanako-Desktop"/>',
    '<g xmlns:foo="urn:x" foo:author="hanako.tanaka@gmail.com" class="hanako" aria-label="by hanako" role="img"><rect width="1" height="1"/></g>',
    "<g>sato.kenta@example-mail.com<![CDATA[ hanako ]]></g>",
    '<style>/* hanako.tanaka@gmail.com */ .k { fill: #B5452F }</style><circle class="k" cx="3" cy="3" r="1"/>',
    '<defs><linearGradient id="hanako-tanaka-grad"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="2" height="2" fill="url(#hanako-tanaka-grad)"/>',
  ])("goes out without what is never drawn: %s", (line) => {
    const source = withLine(line);
    expect(undrawnParts(source).length + (personal.test(source) ? 1 : 0)).toBeGreaterThan(0);
    const published = publishedSvg(source);
    expect(published).not.toMatch(personal);
    expect(undrawnParts(published)).toEqual([]);
  });

  it("keeps what is drawn as it is: every shape, its numbers and colours, a gradient and what uses it", () => {
    const source = withLine(
      '<defs><linearGradient id="brand-fade"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="2" height="2" fill="url(#brand-fade)"/>',
    );
    const published = publishedSvg(source);
    for (const [, d] of source.matchAll(/ d="([^"]+)"/g)) expect(published).toContain(`d="${d}"`);
    for (const colour of source.match(/#[0-9A-F]{6}/gi)!) expect(published).toContain(colour);
    const [, id] = /<linearGradient id="([^"]+)"/.exec(published)!;
    expect(published).toContain(`fill="url(#${id})"`);
    expect(published).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="264" height="48" viewBox="0 0 264 48">/,
    );
  });

  it("names what a published SVG holds that is never drawn", () => {
    expect(
      undrawnParts(
        '<svg><!-- x --><title>T</title><g data-a="1" aria-label="l" foo:b="2" class="c">text</g><style>.d{}</style></svg>',
      ),
    ).toEqual([
      "a comment <!-- … -->",
      "<title>",
      "data-a=",
      "aria-label=",
      "foo:b=",
      "text between elements",
    ]);
    expect(undrawnParts('<svg><rect class="c" width="1"/></svg>')).toEqual(["class="]);
    expect(undrawnParts(publishedSvg(logo))).toEqual([]);
  });

  // Twelfth probe, H5: a text style on a logo with no text, a shape outside the viewBox, a conditional element.
  it("goes out without a text style where there is no text, which check:site names", () => {
    const source = onBare(
      '<g font-family="drawn by sato.kenta@example-mail.com" letter-spacing="hanako"><rect width="1" height="1" fill="#1D3557"/></g>',
    );
    expect(undrawnParts(source)).toEqual([
      "font-family= with no text to style",
      "letter-spacing= with no text to style",
    ]);
    const published = publishedSvg(source);
    expect(published).not.toMatch(personal);
    expect(published).toContain('<rect width="1" height="1" fill="#1D3557"/>');
    expect(undrawnParts(published)).toEqual([]);
  });
  it("names a shape outside the viewBox and an element drawn only for some readers", () => {
    expect(undrawnParts(onBare('<path d="M9000 10h300v20h-300z" fill="#0E1B2C"/>'))).toEqual([
      "a shape outside the viewBox",
    ]);
    expect(undrawnParts(onBare('<rect x="-5000" y="-5000" width="200" height="20"/>'))).toEqual([
      "a shape outside the viewBox",
    ]);
    expect(undrawnParts(onBare('<path d="M0 0h10v10h-10z" fill="#0E1B2C" systemLanguage="zz"/>'))).toEqual([
      "systemLanguage=",
    ]);
    // A shape just outside (a wide stroke may reach in), moved by a transform, or drawn where a <use> puts it.
    expect(undrawnParts(onBare('<path d="M270 10h20v20h-20z" stroke="#000" stroke-width="20"/>'))).toEqual(
      [],
    );
    expect(undrawnParts(onBare('<path d="M9000 10h300v20h-300z" transform="translate(-9000 0)"/>'))).toEqual(
      [],
    );
    expect(
      undrawnParts(
        onBare('<defs><path id="far" d="M9000 10h30v20h-30z"/></defs><use href="#far" x="-9000"/>'),
      ),
    ).toEqual([]);
  });
});
