// The one form of a content file (the editor's): a file in it passes, one out of it is named with its first line
// that differs and the command that fixes it, formatting changes no word and is stable, and every file the editor
// writes can be brought to it.
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { canonicalForm, checkCanonicalForm, formatCommand } from "./canonical-form";
import { listEditorFiles } from "./editor-files";

const inForm = `---
title: 'Saudi Giga-Projects: What Foreign Contractors Need'
excerpt: Saudi Arabia's giga-projects are reshaping one of the world's largest construction markets.
date: 2026-03-24
image:
  src: saudi.svg
  alt: A crane at dusk
tags:
  - Saudi Arabia
  - Vision 2030
investmentNotice: false
---

Few markets have attracted as much attention.

| Market | Share |
| --- | --- |
| Riyadh | 12% |
`;
const outOfForm = `---
title: "Saudi Giga-Projects: What Foreign Contractors Need"
excerpt: "Saudi Arabia's giga-projects are reshaping one of the world's largest construction markets."
date: 2026-03-24
image:
  src: saudi.svg
  alt: "A crane at dusk"
tags:
- Saudi Arabia
- Vision 2030
---
Few markets have attracted as much attention.

|Market|Share|
|---|---|
|Riyadh   |  12%|


`;
const file = "content/insights/saudi.en.mdx";
const frontmatter = (text: string) => parse(text.split("---\n")[1]!) as Record<string, unknown>;
/** The values, with a switch the editor writes out as `false` read as the absent switch it stands for. */
const values = (text: string) =>
  Object.fromEntries(Object.entries(frontmatter(text)).filter(([, value]) => value !== false));
/** The body's words, whatever its tables' padding. */
const words = (text: string) =>
  text
    .split(/\n---\n/)
    .slice(1)
    .join("\n---\n")
    .replace(/[\s|]+/g, " ")
    .replace(/ -+ /g, " - ")
    .trim();

describe("the editor's form of a content file", () => {
  it("passes a file in it and names a file out of it, at its first line that differs, with the fix", () => {
    expect(checkCanonicalForm([[file, inForm]])).toEqual([]);
    expect(checkCanonicalForm([[file, outOfForm]])).toEqual([
      { file, line: 2, message: expect.stringContaining(`${formatCommand} -- ${file}`) },
    ]);
  });

  it("changes the layout, never a value or a word, and formatting twice changes nothing", () => {
    const once = canonicalForm(file, outOfForm)!;
    expect(once).toBe(inForm);
    expect(canonicalForm(file, once)).toBe(once);
    expect(values(once)).toEqual(values(outOfForm));
    expect(words(once)).toBe(words(outOfForm));
  });

  it("orders the fields as the editor's form does, the translation check last, and writes every switch", () => {
    const team = "content/team/someone.jp.mdx";
    const source = "---\ntranslationChecked: 2026-11-30\nname: A\norder: 3\n---\n\nBio.\n";
    expect(canonicalForm(team, source)).toBe(
      "---\norder: 3\nname: A\npending: false\ntranslationChecked: 2026-11-30\n---\n\nBio.\n",
    );
  });

  it("redraws a table's rows and rule as the editor does, leaving code blocks and other lines alone", () => {
    const body = [
      "Text with a | pipe.",
      "",
      "|A|`x|y`|B \\| C|",
      "|:--|--:|---|",
      "|1|2|3|",
      "",
      "```",
      "|not|a|",
      "|---|---|",
      "```",
    ].join("\n");
    const once = canonicalForm("content/insights/t.en.mdx", `---\ntitle: T\n---\n\n${body}\n`)!;
    expect(once.split("\n---\n")[1]).toBe(
      [
        "",
        "Text with a | pipe.",
        "",
        "| A | `x|y` | B \\| C |",
        "| :--- | ---: | --- |",
        "| 1 | 2 | 3 |",
        "",
        "```",
        "|not|a|",
        "|---|---|",
        "```",
        "",
      ].join("\n"),
    );
  });

  it("ends the frontmatter only at a line of its own: a value ending in dashes stays a value", () => {
    const source = "---\ntitle: A title ending in dashes---\ndate: 2026-01-01\n---\n\nBody.\n";
    const once = canonicalForm(file, source)!;
    expect(parse(once.slice(4, once.indexOf("\n---\n")))).toEqual({
      title: "A title ending in dashes---",
      date: "2026-01-01",
      investmentNotice: false,
    });
    expect(once.endsWith("---\n\nBody.\n")).toBe(true);
  });

  it("writes the interface text as the editor does, two-space JSON ending in a newline", () => {
    const ui = "content/ui/en.json";
    expect(canonicalForm(ui, '{"nav.home": "Home",\n  "nav.about":"About"}')).toBe(
      '{\n  "nav.home": "Home",\n  "nav.about": "About"\n}\n',
    );
    expect(checkCanonicalForm([[ui, "{ not json"]])).toEqual([]);
  });

  it("writes a data file without a byte-order mark, and leaves naming the mark to the data-file rule", () => {
    const ui = "content/ui/en.json";
    const inItsForm = '{\n  "nav.home": "Home"\n}\n';
    expect(canonicalForm(ui, `\uFEFF${inItsForm}`)).toBe(inItsForm);
    expect(checkCanonicalForm([[ui, `\uFEFF${inItsForm}`]])).toEqual([]);
    expect(checkCanonicalForm([[ui, `\uFEFF{"nav.home": "Home"}`]])).toEqual([
      expect.objectContaining({ file: ui, line: 1, message: expect.stringMatching(/^is not laid out/) }),
    ]);
  });

  it("brings every file the editor writes to a form that is stable and keeps its values", () => {
    const root = process.cwd();
    const files = listEditorFiles(root);
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const source = fs.readFileSync(path.join(root, name), "utf8");
      const once = canonicalForm(name, source);
      expect(once, name).toBeDefined();
      expect(canonicalForm(name, once!), name).toBe(once);
      if (name.endsWith(".mdx")) {
        expect(values(once!), name).toEqual(values(source));
        expect(words(once!), name).toBe(words(source));
      } else expect(JSON.parse(once!), name).toEqual(JSON.parse(source));
    }
  });
});
