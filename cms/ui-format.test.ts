import fs from "node:fs";
import { expect, test } from "vitest";
import { keyInEditor, uiFromFile, uiToFile } from "./ui-format.ts";

test("the interface text goes through the editor's format byte for byte, dotted keys and all", () => {
  for (const file of ["content/ui/en.json", "content/ui/jp.json"]) {
    const text = fs.readFileSync(file, "utf8");
    const inEditor = uiFromFile(text);
    // No key the editor would read as a path into nested objects.
    for (const key of Object.keys(inEditor)) expect(key).not.toContain(".");
    expect(uiToFile(inEditor)).toBe(text);
  }
});

test("a key that is also the start of another survives a change of text", () => {
  const text = `${JSON.stringify({ "nav.about": "About", "nav.about.team": "Team" }, null, 2)}\n`;
  const inEditor = uiFromFile(text);
  inEditor[keyInEditor("nav.about")] = "About us";
  expect(JSON.parse(uiToFile(inEditor))).toEqual({ "nav.about": "About us", "nav.about.team": "Team" });
});
