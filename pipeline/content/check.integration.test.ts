import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkContent } from "./check";
import { formatProblemLine } from "./loader";
import { partitionDrafts } from "./problems";

// Each bad fixture in tests/fixtures/<name>/ is laid over a copy of the real site, as a writer's
// change would be; the test then reads exactly what `npm run check` would print.
const roots: string[] = [];
function siteWith(fixture: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  roots.push(root);
  fs.cpSync("content", path.join(root, "content"), { recursive: true });
  fs.cpSync(path.join("tests/fixtures", fixture), root, { recursive: true });
  return root;
}
const problemLines = async (root: string) => (await checkContent(root)).map(formatProblemLine);
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

// textlint loads a Japanese dictionary; on a busy machine the first check takes a while.
const slow = 240_000;

describe("checkContent", () => {
  it("accepts the real content and code of the site", { timeout: slow }, async () => {
    expect(await problemLines(process.cwd())).toEqual([]);
  });

  it("rejects code in an MDX body, tag by tag", { timeout: slow }, async () => {
    const file = "content/insights/code-in-body.en.mdx";
    expect(await problemLines(siteWith("mdx-code"))).toEqual([
      `${file}:11: import and export are code, not content: remove this line`,
      `${file}:13: import and export are code, not content: remove this line`,
      `${file}:15: text in curly braces {…} is code, not content: remove it, or write "\\{" to show a brace`,
      `${file}:17: <script> is not allowed in content: remove it`,
      `${file}:19: <iframe> is not allowed in content: remove it`,
      `${file}:21: <style> is not allowed in content: remove it`,
      `${file}:23: <Chart> is not a component the site provides: use one of <Callout>, <Stat>, <Figure>`,
      `${file}:25: the HTML tag <div> is not allowed: use Markdown, or one of <br>, <sup>, <sub>, <abbr>, <kbd>, <small>`,
      `${file}:27: onClick= on <Callout> runs code, which content may not do: remove it`,
      `${file}:29: value={…} on <Stat> is code, not content: write the value in quotes, value="…"`,
      `${file}:33: the image code-in-body.svg needs alt text: describe it for people who cannot see it`,
      `${file}:35: <> … </> is code, not content: remove it`,
    ]);
  });

  it("explains an MDX syntax error with its line, not a stack trace", { timeout: slow }, async () => {
    expect(await problemLines(siteWith("mdx-syntax"))).toEqual([
      'content/insights/syntax-error.en.mdx:13: the text cannot be read here: a "<" must start a tag, such as <sup>. To show a "<" or "{" as text, write "\\<" or "\\{"',
    ]);
  });

  it("checks every link, anchor and body image", { timeout: slow }, async () => {
    const en = "content/insights/broken-links.en.mdx";
    const jp = "content/insights/broken-links.jp.mdx";
    expect(await problemLines(siteWith("links"))).toEqual([
      `${en}:15: the link /services/underwater-basket-weaving points to a page that does not exist in English`,
      `${en}:16: the link /jp/about must be written without /jp: the site adds it on Japanese pages`,
      `${en}:17: the link http://example.com must use https:// (write https:// instead of http://)`,
      `${en}:18: the link /about#history points to an anchor "#history" that the page /about does not have`,
      `${en}:18: links to /about, but ${jp} does not: both languages must link to the same pages`,
      `${en}:19: the link #history points to a heading this page does not have: check the heading's anchor`,
      `${en}:20: the link services must be a site path starting with / (such as /services) or a full https:// address`,
      `${en}:21: links to /, but ${jp} does not: both languages must link to the same pages`,
      `${en}:23: the image broken-links.svg needs alt text: describe it for people who cannot see it`,
      `${en}:25: the image "missing-chart.svg" does not exist: put it next to this file (in content/insights/) or fix the name`,
      `${en}:27: the image https://example.com/chart.png must be a file next to this one (in content/insights/), written as its file name`,
      `${en}:29: the image "animated-chart.gif" cannot be used: save it as SVG, PNG, JPEG or WebP (.svg, .png, .jpg or .webp)`,
      // The Japanese heading has a Japanese id (#市場の概要, accepted); the English id does not exist there.
      `${jp}:15: the link #market-overview points to a heading this page does not have: check the heading's anchor`,
      `${jp}:17: the image "animated-chart.gif" cannot be used: save it as SVG, PNG, JPEG or WebP (.svg, .png, .jpg or .webp)`,
    ]);
  });

  it("checks the link fields of the frontmatter", { timeout: slow }, async () => {
    const root = siteWith("links");
    const file = path.join(root, "content/pages/about.jp.mdx");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(file, text.replace("link: /about/our-team", "link: /about/our-teams"));
    const line = text.split("\n").findIndex((l) => l.includes("link: /about/our-team")) + 1;
    expect(await problemLines(root)).toContain(
      `content/pages/about.jp.mdx:${line} cards.2.link: the link /about/our-teams points to a page that does not exist in Japanese: did you mean /about/our-team?`,
    );
  });

  it(
    "requires both languages to link to the same pages and show the same images",
    { timeout: slow },
    async () => {
      expect(await problemLines(siteWith("twins"))).toEqual([
        "content/insights/twin-mismatch.en.mdx:11: links to /about, but content/insights/twin-mismatch.jp.mdx does not: both languages must link to the same pages",
        "content/insights/twin-mismatch.en.mdx:13: shows the image twin-mismatch-plan.svg, but content/insights/twin-mismatch.jp.mdx does not: both languages must show the same images",
        "content/insights/twin-mismatch.jp.mdx:11: links to /projects, but content/insights/twin-mismatch.en.mdx does not: both languages must link to the same pages",
      ]);
    },
  );

  it("reports a broken link once, in the file that has it, not as a difference in its twin", async () => {
    const root = siteWith("todo");
    fs.rmSync(path.join(root, "content/insights/new-article.en.mdx"));
    fs.rmSync(path.join(root, "content/insights/new-article.jp.mdx"));
    const slug = fs
      .readdirSync(path.join(root, "content/insights"))
      .find((name) => name.endsWith(".en.mdx"))!
      .replace(/\.en\.mdx$/, "");
    const file = (locale: string) => path.join(root, `content/insights/${slug}.${locale}.mdx`);
    fs.appendFileSync(file("en"), "\nRead more about [our services](/servces).\n");
    fs.appendFileSync(file("jp"), "\n詳しくは[サービス](/services)をご覧ください。\n");
    const line = fs.readFileSync(file("en"), "utf8").trimEnd().split("\n").length;
    expect((await checkContent(root, { style: false })).map(formatProblemLine)).toEqual([
      `content/insights/${slug}.en.mdx:${line}: the link /servces points to a page that does not exist in English: did you mean /services?`,
    ]);
  });

  it("reports TODO text as not written yet, field by field", { timeout: slow }, async () => {
    const lines = (locale: string) => [
      `content/insights/new-article.${locale}.mdx:2 title: is not written yet: replace the TODO text`,
      `content/insights/new-article.${locale}.mdx:3 excerpt: is not written yet: replace the TODO text`,
      `content/insights/new-article.${locale}.mdx:7 image.alt: is not written yet: replace the TODO text`,
      `content/insights/new-article.${locale}.mdx:11: is not written yet: replace the TODO text`,
    ];
    expect(await problemLines(siteWith("todo"))).toEqual([...lines("en"), ...lines("jp")]);
  });

  it("finds Japanese text in code but not in tests", { timeout: slow }, async () => {
    expect(await problemLines(siteWith("japanese-in-code"))).toEqual([
      "components/Greeting.tsx:3: contains Japanese text: copy lives in content/ (interface text in content/ui/jp.json), never in code",
    ]);
  });

  it(
    "refuses code and unknown file types under content/, but not the schema",
    { timeout: slow },
    async () => {
      const root = siteWith("twins");
      fs.writeFileSync(path.join(root, "content/ui/extra.ts"), "export const x = process.env.HOME;\n");
      fs.writeFileSync(path.join(root, "content/insights/notes.js"), "console.log(1);\n");
      const lines = await problemLines(root);
      expect(lines.filter((line) => line.includes("cannot be in content/"))).toEqual([
        "content/insights/notes.js: cannot be in content/: it holds only MDX (.mdx), data (.json, .yml), images (.svg, .png, .jpg, .webp) and videos (.mp4, .webm). Remove the file or ask a developer",
        "content/ui/extra.ts: cannot be in content/: it holds only MDX (.mdx), data (.json, .yml), images (.svg, .png, .jpg, .webp) and videos (.mp4, .webm). Remove the file or ask a developer",
      ]);
    },
  );

  it(
    "names every file the site would not read: data files it has no use for, a page's .MDX",
    { timeout: slow },
    async () => {
      const root = siteWith("twins");
      const [page] = fs.readdirSync(path.join(root, "content/insights")).filter((f) => f.endsWith(".en.mdx"));
      fs.writeFileSync(path.join(root, "content/ui/fr.json"), "{}\n");
      fs.writeFileSync(path.join(root, "content/insights/notes.yml"), "a: 1\n");
      fs.copyFileSync(
        path.join(root, `content/insights/${page}`),
        path.join(root, `content/insights/${page!.replace(".en.mdx", "-copy.en.MDX")}`),
      );
      const lines = (await problemLines(root)).filter((line) => line.includes("is not read by the site"));
      expect(lines).toEqual([
        `content/insights/${page!.replace(".en.mdx", "-copy.en.MDX")}: is not read by the site: a page's file name ends in .mdx, in small letters (${page!.replace(".en.mdx", "-copy.en.mdx")})`,
        expect.stringMatching(
          /^content\/insights\/notes\.yml: is not read by the site: its data files are content\/site\.json, /,
        ),
        expect.stringMatching(/^content\/ui\/fr\.json: is not read by the site: its data files are /),
      ]);
    },
  );

  it("explains links to local or numeric addresses and broken escapes", { timeout: slow }, async () => {
    const root = siteWith("twins");
    const [file] = fs.readdirSync(path.join(root, "content/insights")).filter((f) => f.endsWith(".en.mdx"));
    const rel = `content/insights/${file}`;
    const text = fs.readFileSync(path.join(root, rel), "utf8").trimEnd();
    const line = text.split("\n").length + 2;
    fs.writeFileSync(
      path.join(root, rel),
      `${text}\n\nSee [the draft](https://localhost:3000/insights) and [prices](/services#%zz).\n\n` +
        "Also [mapped](https://[::ffff:127.0.0.1]/x), [dotted](https://localhost./x) and [a number](https://203.0.113.9/x).\n",
    );
    const found = (await problemLines(root)).filter((l) => l.includes(": the link"));
    const local = (url: string, host: string, at = line) =>
      `${rel}:${at}: the link ${url} points to ${host}, a local or numeric address: link to the public page by its name instead`;
    expect(found).toEqual([
      local("https://localhost:3000/insights", "localhost"),
      `${rel}:${line}: the link /services#%zz has a "%" that is not followed by two hex digits: write the text as it is (the site encodes it), or fix the escape`,
      local("https://[::ffff:127.0.0.1]/x", "[::ffff:7f00:1]", line + 2),
      local("https://localhost./x", "localhost.", line + 2),
      local("https://203.0.113.9/x", "203.0.113.9", line + 2),
    ]);
  });

  it(
    "one mistake, one message: untranslated twins, placeholders and broken files",
    { timeout: slow },
    async () => {
      const root = siteWith("twins");
      const dir = path.join(root, "content/insights");
      const [first, second, third] = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(".en.mdx") && !f.startsWith("twin-"))
        .map((f) => f.replace(".en.mdx", ""))
        .sort();
      const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
      // 1. A Japanese file that is a copy of the English one.
      fs.writeFileSync(path.join(dir, `${first}.jp.mdx`), read(`${first}.en.mdx`));
      // 2. A Japanese body in English (the frontmatter translated).
      const english = read(`${second}.en.mdx`).split(/^---$/m)[2]!;
      const jp = read(`${second}.jp.mdx`).split(/^---$/m);
      fs.writeFileSync(path.join(dir, `${second}.jp.mdx`), `---${jp[1]}---${english}\nTo be translated.\n`);
      // 3. The placeholder picture left in place (drawn as the build draws it, with the size `npm run new` gives it).
      const image = /src: (\S+)/.exec(read(`${third}.en.mdx`))![1]!;
      fs.writeFileSync(
        path.join(dir, image),
        '<svg xmlns="http://www.w3.org/2000/svg" data-placeholder="npm run new" width="1600" height="900"/>\n',
      );
      // 4. A broken English body: its twin and the pages linking to it get no messages of their own.
      const broken = read(`${third}.en.mdx`).replace(/\n---\n\n/, "\n---\n\n{broken}\n\n");
      fs.writeFileSync(path.join(dir, `${third}.en.mdx`), broken);
      const lines = await problemLines(root);
      const about = (slug: string) => lines.filter((line) => line.startsWith(`content/insights/${slug}.`));
      expect(about(first!)).toEqual([
        expect.stringMatching(
          /\.jp\.mdx:\d+: has the same text as content\/insights\/.+\.en\.mdx: translate it into Japanese$/,
        ),
      ]);
      expect(about(second!)).toEqual([
        expect.stringMatching(
          /\.jp\.mdx:\d+: is not written in Japanese: translate the text below the frontmatter$/,
        ),
      ]);
      expect(about(third!).map((line) => line.replace(/:\d+/, ""))).toEqual([
        `content/insights/${third}.en.mdx image.src: the image "${image}" is still the placeholder picture from npm run new: replace it with the real image (same file name)`,
        `content/insights/${third}.en.mdx: text in curly braces {…} is code, not content: remove it, or write "\\{" to show a brace`,
        `content/insights/${third}.jp.mdx image.src: the image "${image}" is still the placeholder picture from npm run new: replace it with the real image (same file name)`,
      ]);
    },
  );

  it("enforces the glossary in bodies, frontmatter and interface text", { timeout: slow }, async () => {
    const root = siteWith("glossary");
    const ui = path.join(root, "content/ui/en.json");
    fs.writeFileSync(ui, fs.readFileSync(ui, "utf8").replace('"Home",', '"Home center",'));
    const uiLine =
      fs
        .readFileSync(ui, "utf8")
        .split("\n")
        .findIndex((l) => l.includes("Home center")) + 1;
    const file = "content/insights/glossary.en.mdx";
    const reason = "(British -ise/-isation spelling (organisation, optimisation, prioritise, mobilise))";
    expect(await problemLines(root)).toEqual([
      `${file}:2 title: Glossary: write "optimisation", not "optimization" ${reason}`,
      `${file}:11: Glossary: write "organisation", not "organization" ${reason}`,
      expect.stringMatching(
        /^content\/insights\/glossary\.jp\.mdx:11: Glossary: write "お客様", not "お客さま"/,
      ),
      expect.stringMatching(
        new RegExp(`^content/ui/en\\.json:${uiLine} meta\\.home: Glossary: write "centre", not "center"`),
      ),
    ]);
  });

  it(
    "stops every wording the compliance review retired, with its line and a suggested wording",
    { timeout: slow },
    async () => {
      // tests/fixtures/flagged-wording puts each retired wording back, one paragraph each, in both languages.
      const lines = await problemLines(siteWith("flagged-wording"));
      for (const locale of ["en", "jp"]) {
        const file = `content/insights/flagged-wording.${locale}.mdx`;
        const source = fs.readFileSync(path.join("tests/fixtures/flagged-wording", file), "utf8").split("\n");
        const bodyStart = source.indexOf("---", 1) + 1;
        const paragraphs = source
          .map((text, index) => ({ text, line: index + 1 }))
          .filter(({ text, line }) => line > bodyStart && text.trim());
        expect(paragraphs.length).toBeGreaterThan(15);
        for (const { text, line } of paragraphs) {
          const found = lines.filter(
            (problem) =>
              problem.startsWith(`${file}:${line}: `) &&
              /(Glossary: write "[^"]+", not|is wording a financial-promotion review would stop .+: write .)/.test(
                problem,
              ),
          );
          expect(found, `${file}:${line} "${text}" is not stopped`).not.toEqual([]);
        }
      }
    },
  );

  it(
    "refuses a promise made in one language only, in the file and on the line that makes it",
    { timeout: slow },
    async () => {
      // tests/fixtures/twin-promises: both deny a guarantee (allowed); the English alone says "ensure", the
      // Japanese alone 必ず (in a field), 最後まで and 責任を持って.
      const en = "content/insights/twin-promises.en.mdx";
      const jp = "content/insights/twin-promises.jp.mdx";
      const message = (word: string, promise: string, language: string, twin: string, where: string) =>
        `"${word}" makes a promise (${promise}) that the ${language} text in ${twin} does not make ${where}: promise the same in both languages, or in neither`;
      expect(await problemLines(siteWith("twin-promises"))).toEqual([
        `${en}:13: ${message("ensure", "making sure of an outcome", "Japanese", jp, "anywhere in its body")}`,
        `${jp}:3 excerpt: ${message("必ず", "making sure of an outcome", "English", en, "in the same field")}`,
        `${jp}:15: ${message("責任を持", "taking responsibility", "English", en, "anywhere in its body")}`,
        `${jp}:15: ${message("最後まで", "seeing a project through", "English", en, "anywhere in its body")}`,
      ]);
    },
  );

  it(
    "refuses the investment pages while the firm's regulatory status is empty",
    { timeout: slow },
    async () => {
      const site = fs
        .readFileSync("tests/fixtures/regulatory-status-empty/content/site.json", "utf8")
        .split("\n");
      const lineOf = (key: string) => site.findIndex((l) => l.trim().startsWith(`"${key}"`)) + 1;
      const message = (language: string) =>
        `is empty: the investment pages cannot be published until the firm states its regulatory status in ${language} (which licences it holds, or that it holds none, and what it therefore does not do). The Important information page shows this statement; ask the firm's compliance officer for it`;
      expect(await problemLines(siteWith("regulatory-status-empty"))).toEqual([
        `content/site.json:${lineOf("en")} regulatoryStatus.en: ${message("English")}`,
        `content/site.json:${lineOf("jp")} regulatoryStatus.jp: ${message("Japanese")}`,
      ]);
    },
  );

  it(
    "refuses a line of 200,000 letters at its line in seconds, as long as the check without it",
    { timeout: slow },
    async () => {
      // Issue 47, H1: one long word in a team body held the check for minutes (every start of the word rescanned it).
      const root = siteWith("links");
      // A team member's body, as the probe used (tests name no item: the first member the content holds).
      const member = fs
        .readdirSync(path.join(root, "content/team"))
        .filter((name) => name.endsWith(".en.mdx"))
        .sort()[0]!;
      const file = `content/team/${member}`;
      const timed = async () => {
        const started = performance.now();
        const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
        return { lines, seconds: (performance.now() - started) / 1000 };
      };
      const before = await timed();
      const source = fs.readFileSync(path.join(root, file), "utf8");
      // After the file's last line and an empty one (a file may be 256 KB: 200,000 letters are most of it).
      const line = source.split("\n").length + 1;
      fs.writeFileSync(path.join(root, file), `${source}\nThe plan ${"a".repeat(200_000)} ends here.\n`);
      const after = await timed();
      expect(after.lines.filter((problem) => problem.startsWith(file))).toEqual([
        `${file}:${line}: this line is 200020 characters long, more than the 5000 a line may have: start a new paragraph with an empty line`,
      ]);
      // Seconds on a busy 2-core machine; it was minutes.
      expect(after.seconds - before.seconds).toBeLessThan(10);
    },
  );

  it(
    "refuses an English title, heading or menu name in Title Case, with its line (CI's sentence-case test agrees)",
    { timeout: slow },
    async () => {
      // A writer's trial of stop 80: a Title Case title passed the check and failed tests/e2e/english-style.spec.ts.
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
      roots.push(root);
      fs.cpSync("content", path.join(root, "content"), { recursive: true });
      const edit = (file: string, from: RegExp, to: string) => {
        const text = fs.readFileSync(path.join(root, file), "utf8");
        expect(text).toMatch(from);
        fs.writeFileSync(path.join(root, file), text.replace(from, to));
        return text.split("\n").findIndex((line) => from.test(line)) + 1;
      };
      // An English article with a heading of its own, found in the content (tests name no item).
      const article = fs
        .readdirSync("content/insights")
        .filter((name) => name.endsWith(".en.mdx"))
        .map((name) => `content/insights/${name}`)
        .find((file) => /^## /m.test(fs.readFileSync(file, "utf8")))!;
      const titleLine = edit(article, /^title: .*$/m, "title: 'Saudi Giga-Projects: what contractors need'");
      const headingLine = edit(article, /^## .*$/m, "## The Programme in Context");
      const menuLine = edit("content/ui/en.json", /"nav\.insights": ".*"/, '"nav.insights": "Our Insights"');
      const lines = await problemLines(root);
      expect(lines.filter((line) => line.includes("sentence case"))).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${article}:${titleLine} title: "Saudi Giga-Projects: what contractors need" is not in sentence case: "Giga", "Projects" start with a capital letter\\.`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^${article}:${headingLine}: "The Programme in Context" is not in sentence case: "Programme", "Context"`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^content/ui/en\\.json:${menuLine} nav\\.insights: "Our Insights" is not in sentence case: "Insights" starts`,
          ),
        ),
      ]);
      expect(lines).toHaveLength(3);
    },
  );

  it("runs the Japanese style check on bodies and frontmatter", { timeout: slow }, async () => {
    const file = "content/insights/style.jp.mdx";
    expect(await problemLines(siteWith("textlint"))).toEqual([
      `${file}:3 excerpt: Japanese style (no-doubled-joshi): 一文に二回以上利用されている助詞 "は" がみつかりました。`,
      `${file}:11: Japanese style (no-doubled-joshi): 一文に二回以上利用されている助詞 "は" がみつかりました。`,
      `${file}:13: Japanese style (ja-no-redundant-expression): 【dict5】 "調査を行う"は冗長な表現です。"調査する"など簡潔な表現にすると文章が明瞭になります。`,
      `${file}:13: Japanese style (no-doubled-conjunction): 同じ接続詞（しかし）が連続して使われています。`,
    ]);
  });
});

describe("npm run build", () => {
  const build = (root: string) =>
    spawnSync(path.resolve("node_modules/.bin/tsx"), [path.resolve("scripts/build.ts")], {
      cwd: root,
      encoding: "utf8",
    });
  it("prints the problems, no stack trace, exits non-zero and leaves no dist/", { timeout: slow }, () => {
    const root = siteWith("twins");
    fs.mkdirSync(path.join(root, "dist/client"), { recursive: true });
    fs.writeFileSync(path.join(root, "dist/client/index.html"), "an old build");
    const result = build(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Content check found 3 problems:");
    expect(result.stderr).toContain(
      "  content/insights/twin-mismatch.jp.mdx:11: links to /projects, but content/insights/twin-mismatch.en.mdx does not: both languages must link to the same pages",
    );
    expect(result.stderr).toContain("The build stopped; no site was written.");
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(root, "dist"))).toBe(false);
  });

  it("refuses to build while the regulatory status is empty, naming the field", { timeout: slow }, () => {
    const root = siteWith("regulatory-status-empty");
    const result = build(root);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Content check found 2 problems:");
    expect(result.stderr).toMatch(
      /content\/site\.json:\d+ regulatoryStatus\.en: is empty: the investment pages cannot be published/,
    );
    expect(result.stderr).toContain("The build stopped; no site was written.");
    expect(fs.existsSync(path.join(root, "dist"))).toBe(false);
  });
});

describe("drafts in a preview build", () => {
  it("lets a preview build through a missing or unfinished translation, and nothing else", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "check-drafts-"));
    try {
      fs.cpSync("content", path.join(root, "content"), { recursive: true });
      const insights = path.join(root, "content/insights");
      const [first] = fs.readdirSync(insights).filter((name) => name.endsWith(".en.mdx"));
      const slug = first!.replace(/\.en\.mdx$/, "");
      // The Japanese file goes (English only); a second article's Japanese body gets a TODO; a link breaks.
      fs.rmSync(path.join(insights, `${slug}.jp.mdx`));
      const [second] = fs
        .readdirSync(insights)
        .filter((name) => name.endsWith(".jp.mdx") && !name.startsWith(slug));
      fs.appendFileSync(path.join(insights, second!), "\nTODO: translate the last section.\n");
      fs.appendFileSync(path.join(insights, first!), "\nSee [our work](/projectz).\n");
      const problems = await checkContent(root, { style: false });
      const lines = (list: typeof problems) => list.map(formatProblemLine);
      const production = partitionDrafts(problems, false);
      const preview = partitionDrafts(problems, true);
      expect(lines(production.refused)).toEqual(lines(problems));
      expect(lines(preview.drafts)).toHaveLength(2);
      expect(lines(preview.drafts)).toContain(
        `content/insights/${first}: has no Japanese twin: add content/insights/${slug}.jp.mdx`,
      );
      expect(lines(preview.drafts)).toContainEqual(
        expect.stringMatching(new RegExp(`^content/insights/${second}:\\d+: is not written yet`)),
      );
      expect(lines(preview.refused)).toEqual([
        expect.stringMatching(
          new RegExp(`^content/insights/${first}:\\d+: the link /projectz points to a page`),
        ),
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
