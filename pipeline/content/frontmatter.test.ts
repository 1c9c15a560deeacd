// The one reading of a frontmatter outside the loader: YAML alone, whatever the file's first line names.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { readFrontmatterFields, splitFrontmatter } from "./frontmatter";

const marker = path.join(os.tmpdir(), `frontmatter-ran-${process.pid}`);
afterEach(() => fs.rmSync(marker, { force: true }));

it("reads a YAML frontmatter and its body, on any line ends", () => {
  expect(splitFrontmatter("\uFEFF---\r\ntitle: Ports\r\ntags: [a, b]\r\n---\r\n\r\nBody.\r\n")).toEqual({
    fields: { title: "Ports", tags: ["a", "b"] },
    body: "\nBody.\n",
  });
});

it("probe B01: never runs a frontmatter that names a language or a tag that makes code", () => {
  const run = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`;
  for (const source of [
    `---js\n{ title: ${run} }\n---\nBody.\n`,
    `---javascript\n{ title: ${run} }\n---\nBody.\n`,
    `--- js\n{ title: ${run} }\n---\nBody.\n`,
    `---\ntitle: !!js/function "function () { ${run} }"\n---\nBody.\n`,
  ]) {
    const fields = readFrontmatterFields(source);
    expect(typeof fields.title === "function", source).toBe(false);
    expect(fs.existsSync(marker), source).toBe(false);
  }
  expect(readFrontmatterFields(`---js\n{ title: ${run} }\n---\nBody.\n`)).toEqual({});
});

it("gives no fields for a block that is not a YAML map, and never throws", () => {
  for (const source of [
    "no frontmatter",
    "---\ntitle: [unclosed\n---\n",
    "---\n- a list\n---\n",
    "---\ntitle: x\n",
  ])
    expect(readFrontmatterFields(source)).toEqual({});
});
