import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { collections } from "../content/schema";
import { checkContent } from "../pipeline/content/check";
import { readFrontmatterFields, splitFrontmatter } from "../pipeline/content/frontmatter";
import { loadContent } from "../pipeline/content/loader";
import { kinds, scaffold } from "./new";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "scaffold-"));
  fs.cpSync(path.resolve("content"), path.join(root, "content"), { recursive: true });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every string a writer must write (not file names, dates or choices). */
function writerTexts(value: unknown, key = ""): string[] {
  if (typeof value === "string")
    return ["src", "status", "icon", "start", "end", "date"].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => writerTexts(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => writerTexts(v, k));
  return [];
}

describe.each(Object.keys(kinds))("npm run new -- %s", (kind) => {
  it("creates an en/jp pair that only fails the content check for the TODOs and placeholder picture left in it", async () => {
    const { created } = scaffold(kind, "trial-item", root, new Date("2026-05-04T09:00:00Z"));
    const collection = kinds[kind]!;
    expect(created).toContain(`content/${collection}/trial-item.en.mdx`);
    expect(created).toContain(`content/${collection}/trial-item.jp.mdx`);
    for (const file of created) expect(fs.existsSync(path.join(root, file))).toBe(true);

    for (const locale of ["en", "jp"]) {
      const source = fs.readFileSync(
        path.join(root, `content/${collection}/trial-item.${locale}.mdx`),
        "utf8",
      );
      const { fields: data, body: content } = splitFrontmatter(source);
      // Valid against the schema, so the only thing between the writer and a build is writing.
      expect(collections[collection].schema.safeParse(data).error?.issues ?? []).toEqual([]);
      const texts = writerTexts(data);
      expect(texts.length).toBeGreaterThan(2);
      for (const text of texts) expect(text).toMatch(/^TODO: /);
      expect(content).toMatch(/TODO: /);
    }

    const problems = await checkContent(root, { loaded: loadContent(root), style: false });
    // Nothing else in the site is disturbed, and every problem in the new files is a TODO still to write.
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(problem.file).toMatch(new RegExp(`^content/${collection}/trial-item\\.(en|jp)\\.mdx$`));
      expect(problem.message).toMatch(/not written yet|still the placeholder picture from npm run new/);
    }
  });
});

it("gives the article today's date and the next free order to a project", () => {
  scaffold("article", "dated", root, new Date("2026-05-04T09:00:00Z"));
  const article = readFrontmatterFields(
    fs.readFileSync(path.join(root, "content/insights/dated.en.mdx"), "utf8"),
  );
  expect(article.date).toBe("2026-05-04");
  scaffold("project", "ordered", root);
  const orders = fs
    .readdirSync(path.join(root, "content/projects"))
    .filter((name) => name.endsWith(".en.mdx") && name !== "ordered.en.mdx")
    .map(
      (name) =>
        readFrontmatterFields(fs.readFileSync(path.join(root, "content/projects", name), "utf8"))
          .order as number,
    );
  const project = readFrontmatterFields(
    fs.readFileSync(path.join(root, "content/projects/ordered.jp.mdx"), "utf8"),
  );
  expect(project.order).toBe(Math.max(...orders) + 1);
});

describe("the command line", { timeout: 30_000 }, () => {
  const run = (...args: string[]) => {
    try {
      const stdout = execFileSync(
        path.resolve("node_modules/.bin/tsx"),
        ["scripts/new.ts", ...args, "--root", root],
        {
          encoding: "utf8",
          stdio: "pipe",
          // The next steps name the address `npm run dev` will use: PORT's, as vite.config.ts does.
          env: { ...process.env, PORT: "4000" },
        },
      );
      return { code: 0, stdout, stderr: "" };
    } catch (error) {
      const e = error as { status: number; stdout: string; stderr: string };
      return { code: e.status, stdout: e.stdout, stderr: e.stderr };
    }
  };
  const listing = () => fs.readdirSync(path.join(root, "content/insights")).sort();

  it("prints what it created and the next steps", () => {
    const result = run("article", "solar-parks-vietnam");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("content/insights/solar-parks-vietnam.en.mdx");
    expect(result.stdout).toContain("content/insights/solar-parks-vietnam.jp.mdx");
    expect(result.stdout).toContain("npm run dev");
    expect(result.stdout).toContain("http://localhost:4000/jp/insights/solar-parks-vietnam");
    expect(result.stdout).toContain("npm run check");
  });

  it("refuses a bad slug with one line, exit code 1, and writes nothing", () => {
    const before = listing();
    const result = run("article", "Solar_Parks");
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      '"Solar_Parks" is not a valid slug: use lowercase letters, digits and single hyphens, e.g. "solar-parks-vietnam"',
    );
    expect(listing()).toEqual(before);
  });

  it("refuses a slug that is taken and leaves the existing files alone", () => {
    // An article of the copy's content, whichever it holds.
    const taken = listing()
      .find((name) => name.endsWith(".en.mdx"))
      ?.replace(/\.en\.mdx$/, "");
    expect(taken, "content/insights/ has an article").toBeDefined();
    const twin = path.join(root, `content/insights/${taken}.jp.mdx`);
    const before = fs.readFileSync(twin, "utf8");
    const result = run("article", taken!);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `content/insights/${taken}.en.mdx already exists: "${taken}" is taken, so choose another slug or edit the existing files`,
    );
    expect(fs.readFileSync(twin, "utf8")).toBe(before);
  });
});

it.each([
  ["double--hyphen", /"double--hyphen" is not a valid slug/],
  ["preview", /^"preview" is reserved by the site: choose another slug$/],
  ["a".repeat(61), /is too long \(61 characters\): keep the slug to 60 characters or fewer$/],
])("refuses the slug %s and writes nothing", (slug, message) => {
  const before = fs.readdirSync(path.join(root, "content/insights"));
  expect(() => scaffold("article", slug, root)).toThrow(message);
  expect(fs.readdirSync(path.join(root, "content/insights"))).toEqual(before);
});

it("names the kinds it knows when given another", () => {
  expect(() => scaffold("page", "x", root)).toThrow(
    '"page" is not something I can create: use one of article, project, service, member',
  );
});
