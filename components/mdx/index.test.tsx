// Images in a body: a Markdown image or a <Figure> names a file next to the body; the page shows the
// built responsive set of that file (AVIF, WebP, fallback, intrinsic size, lazy), never the bare name.
// Links in a body: external ones open in a new tab without handing it our window; internal ones keep the
// page's language.
import { evaluate } from "@mdx-js/mdx";
import type { ComponentType } from "react";
import * as runtime from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { allowedMdxComponents, blockMdxComponents } from "@/pipeline/runtime/allowed-components";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import type { Locale } from "@/lib/locale";
import { bodyImageSizes, getMdxComponents } from "./index";

const built: Record<string, Omit<ResolvedImage, "alt">> = {
  "chart.svg": {
    width: 1200,
    height: 600,
    avif: "/assets/static/chart-480.a.avif 480w, /assets/static/chart-1200.b.avif 1200w",
    webp: "/assets/static/chart-480.c.webp 480w, /assets/static/chart-1200.d.webp 1200w",
    src: "/assets/static/chart-1200.e.png",
    type: "image/png",
  },
};
const asked: string[] = [];
const resolve = (src: string, alt: string): ResolvedImage => {
  asked.push(src);
  return { ...built[src]!, alt };
};

async function render(source: string, locale: Locale = "en") {
  const { default: Body } = (await evaluate(source, { ...runtime })) as unknown as {
    default: ComponentType<{ components: Record<string, unknown> }>;
  };
  return renderToStaticMarkup(<Body components={getMdxComponents(locale, resolve)} />);
}

it("shows a Markdown image as the built set of the file next to the body", async () => {
  const html = await render("Before.\n\n![Revenue by market, 2020–2025](chart.svg)\n");
  expect(asked).toContain("chart.svg");
  expect(html).toContain(
    `<source type="image/avif" srcSet="${built["chart.svg"]!.avif}" sizes="${bodyImageSizes}"/>`,
  );
  expect(html).toContain(`srcSet="${built["chart.svg"]!.webp}"`);
  expect(html).toMatch(
    /<img src="\/assets\/static\/chart-1200\.e\.png" alt="Revenue by market, 2020–2025" width="1200" height="600" loading="lazy"/,
  );
  expect(html).not.toContain('src="chart.svg"');
});

it("shows a Figure the same way, with its caption", async () => {
  const html = await render(
    '<Figure src="chart.svg" alt="Revenue by market" caption="Source: company filings" />\n',
  );
  expect(html).toMatch(/^<figure><picture><source type="image\/avif"/);
  expect(html).toContain('alt="Revenue by market" width="1200" height="600"');
  expect(html).toContain("<figcaption");
  expect(html).toContain("Source: company filings</figcaption></figure>");
});

it("opens an external link in a new tab that cannot reach back to the page", async () => {
  const source =
    'See [the ministry\'s notice](https://www.example.gov/notice "Notice") and [HTTP](http://example.org/a).\n';
  for (const locale of ["en", "jp"] as const) {
    const html = await render(source, locale);
    expect(html).toContain(
      '<a href="https://www.example.gov/notice" target="_blank" rel="noopener noreferrer" title="Notice">the ministry&#x27;s notice</a>',
    );
    expect(html).toContain(
      '<a href="http://example.org/a" target="_blank" rel="noopener noreferrer">HTTP</a>',
    );
  }
});

it("keeps an internal link in the page's language, and leaves it in the same tab", async () => {
  const source = "Read [our services](/services/advisory#scope) or [contact us](/contact).\n";
  const en = await render(source, "en");
  expect(en).toContain('<a href="/services/advisory#scope">our services</a>');
  expect(en).toContain('<a href="/contact">contact us</a>');
  const jp = await render(source, "jp");
  expect(jp).toContain('<a href="/jp/services/advisory#scope">our services</a>');
  expect(jp).toContain('<a href="/jp/contact">contact us</a>');
  expect(jp).not.toContain("target=");
});

// pipeline/runtime/allowed-components.ts says which components are blocks, for the content check to keep them out of
// lines of text: each one's outer element proves it (phrasing content may sit in a paragraph, nothing else may).
it("renders a block exactly for the components the component list calls blocks", async () => {
  const phrasing = [
    "a",
    "abbr",
    "b",
    "br",
    "code",
    "em",
    "i",
    "img",
    "kbd",
    "small",
    "span",
    "strong",
    "sub",
    "sup",
  ];
  for (const name of allowedMdxComponents) {
    const html = await render(
      `<${name} title="t" value="1" label="two" src="chart.svg" alt="a chart">x</${name}>`,
    );
    const outer = /^<([a-z0-9]+)/.exec(html)?.[1];
    expect(outer, `${name} renders ${html}`).toBeDefined();
    expect(!phrasing.includes(outer!), name).toBe(blockMdxComponents.includes(name));
  }
});

it("sets a Callout apart as a note, never as a landmark a page may already have", async () => {
  const html = await render('<Callout title="Note">\n\nA short note.\n\n</Callout>\n');
  expect(html).toMatch(/^<div role="note"[^>]*><p[^>]*>Note<\/p>/);
  expect(html).not.toContain("<aside");
});
