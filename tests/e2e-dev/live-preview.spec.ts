// A writer edits content while `npm run dev` runs: the page shows the change by itself, a broken
// frontmatter shows on that file's pages with the file and line until it is fixed while every other page
// renders, and an item scaffolded with `npm run new` shows as a draft while every other page stays as it was.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { devProblemsTitle } from "@/pipeline/content/dev-problems-page";
import { loadContent } from "@/pipeline/content/loader";
import { scaffold } from "@/scripts/new";

const root = path.resolve(import.meta.dirname, "../..");
// The newest article: edited in place and restored after each test.
const { content } = loadContent(root);
const slug = content.collections.insights.en[0]!.slug;
// Another article, which a problem in the first article's files must leave as they are.
const otherSlug = content.collections.insights.en[1]!.slug;
const otherTitle = content.collections.insights.en[1]!.data.title;
const files = {
  en: `content/insights/${slug}.en.mdx`,
  jp: `content/insights/${slug}.jp.mdx`,
  // The interface text: every page shows some of it.
  ui: "content/ui/en.json",
};
const originals = Object.fromEntries(
  Object.entries(files).map(([locale, file]) => [locale, fs.readFileSync(path.join(root, file), "utf8")]),
) as Record<keyof typeof files, string>;
const write = (locale: keyof typeof files, text: string) =>
  fs.writeFileSync(path.join(root, files[locale]), text);

// The real files are edited in place (the dev server watches them) and restored while the test's page is
// still open: the server reloads it once it has the file back. (Closed first, the reload would wait in
// Vite for the next page to connect, and reload the next test's page under it.)
test.afterEach(async ({ page }) => {
  const changed = (["en", "jp", "ui"] as const).filter(
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

test("a frontmatter mistake shows on that article's pages, with file and line, in a writer's words, while every other page renders; it clears when fixed", async ({
  page,
}) => {
  await page.goto(`/insights/${slug}`);
  // The title as the content reads it (a writer may quote it either way, or not at all).
  const title = content.collections.insights.en[0]!.data.title;
  await expect(page.locator("h1")).toHaveText(title);
  write("en", originals.en.replace(/^title: .*$/m, 'title: ""'));
  const problems = page.getByTestId("content-problems");
  const message = `${files.en}:2 title: must not be empty`;
  await expect(problems).toContainText(message, { timeout: 10_000 });
  await expect(problems).toContainText("The content has 1 problem:");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(devProblemsTitle);
  // Writers' words only: no plugin names, no advice about the code or Vite's configuration.
  await expect(page.locator("body")).not.toContainText(/plugin|vite\.config|overlay|stack/i);
  // A reload, and the article's page in the other language, show the same problem.
  await page.reload();
  await expect(problems).toContainText(message);
  await page.goto(`/jp/insights/${slug}`);
  await expect(problems).toContainText(message);
  // Every other page renders as before: the article is left out of the lists until it is fixed.
  for (const [url, heading] of [
    ["/about", undefined],
    ["/jp/", undefined],
    [`/insights/${otherSlug}`, otherTitle],
    ["/insights", undefined],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    await expect(problems, url).toHaveCount(0);
    if (heading) await expect(page.locator("h1"), url).toHaveText(heading);
    else await expect(page.locator("h1"), url).toBeVisible();
  }
  await expect(page.locator(`a[href="/insights/${slug}"]`)).toHaveCount(0);
  await expect(page.locator(`a[href="/insights/${otherSlug}"]`).first()).toBeVisible();
  await page.goto(`/insights/${slug}`);
  await expect(problems).toBeVisible();
  const fixed = `${title}, revised live`;
  write("en", originals.en.replace(/^title: .*$/m, `title: "${fixed}"`));
  await expect(problems).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("h1")).toHaveText(fixed, { timeout: 10_000 });
  await page.goto("/insights");
  await expect(page.locator(`a[href="/insights/${slug}"]`).first()).toBeVisible();
});

test("a mistake in the interface text shows on every page, since every page shows that text, and clears when fixed", async ({
  page,
}) => {
  await page.goto("/about");
  const heading = await page.locator("h1").textContent();
  const broken = originals.ui.replace(/^(\s*"[^"]+": "[^"]*"),$/m, "$1");
  expect(broken).not.toBe(originals.ui);
  write("ui", broken);
  const problems = page.getByTestId("content-problems");
  await expect(problems).toContainText(`${files.ui}:`, { timeout: 10_000 });
  await expect(problems).toContainText("is not valid JSON");
  for (const url of ["/", "/jp/about", `/insights/${slug}`]) {
    await page.goto(url);
    await expect(problems, url).toContainText(`${files.ui}:`);
  }
  await page.goto("/about");
  write("ui", originals.ui);
  await expect(problems).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("h1")).toHaveText(heading!, { timeout: 10_000 });
});

test("a body mistake shows with file and line, not a missing page, and clears when fixed", async ({
  page,
}) => {
  await page.goto(`/jp/insights/${slug}`);
  await expect(page.locator("h1")).toBeVisible();
  const broken = `${originals.jp.trimEnd()}\n\n市場規模は{推定値}です。\n`;
  write("jp", broken);
  const line = broken.split("\n").findIndex((text) => text.includes("{推定値}")) + 1;
  const problems = page.getByTestId("content-problems");
  await expect(problems).toContainText(`${files.jp}:${line}: text in curly braces`, { timeout: 10_000 });
  await page.reload();
  await expect(problems).toContainText(`${files.jp}:${line}: text in curly braces`);
  write("jp", originals.jp);
  await expect(problems).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("h1")).toBeVisible({ timeout: 10_000 });
});

test("a broken link shows once, in the file that has it, with its line, and clears when fixed", async ({
  page,
}) => {
  await page.goto(`/insights/${slug}`);
  await expect(page.locator("h1")).toBeVisible();
  const broken = `${originals.en.trimEnd()}\n\nRead more about [our services](/servces).\n`;
  const line = broken.split("\n").findIndex((text) => text.includes("/servces")) + 1;
  write("en", broken);
  const problems = page.getByTestId("content-problems");
  await expect(problems).toContainText(
    `${files.en}:${line}: the link /servces points to a page that does not exist in English: did you mean /services?`,
    { timeout: 10_000 },
  );
  await expect(problems).toContainText("The content has 1 problem:");
  write("en", originals.en);
  await expect(problems).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("h1")).toBeVisible({ timeout: 10_000 });
});

test("an article scaffolded while the server runs shows as a draft, and every other page stays as it was", async ({
  page,
}) => {
  const newSlug = "live-preview-scaffold-check";
  // A reload the server sends for one of the new files may still arrive and cut a navigation short: go again.
  const visit = async (url: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await page.goto(url);
      } catch (error) {
        if (attempt === 3 || !/ERR_ABORTED|interrupted by another navigation/.test(String(error)))
          throw error;
      }
    }
  };
  const created: string[] = [];
  try {
    await page.goto("/about");
    const aboutTitle = await page.locator("h1").textContent();
    // The page open while the files appear reloads (once per file the server hears of), and is still itself.
    await page.waitForLoadState("load");
    const reloaded = page.waitForEvent("load", { timeout: 15_000 });
    const result = scaffold("article", newSlug, root);
    created.push(...result.created);
    await reloaded;
    const scaffolded = fs.readFileSync(path.join(root, `content/insights/${newSlug}.en.mdx`), "utf8");
    // The scaffold's values are quoted (single quotes, the editor's canonical form), and may be followed by a
    // comment with the field's hint.
    const quoted = (field: RegExp) => {
      const [, quote, value] = scaffolded.match(new RegExp(`${field.source}(['"])(.*?)\\1`, "m"))!;
      return quote === "'" ? value!.replaceAll("''", "'") : value!;
    };
    const draftTitle = quoted(/^title: /);
    const draftAlt = quoted(/^ {2}alt: /);
    await expect(page.locator("h1")).toHaveText(aboutTitle!, { timeout: 10_000 });
    await expect(page.getByTestId("content-problems")).toHaveCount(0);
    // The new article: its TODO text and the placeholder picture, in both languages, as the writer left them.
    for (const prefix of ["", "/jp"]) {
      const response = await visit(`${prefix}/insights/${newSlug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId("content-problems")).toHaveCount(0);
      await expect(page.locator("h1")).toContainText("TODO");
    }
    await visit(`/insights/${newSlug}`);
    await expect(page.locator("h1")).toHaveText(draftTitle);
    await expect(page.getByRole("img", { name: draftAlt, exact: true }).first()).toBeVisible();
    // Other pages answer as before.
    for (const other of ["/about", "/jp/", `/insights/${slug}`]) {
      const response = await visit(other);
      expect(response?.status(), other).toBe(200);
      await expect(page.getByTestId("content-problems")).toHaveCount(0);
      await expect(page.locator("h1")).toBeVisible();
    }
  } finally {
    // Off the dev server first, so that no reload is under way while the test ends.
    await page.goto("about:blank");
    for (const file of created) fs.rmSync(path.join(root, file), { force: true });
    // The server notices the files are gone before the next test starts. It checks the whole content again first,
    // which took over 15 s once on a machine loaded by other builds (stop 79): the wait allows for that.
    if (created.length)
      await expect
        .poll(async () => (await page.request.get(`/insights/${newSlug}`)).status(), { timeout: 60_000 })
        .toBe(404);
  }
});

test("the editor launcher Vite mounts at /__open-in-editor answers 404 and starts nothing", async ({
  request,
}) => {
  // A page of another site can send this request blind; Vite would start the computer's code editor on the file.
  const response = await request.get("/__open-in-editor?file=package.json");
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe("");
  // The server still serves the site.
  expect((await request.get("/")).status()).toBe(200);
});
