// Where a test names an item of content/ by its slug: such a test fails when a writer removes or renames the page,
// which a writer cannot fix (issue 52). Tests find the items they need in the content they load instead.
import fs from "node:fs";
import path from "node:path";
import { collections, type CollectionName } from "../../content/schema";
import { listFiles } from "../../pipeline/git";

export type SlugMention = { file: string; line: number; slug: string };

/**
 * The slug of every collection item in content/ (each is a page a writer may remove or rename). One-off pages
 * (content/pages/) are left out: their addresses are routes of the code, and a writer cannot remove them.
 */
export function listItemSlugs(root = process.cwd()): string[] {
  const slugs = (Object.keys(collections) as CollectionName[]).flatMap((name) => {
    const folder = path.join(root, "content", name);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((file) => /\.(en|jp)\.mdx$/.test(file))
      .map((file) => file.replace(/\.(en|jp)\.mdx$/, ""));
  });
  return [...new Set(slugs)].sort();
}

/** Every test file of the repository: all of tests/ (specs, helpers, fixtures) and every *.test / *.spec file. */
export function listTestFiles(root = process.cwd()): string[] {
  return listFiles(root, { untracked: true })
    .filter((file) => file.startsWith("tests/") || /\.(test|spec)\.tsx?$/.test(file))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** Each line of `files` that names one of `slugs` as a whole (not as part of a longer slug or word). */
export function findSlugMentions(
  root = process.cwd(),
  files = listTestFiles(root),
  slugs = listItemSlugs(root),
): SlugMention[] {
  if (!slugs.length) return [];
  const pattern = new RegExp(`(?<![a-z0-9-])(${slugs.join("|")})(?![a-z0-9-])`, "g");
  const mentions: SlugMention[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), "utf8");
    // Images and other binary fixtures hold no slug a reader could change.
    if (text.includes("\0")) continue;
    text.split("\n").forEach((content, index) => {
      for (const [, slug] of content.matchAll(pattern)) mentions.push({ file, line: index + 1, slug: slug! });
    });
  }
  return mentions;
}
