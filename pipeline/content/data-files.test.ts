// The interface text's checked file (content/ui/translation-checked.json) is held to its schema like every data
// file: a key the interface text lacks, or a date not written YYYY-MM-DD, is a problem with its line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { loadDataFile } from "./data-files";
import type { Problem } from "./problems";
import { catalogue, uiTranslationChecked, uiTranslationCheckedFile } from "../../content/ui.schema";
import { keptNames, siteFacts, siteSettings } from "../../content/schema";
import { keptNamesFile } from "./content-files";

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

// The site imports these files as they are (lib/site.ts, lib/i18n.ts), where JSON has no byte-order mark: one saved
// as "UTF-8 with BOM" passed the check and stopped the build 43 times over, naming no file (eleventh probe, G3).
it.each([
  ["content/site.json", siteFacts, "Run `npm run format:content -- content/site.json` to remove it, or save"],
  ["content/settings.json", siteSettings, "Save"],
  [
    "content/ui/en.json",
    catalogue,
    "Run `npm run format:content -- content/ui/en.json` to remove it, or save",
  ],
  [
    "content/ui/jp.json",
    catalogue,
    "Run `npm run format:content -- content/ui/jp.json` to remove it, or save",
  ],
])("names a byte-order mark at the start of %s at line 1, and reads the rest of it", (rel, schema, fix) => {
  const text = fs.readFileSync(rel, "utf8");
  fs.mkdirSync(path.join(root, path.dirname(rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), `\uFEFF${text}`);
  const problems: Problem[] = [];
  const loaded = loadDataFile(root, rel, schema, problems);
  expect(problems).toEqual([
    {
      file: rel,
      line: 1,
      message: `starts with an invisible byte-order mark (U+FEFF), which some editors (Windows Notepad) write when saving as "UTF-8 with BOM": the site reads this file as JSON, which has no such mark, and the build would stop on it. ${fix} the file as "UTF-8" without BOM`,
    },
  ]);
  expect(loaded?.data).toEqual(JSON.parse(text));
});

it("probe C01/C02: names an interface text that loses a placeholder or holds one the site never fills", () => {
  for (const locale of ["en", "jp"]) {
    const rel = `content/ui/${locale}.json`;
    const strings = JSON.parse(fs.readFileSync(rel, "utf8")) as Record<string, string>;
    // The real files hold exactly their placeholders.
    const clean: Problem[] = [];
    fs.mkdirSync(path.join(root, "content/ui"), { recursive: true });
    fs.writeFileSync(path.join(root, rel), `${JSON.stringify(strings, null, 2)}\n`);
    loadDataFile(root, rel, catalogue, clean);
    expect(clean).toEqual([]);
    strings["contact.mailBody"] = strings["contact.mailBody"]!.replace("{message}", "");
    strings["contact.messageLimit"] = strings["contact.messageLimit"]!.replace("{max}", "{maxx}");
    strings["nav.home"] = `${strings["nav.home"]} {company}`;
    strings["search.none"] = `${strings["search.none"]} {query`;
    const text = `${JSON.stringify(strings, null, 2)}\n`;
    fs.writeFileSync(path.join(root, rel), text);
    const problems: Problem[] = [];
    loadDataFile(root, rel, catalogue, problems);
    const lineOf = (key: string) => text.split("\n").findIndex((line) => line.startsWith(`  "${key}":`)) + 1;
    expect(problems.map(({ file, line, field, message }) => ({ file, line, field, message }))).toEqual([
      {
        file: rel,
        line: lineOf("nav.home"),
        field: "nav.home",
        message:
          'has {company}, which is no placeholder of this text, so the page would show "{company}" as written: this text has no placeholders: write the words themselves',
      },
      {
        file: rel,
        line: lineOf("contact.messageLimit"),
        field: "contact.messageLimit",
        message:
          'has {maxx}, which is no placeholder of this text, so the page would show "{maxx}" as written: this text\'s placeholders are {max}',
      },
      {
        file: rel,
        line: lineOf("contact.messageLimit"),
        field: "contact.messageLimit",
        message:
          'has lost its placeholder {max}, which the site fills in: write "{max}" back where the text should show it (this text\'s placeholders are {max})',
      },
      {
        file: rel,
        line: lineOf("contact.mailBody"),
        field: "contact.mailBody",
        message:
          'has lost its placeholder {message}, which the site fills in: write "{message}" back where the text should show it (this text\'s placeholders are {message}, {name}, {email}, {inquiry})',
      },
      {
        file: rel,
        line: lineOf("search.none"),
        field: "search.none",
        message:
          'has a "{" or "}" that is not part of a placeholder, which the page would show as written: remove it, or write the placeholder whole, such as {name} (this text\'s placeholders are {query})',
      },
    ]);
  }
});

// The places the Japanese copy writes in katakana (stop 75): each one katakana word, listed once; the line of each
// mistake is named, as in every data file.
it("reads the listed places, and names the line of a place that is not one katakana word or is listed twice", () => {
  fs.mkdirSync(path.join(root, "content"), { recursive: true });
  const loadNames = (text: string) => {
    fs.writeFileSync(path.join(root, keptNamesFile), text);
    const problems: Problem[] = [];
    return { loaded: loadDataFile(root, keptNamesFile, keptNames, problems), problems };
  };
  // hanoi, danan
  const good = loadNames('{\n  "places": ["\u30cf\u30ce\u30a4", "\u30c0\u30ca\u30f3"]\n}\n');
  expect(good.problems).toEqual([]);
  expect(good.loaded?.data.places).toHaveLength(2);
  // baria-buntau (two words joined by a dot), Hanoi in Latin letters, and danan twice.
  const bad = loadNames(
    '{\n  "places": [\n    "\u30d0\u30ea\u30a2\u30fb\u30d6\u30f3\u30bf\u30a6",\n    "Hanoi",\n    "\u30c0\u30ca\u30f3",\n    "\u30c0\u30ca\u30f3"\n  ]\n}\n',
  );
  expect(bad.problems.map(({ line, message }) => ({ line, message }))).toEqual([
    { line: 3, message: expect.stringMatching(/one word in katakana/) },
    { line: 4, message: expect.stringMatching(/one word in katakana/) },
    { line: 6, message: expect.stringMatching(/twice/) },
  ]);
  // The real list holds to its schema.
  const real = loadNames(fs.readFileSync(keptNamesFile, "utf8"));
  expect(real.problems).toEqual([]);
});
