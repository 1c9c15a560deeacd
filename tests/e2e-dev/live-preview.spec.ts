// A writer edits content while `npm run dev` runs: the page shows the change by itself, and a
// broken frontmatter shows in the browser overlay with the file and line until it is fixed.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { loadContent } from "@/renderer/content/loader";

const root = path.resolve(import.meta.dirname, "../..");
// The newest article: edited in place and restored after each test.
const slug = loadContent(root).content.collections.insights.en[0]!.slug;
const files = { en: `content/insights/${slug}.en.mdx`, jp: `content/insights/${slug}.jp.mdx` };
const originals = Object.fromEntries(
  Object.entries(files).map(([locale, file]) => [locale, fs.readFileSync(path.join(root, file), "utf8")]),
) as Record<keyof typeof files, string>;
const write = (locale: keyof typeof files, text: string) =>
  fs.writeFileSync(path.join(root, files[locale]), text);

// The real files are edited in place (the dev server watches them) and restored while the test's page is
// still open: the server reloads it once it has the file back. (Closed first, the reload would wait in
// Vite for the next page to connect, and reload the next test's page under it.)
test.afterEach(async ({ page }) => {
  const changed = (["en", "jp"] as const).filter(
    (locale) => fs.readFileSync(path.join(root, files[locale]), "utf8") !== originals[locale],
  );
  if (!changed.length) return;
  // The reload the test's own edit caused has finished; the next one is the restore's.
  await page.waitForLoadState("load");
  const reloaded = page.waitForEvent("load", { timeout: 10_000 });
  for (const locale of changed) write(locale, originals[locale]);
  await reloaded;
});

for (const [locale, prefix, marker] of [
  ["en", "", "Live preview check: this sentence was just added."],
  ["jp", "/jp", "ライブプレビューの確認：この文は今追加しました。"],
] as const) {
  test(`an edited ${locale} article body shows without a manual reload`, async ({ page }) => {
    await page.goto(`${prefix}/insights/${slug}`);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
    write(locale, `${originals[locale].trimEnd()}\n\n${marker}\n`);
    await expect(page.getByText(marker)).toBeVisible({ timeout: 10_000 });
  });
}

test("a frontmatter mistake shows in the overlay with file and line, and clears when fixed", async ({
  page,
}) => {
  await page.goto(`/insights/${slug}`);
  const title = originals.en.match(/^title: (.*)$/m)![1]!.replace(/^"|"$/g, "");
  await expect(page.locator("h1")).toHaveText(title);
  write("en", originals.en.replace(/^title: .*$/m, 'title: ""'));
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeVisible({ timeout: 10_000 });
  await expect(overlay.locator(".message-body")).toContainText(`${files.en}:2 title: must not be empty`);
  // A reload (or any other page opened) while the content is broken shows the same problems.
  await page.reload();
  await expect(overlay.locator(".message-body")).toContainText(`${files.en}:2 title: must not be empty`);
  await page.goto("/jp/");
  await expect(overlay.locator(".message-body")).toContainText(`${files.en}:2 title: must not be empty`);
  await page.goto(`/insights/${slug}`);
  await expect(overlay).toBeVisible();
  const fixed = `${title}, Revised Live`;
  write("en", originals.en.replace(/^title: .*$/m, `title: "${fixed}"`));
  await expect(overlay).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("h1")).toHaveText(fixed, { timeout: 10_000 });
});

test("a body mistake shows in the overlay with file and line, not a missing page, and clears when fixed", async ({
  page,
}) => {
  await page.goto(`/jp/insights/${slug}`);
  await expect(page.locator("h1")).toBeVisible();
  const broken = `${originals.jp.trimEnd()}\n\n市場規模は{推定値}です。\n`;
  write("jp", broken);
  const line = broken.split("\n").findIndex((text) => text.includes("{推定値}")) + 1;
  const overlay = page.locator("vite-error-overlay");
  await expect(overlay).toBeVisible({ timeout: 10_000 });
  await expect(overlay.locator(".message-body")).toContainText(`${files.jp}:${line}: text in curly braces`);
  await page.reload();
  await expect(overlay.locator(".message-body")).toContainText(`${files.jp}:${line}: text in curly braces`);
  write("jp", originals.jp);
  await expect(overlay).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("h1")).toBeVisible({ timeout: 10_000 });
});
