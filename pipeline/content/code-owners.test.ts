// .github/CODEOWNERS keeps the code under content/ with engineering and leaves the writers' data to the writers.
// GitHub gives a path the owners of the last rule that matches it; this reads the file the same way, for the forms
// of rule it uses (`*`, a folder `/content/`, a file `/content/schema.ts`), and fails on any other form.
import fs from "node:fs";
import { expect, it } from "vitest";
import { listContentFiles, schemaFiles } from "./content-files";

const engineering = "@kizuna-bridge/web-engineering";
// Data under content/ that engineers review: where inquiries go, and the wording compliance stops.
const engineersData = ["content/settings.json", "content/glossary/compliance.yml"];

const rules = fs
  .readFileSync(".github/CODEOWNERS", "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith("#"))
  .map((line) => {
    const [pattern, ...owners] = line.split(/\s+/);
    return { pattern: pattern!, owners };
  });

function matches(pattern: string, file: string): boolean {
  if (pattern === "*") return true;
  if (!pattern.startsWith("/") || /[*?[\]!\\]/.test(pattern))
    throw new Error(`${pattern}: a form of rule this test does not read; teach it the form`);
  const folder = pattern.endsWith("/") ? pattern : `${pattern}/`;
  return `/${file}` === pattern || `/${file}`.startsWith(folder);
}

const ownersOf = (file: string) =>
  rules.reduce<string[]>((owners, rule) => (matches(rule.pattern, file) ? rule.owners : owners), []);

it("gives every code file under content/ (the writers' contract) to engineering", () => {
  const code = new Set([
    ...schemaFiles,
    ...listContentFiles(process.cwd()).files.filter((file) => /\.[cm]?[jt]sx?$/.test(file)),
  ]);
  expect(code.size).toBeGreaterThan(0);
  expect([...code].map((file) => [file, ownersOf(file)])).toEqual(
    [...code].map((file) => [file, [engineering]]),
  );
});

it("leaves the writers' files to the writers, and the settings and compliance wording to engineering", () => {
  const data = listContentFiles(process.cwd()).files.filter((file) => !schemaFiles.includes(file));
  expect(data.length).toBeGreaterThan(0);
  expect(data.map((file) => [file, ownersOf(file)])).toEqual(
    data.map((file) => [file, engineersData.includes(file) ? [engineering] : []]),
  );
});

it("reads the rules as GitHub does: the last match wins", () => {
  expect(ownersOf("README.md")).toEqual([engineering]);
  expect(ownersOf("content/insights/any.en.mdx")).toEqual([]);
  expect(ownersOf("content/ui.schema.ts")).toEqual([engineering]);
  expect(ownersOf("content/ui.schema.ts.bak")).toEqual([]);
});
