import { compile } from "@mdx-js/mdx";
import { describe, expect, it } from "vitest";
import { VFile } from "vfile";
import { remarkEnglishQuotes, typographicQuotes, withTypographicQuotes } from "./quotes";

describe("typographicQuotes", () => {
  it("sets apostrophes and quotation marks as a typesetter does", () => {
    expect(typographicQuotes("India's net-zero pledge")).toBe("India\u2019s net-zero pledge");
    expect(typographicQuotes("our leaders' experience")).toBe("our leaders\u2019 experience");
    expect(typographicQuotes('the "new seismic standard" of 1981')).toBe(
      "the \u201cnew seismic standard\u201d of 1981",
    );
    expect(typographicQuotes("'Structure first', they said")).toBe("\u2018Structure first\u2019, they said");
  });

  it("leaves dashes, dots and text without straight marks as written", () => {
    expect(typographicQuotes("2025--2030... ok")).toBe("2025--2030... ok");
    expect(typographicQuotes("Escrow \u2014 staged")).toBe("Escrow \u2014 staged");
  });
});

describe("remarkEnglishQuotes", () => {
  const compiled = async (path: string, source: string) =>
    String(await compile(new VFile({ path, value: source }), { remarkPlugins: [remarkEnglishQuotes] }));

  it("sets an English body's text and the attributes a visitor reads", async () => {
    const out = await compiled(
      "content/insights/x.en.mdx",
      `It's "new".\n\n<Callout title="India's view">Don't.</Callout>\n`,
    );
    expect(out).toContain("It\u2019s \u201cnew\u201d.");
    expect(out).toContain("India\u2019s view");
    expect(out).toContain("Don\u2019t.");
  });

  it("leaves a Japanese body, code and link addresses as written", async () => {
    expect(await compiled("content/insights/x.jp.mdx", `It's "new".\n`)).toContain(`It's \\"new\\".`);
    const english = await compiled("content/insights/x.en.mdx", "Use `it's` and [a](/b?c='d').\n");
    expect(english).toContain("it's");
    expect(english).toContain("/b?c='d'");
  });
});

describe("withTypographicQuotes", () => {
  it("sets every string a visitor reads and leaves addresses, dates and numbers alone", () => {
    const date = new Date("2025-06-18");
    expect(
      withTypographicQuotes({
        title: "India's grid",
        items: [{ text: 'A "new" rule' }],
        href: "/insights?q='x'",
        link: "https://example.com/it's",
        date,
        count: 3,
      }),
    ).toEqual({
      title: "India\u2019s grid",
      items: [{ text: "A \u201cnew\u201d rule" }],
      href: "/insights?q='x'",
      link: "https://example.com/it's",
      date,
      count: 3,
    });
  });
});
