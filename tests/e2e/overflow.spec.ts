import { listPagePaths } from "../../scripts/lib/host-files";
import { expect, languages, localizePath, test } from "./fixtures";

// Every built page, in both languages: nothing wider than the screen (long Japanese words, tables, cards).
const paths = listPagePaths("dist/client");

for (const { locale, lang } of languages) {
  test(`no page scrolls sideways (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const viewport = page.viewportSize()!;
    const overflowing: string[] = [];
    for (const path of paths) {
      const url = localizePath(path, locale);
      await page.goto(url);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) overflowing.push(`${url} (${width}px)`);
    }
    expect(paths.length).toBeGreaterThan(30);
    expect(overflowing).toEqual([]);
  });
}
