// A save in the editor changes only what the writer changed (issue 48): an existing article with a table, one word
// of its English title edited and saved, differs from the repository's file in that line alone, and its Japanese
// twin is left byte for byte as it was (no quotes dropped, no table redrawn, no field reordered or written out):
// the repository keeps every file in the form the editor writes (`npm run format:content`, held by the check).
import { expect, test, type Page } from "@playwright/test";
import { loadContent } from "@/pipeline/content/loader";
import { answerFolderPicker, contentFiles, readRepository, seedRepository } from "./local-repository";

// Sveltia CMS wraps names it shows in first-strong isolates.
const isolated = (name: string) => `\u2068${name}\u2069`;
const pane = (page: Page, language: string) =>
  page.getByRole("group", { name: `Edit ${isolated(language)} Content`, exact: true });
const fieldNamed = (name: string) => ({ name: `\u201c${isolated(name)}\u201d Field`, exact: true });

test("one word of an English title, saved, changes that line of the English file and nothing else", async ({
  page,
}) => {
  const { content } = loadContent(process.cwd());
  const article = content.collections.insights.en.find((entry) => /^\|.*\|\s*$/m.test(entry.body));
  expect(article, "an article with a table in its body").toBeDefined();
  const { title } = article!.data;
  const edited = `${title} Today`;
  const english = `content/insights/${article!.slug}.en.mdx`;
  const japanese = `content/insights/${article!.slug}.jp.mdx`;

  const original = contentFiles(process.cwd());
  await answerFolderPicker(page);
  await page.goto("/admin/");
  await seedRepository(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: "Insights (articles)" }).click();
  await page.getByRole("row", { name: title }).click();
  // Both languages side by side, as a writer works: the editor then writes the Japanese file too.
  await page.getByRole("radio", { name: "jp" }).nth(1).click();
  const titleBox = pane(page, "English")
    .getByRole("group", fieldNamed("Title"))
    .first()
    .getByRole("textbox")
    .first();
  await expect(titleBox).toHaveValue(title);
  await titleBox.fill(edited);
  await expect(titleBox).toHaveValue(edited);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Entry saved.")).toBeVisible();

  const before = new Map(original.map(([file, base64]) => [file, Buffer.from(base64, "base64").toString()]));
  let saved = new Map<string, Buffer>();
  const changedFiles = () =>
    [...saved.keys()].filter((file) => saved.get(file)!.toString() !== before.get(file)).sort();
  await expect
    .poll(async () => {
      saved = await readRepository(page);
      return changedFiles().length;
    })
    .toBeGreaterThan(0);
  // What the editor wrote, kept with a failing run's results.
  for (const file of changedFiles())
    await test.info().attach(file, { body: saved.get(file)!, contentType: "text/plain" });
  expect(changedFiles()).toEqual([english]);
  const oldLines = before.get(english)!.split("\n");
  const newLines = saved.get(english)!.toString().split("\n");
  const differing = newLines.filter((line, index) => line !== oldLines[index]);
  expect(differing).toHaveLength(1);
  expect(differing[0]).toMatch(/^title: /);
  expect(differing[0]).toContain(edited);
  expect(newLines).toHaveLength(oldLines.length);
  expect(saved.get(japanese)!.toString()).toBe(before.get(japanese));
});
