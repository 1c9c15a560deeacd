// A unit test runs in this process on small inputs (docs/architecture.md, "Tests"): one that starts git, another
// process, a worker thread, a server or a browser belongs to the integration tier, so `npm run test:unit` stays quick.
import fs from "node:fs";
import { expect, it } from "vitest";

// What starts another process or thread, imported or called by a test itself (git through pipeline/git.ts, the
// one module that runs it, or the writers' commits of scripts/lib/writer-git.ts).
const heavy =
  /from "node:(?:child_process|worker_threads)"|from "(?:piscina|@playwright\/test|playwright-core|puppeteer-core)"|from "[^"]*\/(?:git|writer-git)(?:\.ts)?"|\bcopyProject\(|\bcreateServer\(/;

it("keeps git, processes, threads, servers and browsers out of the unit tests", () => {
  const folders = ["browser", "cms", "components", "content", "lib", "pages", "pipeline", "scripts"];
  const unitTests = folders
    .flatMap((folder) =>
      fs.readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes(".integration."));
  const heavyTests = unitTests.filter((file) => heavy.test(fs.readFileSync(file, "utf8")));
  expect(heavyTests).toEqual([]);
});
