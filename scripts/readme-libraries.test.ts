// README's "Libraries" table names exactly the packages package.json depends on: none missing, none extra.
import fs from "node:fs";
import { expect, it } from "vitest";

it("lists every dependency of package.json in README's Libraries table, and nothing else", () => {
  const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as Record<string, Record<string, string>>;
  const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].sort();
  const readme = fs.readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("\n## Libraries"));
  const table = section.split("\n").filter((line) => line.startsWith("| `"));
  const listed = table.flatMap((line) => [...line.split(" | ")[0]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
  expect(listed.length).toBeGreaterThan(0);
  expect([...listed].sort()).toEqual(declared);
});
