import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, expect, it } from "vitest";
import { loadContent } from "../content/loader";
import { renderFeed, writeFeeds } from "./feeds";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

type Item = { title: string; link: string; guid: { "#text": string }; pubDate: string; description: string };

it("writes a valid RSS feed per language with every article, newest first, at absolute URLs", () => {
  const { content, problems } = loadContent();
  expect(problems).toEqual([]);
  // Shuffle the loader's order so the feed's own sorting is what is tested.
  for (const locale of ["en", "jp"] as const) content.collections.insights[locale].reverse();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "feeds-"));
  writeFeeds(dir, content);

  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" });
  for (const [locale, file, language, prefix] of [
    ["en", "insights/rss.xml", "en", "https://www.kizunabridge.example/insights/"],
    ["jp", "jp/insights/rss.xml", "ja", "https://www.kizunabridge.example/jp/insights/"],
  ] as const) {
    const xml = fs.readFileSync(path.join(dir, file), "utf8");
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = parser.parse(xml).rss.channel;
    expect(channel.language).toBe(language);
    expect(channel.link).toBe(prefix.replace(/\/$/, ""));
    expect(channel.title).toContain(
      locale === "en" ? "Kizuna Bridge Advisory" : "キズナ・ブリッジ・アドバイザリー",
    );
    expect(channel.description).toBe(content.pages.insights[locale].data.description);
    const items: Item[] = channel.item;
    const articles = content.collections.insights[locale];
    expect(items).toHaveLength(articles.length);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      expect(item.link.startsWith(prefix)).toBe(true);
      expect(item.guid["#text"]).toBe(item.link);
      const article = articles.find((entry) => item.link === `${prefix}${entry.slug}`);
      expect(article?.data.title).toBe(item.title);
      expect(item.description).toBe(article?.data.excerpt);
    }
  }
});

// Issue 47, item 1: a second "]]>" in a title ended the feed library's CDATA block, and what followed was markup
// (a script on the site's origin where a host sends no headers, a refresh tag where it does).
it("keeps whatever a writer wrote as text: the feed stays well-formed and holds only RSS's elements", () => {
  const { content } = loadContent();
  const hostile = [
    'A ]]> B ]]><html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(document.domain)</html:script>',
    '<meta http-equiv="refresh" content="0;url=https://attacker.example"/> &amp; &lt;b&gt; <![CDATA[x]]> "quoted" \'single\'',
    "<!-- comment --> <?xml-stylesheet href='https://attacker.example/x.xsl'?> <!DOCTYPE x [<!ENTITY e 'e'>]> &e;",
  ];
  for (const locale of ["en", "jp"] as const) {
    const [article] = content.collections.insights[locale];
    article!.data.title = hostile[0]!;
    article!.data.excerpt = `${hostile[1]} ${hostile[2]}`;
    article!.data.tags = [...hostile];
    const xml = renderFeed(content, locale);
    expect(XMLValidator.validate(xml)).toBe(true);
    // Parsed as a feed reader parses it: the texts come back exactly as written, and nothing else is in the feed.
    const parsed = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "@",
      processEntities: true,
    }).parse(xml);
    expect(Object.keys(parsed)).toEqual(["?xml", "rss"]);
    expect(
      Object.keys(parsed.rss.channel)
        .filter((key) => key !== "item")
        .sort(),
    ).toEqual([
      "atom:link",
      "copyright",
      "description",
      "docs",
      "language",
      "lastBuildDate",
      "link",
      "title",
    ]);
    const first = (parsed.rss.channel.item as Record<string, unknown>[]).find(
      (item) => item.title === hostile[0],
    );
    expect(first).toBeDefined();
    expect(Object.keys(first!).sort()).toEqual([
      "category",
      "description",
      "guid",
      "link",
      "pubDate",
      "title",
    ]);
    expect(first!.description).toBe(`${hostile[1]} ${hostile[2]}`);
    expect(first!.category).toEqual(hostile);
    expect(xml).not.toContain("<html:");
    expect(xml).not.toContain("<meta");
    expect(xml).not.toContain("<![CDATA[");
  }
});

it("leaves out invisible characters, which XML cannot hold or a reader would show as nothing", () => {
  const { content } = loadContent();
  const [article] = content.collections.insights.en;
  article!.data.title = "Pay \u0000to \u202Eecnarusni\u202C \u0085now\u2028\uFFF9";
  const xml = renderFeed(content, "en");
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).toContain("<title>Pay to ecnarusni now</title>");
});
