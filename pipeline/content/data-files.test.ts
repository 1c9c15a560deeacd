// The interface text's checked file (content/ui/translation-checked.json) is held to its schema like every data
// file: a key the interface text lacks, or a date not written YYYY-MM-DD, is a problem with its line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { loadDataFile } from "./data-files";
import type { Problem } from "./problems";
import { uiTranslationChecked, uiTranslationCheckedFile } from "../../content/ui.schema";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "data-files-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const load = (text: string) => {
  fs.mkdirSync(path.join(root, "content/ui"), { recursive: true });
  fs.writeFileSync(path.join(root, uiTranslationCheckedFile), text);
  const problems: Problem[] = [];
  const loaded = loadDataFile(root, uiTranslationCheckedFile, uiTranslationChecked, problems);
  return { loaded, problems };
};

it("reads a date for a key of the interface text", () => {
  const { loaded, problems } = load('{\n  "nav.about": "2026-04-02"\n}\n');
  expect(problems).toEqual([]);
  expect(loaded?.data).toEqual({ "nav.about": "2026-04-02" });
});

it("names the line of a key the interface text lacks and of a date written otherwise", () => {
  const { problems } = load(
    '{\n  "nav.about": "2026-04-02",\n  "nav.aboot": "2026-04-02",\n  "nav.home": "4/2/2026"\n}\n',
  );
  expect(problems.map(({ line, field, message }) => ({ line, field, message }))).toEqual(
    expect.arrayContaining([
      { line: 3, field: "nav.aboot", message: expect.stringMatching(/not a known field/) },
      { line: 4, field: "nav.home", message: expect.stringMatching(/YYYY-MM-DD/) },
    ]),
  );
  expect(problems).toHaveLength(2);
});
