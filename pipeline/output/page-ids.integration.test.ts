// The whole loader, so the integration tier.
import { expect, it } from "vitest";
import { loadContent } from "../content/loader";
import { contentFilesByUrl } from "./page-ids";

it("maps every page URL to the content file it shows, in both languages", () => {
  const { content } = loadContent();
  const files = contentFilesByUrl(content);
  const article = content.collections.insights.jp[0]!;
  expect([...files.values()]).toContain(article.file);
  expect(files.get("/about")).toBe(content.pages.about.en.file);
  expect(files.get("/jp/about")).toBe(content.pages.about.jp.file);
  expect(files.get("/jp")).toBe(content.pages.home.jp.file);
});
