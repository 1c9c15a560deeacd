import fs from "node:fs";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { checkContent } from "../../renderer/content/check";
import { checkFiles } from "../../renderer/content/file-checks";
import { createCheckPool, type CheckPool } from "./check-pool";

let pool: CheckPool | undefined;
afterEach(() => pool?.close());

const read = (file: string, root = ".") => ({ file, source: fs.readFileSync(path.join(root, file), "utf8") });
const byFile = <T extends { file: string }>(list: T[]) =>
  [...list].sort((a, b) => a.file.localeCompare(b.file));

it("checks files in worker threads exactly as in this thread", { timeout: 120_000 }, async () => {
  const files = [
    read("content/insights/style.jp.mdx", "tests/fixtures/textlint"),
    ...fs
      .readdirSync("content/insights")
      .slice(0, 5)
      .map((name) => read(`content/insights/${name}`)),
  ];
  pool = createCheckPool(2, { minFiles: 0, batchSize: 1 });
  const inWorkers = await pool.check(files, { style: true });
  const here = await checkFiles(files, { style: true });
  expect(byFile(inWorkers)).toEqual(byFile(here));
  // The fixture's style findings came back from a worker.
  expect(inWorkers.find((check) => check.file.endsWith("style.jp.mdx"))!.style.length).toBeGreaterThan(0);
});

it("checks a small site in this thread, without starting workers", async () => {
  pool = createCheckPool(2);
  const files = [read("content/insights/style.jp.mdx", "tests/fixtures/textlint")];
  const checks = await pool.check(files, { style: false });
  expect(checks.map((check) => [check.file, check.style])).toEqual([["content/insights/style.jp.mdx", []]]);
});

it(
  "leaves the Japanese style check out when asked, as the production build does",
  { timeout: 120_000 },
  async () => {
    const root = fs.mkdtempSync(path.join(fs.realpathSync("/tmp"), "style-"));
    try {
      fs.cpSync("content", path.join(root, "content"), { recursive: true });
      fs.cpSync("tests/fixtures/textlint", root, { recursive: true });
      const style = (problems: { message: string }[]) =>
        problems.filter((problem) => problem.message.startsWith("Japanese style"));
      expect(style(await checkContent(root))).toHaveLength(4);
      expect(style(await checkContent(root, { style: false }))).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  },
);
