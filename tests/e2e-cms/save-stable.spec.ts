// A save in the editor changes only what the writer changed: one word of an existing article's English title is
// edited and saved, and the English file differs from the repository's by that line alone while the Japanese twin
// is left as it was (no frontmatter quotes dropped, no table redrawn: the files are in the canonical form that
// `npm run format:content` writes and `npm run check` enforces; docs/content-model.md).
import { expect, test } from "@playwright/test";
import { canonicalForm } from "@/build/content/canonical-form";
import { isEditorFile } from "@/build/content/editor-files";
import { loadContent } from "@/build/content/loader";
import { answerFolderPicker, contentFiles, readRepository, seedRepository } from "./local-repository";

const isolated = (name: string) => `\u2068${name}\u2069`;

test("a one-word change to an English title changes that line of the English file and nothing else", async ({
  page,
}) => {
  // The article with a table in its body (the writer's report: tables were redrawn on the first save).
  const { content } = loadContent(process.cwd());
  const article = content.collections.insights.en.find((entry) => /^\|.*\|$/m.test(entry.body));
  expect(article, "an article with a table").toBeDefined();
  const title = article!.data.title;
  const edited = `${title} Today`;
  const twin = article!.file.replace(/\.en\.mdx$/, ".jp.mdx");

  // The repository as `npm run format:content` leaves it (what main holds once formatted).
  const original = contentFiles(process.cwd()).map(([file, base64]): [string, string] => {
    if (!isEditorFile(file)) return [file, base64];
    const canonical = canonicalForm(file, Buffer.from(base64, "base64").toString());
    return [file, canonical === undefined ? base64 : Buffer.from(canonical).toString("base64")];
  });
  await answerFolderPicker(page);
  await page.goto("/admin/");
  await seedRepository(page, original);
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: "Insights (articles)" }).click();
  await page.getByRole("row", { name: title }).click();
  const english = page.getByRole("group", { name: `Edit ${isolated("English")} Content`, exact: true });
  const titleBox = english
    .getByRole("group", { name: `“${isolated("Title")}” Field`, exact: true })
    .first()
    .getByRole("textbox")
    .first();
  await expect(titleBox).toHaveValue(title);
  await titleBox.fill(edited);
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
  expect(changedFiles()).toEqual([article!.file]);
  const oldLines = before.get(article!.file)!.split("\n");
  const newLines = saved.get(article!.file)!.toString().split("\n");
  expect(newLines.length).toBe(oldLines.length);
  const differing = newLines.filter((line, index) => line !== oldLines[index]);
  expect(differing).toHaveLength(1);
  expect(differing[0]).toContain(edited);
  expect(saved.get(twin)!.toString()).toBe(before.get(twin));
});
