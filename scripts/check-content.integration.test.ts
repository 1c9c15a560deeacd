// `npm run check -- <files>`: the style and glossary check reads the files named and their twins only, while
// every whole-site rule still runs, so a link from a file not named into the changed page is still reported.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject } from "./lib/project-copy";
import { styleFilesOf } from "../pipeline/content/check-files";
import { loadContent } from "../pipeline/content/loader";
import { routes } from "../lib/routes";
import { itemWith } from "../tests/content-items";

// Two articles of today's content: the one the writer changed, and another that links to it.
const { content } = loadContent();
const changedItem = itemWith(content, "insights", "en", "article");
const otherItem = itemWith(content, "insights", "en", "second article", (item) => item !== changedItem);
const pairOf = (file: string) => file.replace(/\.en\.mdx$/, "");
const changed = pairOf(changedItem.file);
const other = pairOf(otherItem.file);
const missingAnchor = `${routes.item("insights", changedItem.slug)}#no-such-heading`;
let root = "";

const run = (...args: string[]) => {
  const result = spawnSync(
    path.resolve("node_modules/.bin/tsx"),
    [path.join(root, "scripts/check-content.ts"), ...args],
    { cwd: root, encoding: "utf8" },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
};

describe("npm run check -- <files>", { timeout: 240_000 }, () => {
  beforeAll(() => {
    root = copyProject("check-files-");
    const append = (file: string, text: string) => fs.appendFileSync(path.join(root, file), `\n${text}\n`);
    // A glossary mistake in the file named, and the same mistake in a file not named.
    append(`${changed}.en.mdx`, "We support every organization we advise.");
    append(`${other}.en.mdx`, "We support every organization we advise.");
    // A file not named links to a heading the changed page does not have, in both languages.
    append(`${other}.en.mdx`, `See [the article](${missingAnchor}).`);
    append(`${other}.jp.mdx`, `[こちらの記事](${missingAnchor})もご覧ください。`);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("reads the named file and its twin in full, and still applies the whole-site rules", () => {
    const { code, output } = run("--", `${changed}.jp.mdx`);
    expect(code).toBe(1);
    expect(output).toMatch(new RegExp(`${changed}\\.en\\.mdx:\\d+: Glossary: write "organisation"`));
    expect(output).toMatch(
      new RegExp(`${other}\\.en\\.mdx:\\d+: the link ${missingAnchor} points to an anchor`),
    );
    expect(output).toMatch(new RegExp(`${other}\\.jp\\.mdx:\\d+: the link`));
    // The style of files not named is left to the full check.
    expect(output).not.toMatch(new RegExp(`${other}\\.en\\.mdx:\\d+: Glossary`));
    expect(output).toContain(`then run \`npm run check -- ${changed}.jp.mdx\` again`);
  });

  it("answers a pair checked again from the style cache, and reads an edited glossary again", () => {
    const first = run("--", `${changed}.en.mdx`);
    expect(first.output).toMatch(new RegExp(`${changed}\\.en\\.mdx:\\d+: Glossary: write "organisation"`));
    // Nothing changed: the same findings (from .tmp/style-cache), opening with the first run's time here.
    const second = run("--", `${changed}.en.mdx`);
    const [opening, ...rest] = second.output.split("\n");
    expect(opening).toMatch(/\(last time on this computer: \d+ (s|min)\)…$/);
    expect({ ...second, output: rest.join("\n") }).toEqual({
      ...first,
      output: first.output.split("\n").slice(1).join("\n"),
    });
    // A glossary rule added since: the text is linted again and the new rule found.
    fs.appendFileSync(
      path.join(root, "content/glossary/en.yml"),
      "  - expected: assist every organisation\n    pattern: support every organization\n",
    );
    const again = run("--", `${changed}.en.mdx`);
    expect(again.output).toMatch(
      new RegExp(
        `${changed}\\.en\\.mdx:\\d+: Glossary: write "assist every organisation", not "support every organization"`,
      ),
    );
  });

  it("refuses a file outside content/ with one line", () => {
    const { code, output } = run("lib/locale.ts");
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      "lib/locale.ts: is not a content file; the check takes files in content/, such as content/insights/my-article.en.mdx",
    );
  });
});

describe("the files a check reads in full", () => {
  it("are the files named, their twins, and the files of a folder named", () => {
    const { files, unknown } = styleFilesOf(process.cwd(), [
      `${changed}.en.mdx`,
      "./content/ui/jp.json",
      "content/team",
      "README.md",
    ]);
    expect(files).toContain(`${changed}.jp.mdx`);
    expect(files).toContain("content/ui/en.json");
    expect([...files].filter((file) => file.startsWith("content/team/")).length).toBeGreaterThan(2);
    expect(unknown).toEqual(["README.md"]);
  });
});
