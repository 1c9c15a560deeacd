import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterEach, expect, it } from "vitest";
import { loadContent } from "../../build/content/loader";
import { writeFeeds } from "./feeds";

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
      expect(item.description).not.toMatch(/[<>]/);
      const article = articles.find((entry) => item.link === `${prefix}${entry.slug}`);
      expect(article?.data.title).toBe(item.title);
      expect(item.description).toBe(article?.data.excerpt);
    }
  }
});
