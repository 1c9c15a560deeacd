// The adversarial probe of issue 37, one fixture per finding: what a hostile or careless writer's pull request
// put in content/, and the problem (naming the file) that now stops it before anything is built or published.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkContent, emptyImageMessage } from "./check";
import { loadComplianceRules } from "./compliance";
import { formatProblemLine, loadContent } from "./loader";
import { checkGlossaryPatterns } from "./textlint";
import { itemWith } from "../../tests/content-items";
import { collections } from "../../content/schema";
import { reservedIds } from "../../lib/page-ids";
import { routes } from "../../lib/routes";
import { checkCanonicalForm } from "./canonical-form";
import { checkFilesTheCodeNeeds, contentFilesTheCodeNeeds } from "./code-files";
import { checkGlossaryFile } from "./glossary-file";
import { renderCmsConfigFile } from "../../cms/config-file";
import { checkLandmarkLabels, landmarkKeys } from "./landmark-labels";
import { hiddenCharacterMessage } from "../../content/fields";
import { noTranslationKeyword, readContentHistory } from "./content-history";
import { getTranslationStatus } from "../preview/translation-status";
import { readGitDates } from "../output/sitemap";
import { writerGit } from "../../scripts/lib/writer-git";
import { copyProject } from "../../scripts/lib/project-copy";

let root: string;
let outside: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
const edit = (rel: string, change: (text: string) => string) =>
  fs.writeFileSync(path.join(root, rel), change(fs.readFileSync(path.join(root, rel), "utf8")));
const link = (target: string, rel: string) => {
  fs.rmSync(path.join(root, rel), { recursive: true, force: true });
  fs.symlinkSync(target, path.join(root, rel));
};
const problemLines = () => loadContent(root).problems.map(formatProblemLine);
// The article a writer's change is made to: the first the site lists, with its image (no slug of today's content).
const first = itemWith(loadContent().content, "insights", "en", "article");
const article = first.file;
const twin = article.replace(/\.en\.mdx$/, ".jp.mdx");
const image = `content/insights/${first.data.image.src}`;
const inFile = (file: string) => file.replaceAll(".", "\\.");
// What the probe rounds below share: the line a text is on, the check's lines, a paragraph added to a file or to
// both files of the article, and the check's lines about one file.
const lineOf = (rel: string, text: string) =>
  fs.readFileSync(path.join(root, rel), "utf8").split("\n").indexOf(text) + 1;
const checkLines = async () => (await checkContent(root, { style: false })).map(formatProblemLine);
const append = (file: string, text: string) => edit(file, (source) => `${source.trimEnd()}\n\n${text}\n`);
const appendToPair = (text: string) => {
  for (const file of [article, twin]) append(file, text);
};
const linesOf = (lines: string[], file: string, about: RegExp) =>
  lines.filter((line) => line.startsWith(`${file}:`) && about.test(line));
const linkMessage =
  "is a link to another file or folder: put the file itself here (the site never publishes what a link points to)";

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "hostile-"));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
  fs.writeFileSync(path.join(outside, "secret.txt"), "the build machine's secret\n");
  fs.writeFileSync(path.join(outside, "noextension"), "another secret\n");
  fs.cpSync("content", path.join(root, "content"), { recursive: true });
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe("1. a link in content/ never publishes a file from outside the repository", () => {
  it("refuses a linked video, brand logo, unreferenced image and extension-less target, naming each", () => {
    const secret = path.join(outside, "secret.txt");
    link(secret, "content/pages/investment-right-investor-hero.webm");
    link(secret, "content/brand/logo-en.svg");
    link(secret, "content/insights/unused.png");
    link(path.join(outside, "noextension"), "content/insights/notes.svg");
    const lines = problemLines();
    for (const file of [
      "content/pages/investment-right-investor-hero.webm",
      "content/brand/logo-en.svg",
      "content/insights/unused.png",
      "content/insights/notes.svg",
    ])
      expect(lines).toContain(`${file}: ${linkMessage}`);
    // Nothing of the linked file is read, so nothing of it can reach a message or the build.
    expect(lines.join("\n")).not.toContain("secret");
  });

  it("refuses a linked folder and an image named through it", () => {
    fs.mkdirSync(path.join(outside, "art"));
    fs.copyFileSync(image, path.join(outside, "art/hero.svg"));
    link(path.join(outside, "art"), "content/insights/art");
    edit(article, (text) => text.replace(`src: ${first.data.image.src}`, "src: art/hero.svg"));
    const lines = problemLines();
    expect(lines).toContain(`content/insights/art: ${linkMessage}`);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${inFile(article)}:\\d+ image\\.src: the image art/hero\\.svg must be a file next to this one`,
        ),
      ),
    );
  });
});

describe("8. an entry the site cannot read is a problem with its file, never an exception", () => {
  it("reports a folder named like a page, a dangling and a looping page link", () => {
    fs.mkdirSync(path.join(root, "content/insights/folder.en.mdx"));
    link(path.join(outside, "gone.mdx"), "content/insights/dangling.en.mdx");
    link("loop-b.en.mdx", "content/insights/loop-a.en.mdx");
    link("loop-a.en.mdx", "content/insights/loop-b.en.mdx");
    const lines = problemLines();
    expect(lines).toContain(
      "content/insights/folder.en.mdx: is a folder, not a file: remove it or put the file itself here",
    );
    expect(lines).toContain(`content/insights/dangling.en.mdx: ${linkMessage}`);
    expect(lines).toContain(`content/insights/loop-a.en.mdx: ${linkMessage}`);
  });

  it("reports an image src that is a folder and interface text that is a folder", () => {
    fs.mkdirSync(path.join(root, "content/insights/folder.svg"));
    edit(article, (text) => text.replace(`src: ${first.data.image.src}`, "src: folder.svg"));
    fs.rmSync(path.join(root, "content/ui/en.json"));
    fs.mkdirSync(path.join(root, "content/ui/en.json"));
    const lines = problemLines();
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${inFile(article)}:\\d+ image\\.src: the image "folder\\.svg" is a folder, not an image file`,
        ),
      ),
    );
    expect(lines.filter((line) => line.startsWith("content/ui/en.json"))).toEqual([
      "content/ui/en.json: is a folder, not a file: remove it or put the file itself here",
    ]);
  });

  it("refuses MDX the site would compile but never check: at the top, in brand/, in a subfolder", () => {
    const page = fs.readFileSync(article, "utf8");
    write("content/evil.mdx", page);
    write("content/brand/evil.en.mdx", page);
    write("content/insights/sub/evil.en.mdx", page);
    const lines = problemLines();
    expect(lines).toContain(
      "content/evil.mdx: is not read by the site: pages are .mdx files in content/insights/, content/pages/, content/projects/, content/services/, content/team/",
    );
    expect(lines).toContain(
      "content/brand/evil.en.mdx: is not read by the site: pages are .mdx files in content/insights/, content/pages/, content/projects/, content/services/, content/team/",
    );
    expect(lines).toContain(
      "content/insights/sub: is a folder inside content/insights/: the site reads only the files directly in content/insights/; move the files up",
    );
  });
});

describe("2. an SVG holds drawing only: no script, no foreign content, no reference outside itself", () => {
  it("refuses script, handlers, foreign content, outside references and a DOCTYPE in a brand logo, with lines", () => {
    edit("content/brand/logo-en.svg", (text) =>
      text.replace(
        /(<svg[^>]*>)/,
        `$1\n<script>alert(document.domain)</script>\n<rect onclick="alert(1)" width="1" height="1"/>\n<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>\n<use href="https://elsewhere.test/x.svg#a"/>\n<image href="file:///etc/passwd"/>\n<style>@import url(https://elsewhere.test/x.css);</style>`,
      ),
    );
    edit(image, (text) => `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n${text}`);
    const lines = problemLines().filter((line) => /\.svg:/.test(line));
    const drawingOnly =
      "cannot be in an SVG the site publishes: an SVG may hold only drawing (shapes, text, gradients, filters); remove it";
    const start = fs
      .readFileSync("content/brand/logo-en.svg", "utf8")
      .slice(0, fs.readFileSync("content/brand/logo-en.svg", "utf8").search(/<svg[^>]*>/))
      .split("\n").length;
    const logo = "content/brand/logo-en.svg";
    expect(lines).toEqual(
      expect.arrayContaining([
        `${logo}:${start + 1}: <script> ${drawingOnly}`,
        `${logo}:${start + 2}: onclick= on <rect> runs script: remove it`,
        `${logo}:${start + 3}: <foreignObject> ${drawingOnly}`,
        `${logo}:${start + 4}: href= on <use> points outside this file: an SVG may refer only to its own parts (#id)`,
        `${logo}:${start + 5}: <image> ${drawingOnly}`,
        `${logo}:${start + 6}: the <style> of this SVG has @import, which loads another file or font: keep only styles, @media and @keyframes`,
        `${image}:1: an SVG may not have a <!DOCTYPE> (it can define text that turns into markup): remove it`,
      ]),
    );
  });

  it("reads an SVG's CSS as a browser does: no comment, entity, CDATA section or escape hides a reference", () => {
    const dodges = [
      `<style>rect { fill: u&#x72;l(https://elsewhere.test/a.svg#p) }</style>`,
      `<style>@&#x69;mport "https://elsewhere.test/x.css";</style>`,
      `<style><![CDATA[rect { fill: ur]]><![CDATA[l(https://elsewhere.test/b.svg#p) }]]></style>`,
      `<style>rect { fill: u\\72l(https://elsewhere.test/c.svg#p) }</style>`,
      `<style>rect { fill: url(/* */https://elsewhere.test/d.svg#p) }</style>`,
      `<style>rect { background: image-set("https://elsewhere.test/e.png" 1x) }</style>`,
      `<style>@font-face { font-family: x; src: local(x) }</style>`,
      `<rect width="1" height="1" style="fill: u\\72l(https://elsewhere.test/f.svg#p)"/>`,
      `<rect width="1" height="1" fill="url('https://elsewhere.test/g.svg#p')"/>`,
    ];
    edit("content/brand/logo-en.svg", (text) => text.replace(/(<svg[^>]*>)/, `$1\n${dodges.join("\n")}`));
    const logo = "content/brand/logo-en.svg";
    const start = fs
      .readFileSync(logo, "utf8")
      .slice(0, fs.readFileSync(logo, "utf8").search(/<svg[^>]*>/))
      .split("\n").length;
    const lines = problemLines().filter((line) => line.startsWith(`${logo}:`));
    // One problem on each line, whatever the dodge.
    expect(lines.map((line) => Number(line.split(":")[1]) - start)).toEqual(
      dodges.map((_, index) => index + 1),
    );
  });

  it("refuses a drawing whose <use> elements copy each other without end or into millions, at the check", () => {
    const levels = Array.from(
      { length: 7 },
      (_, i) => `<g id="l${i + 1}">${`<use href="#l${i}"/>`.repeat(10)}</g>`,
    ).join("\n");
    edit(
      image,
      () =>
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs>\n<rect id="l0" width="1" height="1"/>\n${levels}\n</defs><use href="#l7"/></svg>\n`,
    );
    edit("content/brand/logo-en.svg", (text) =>
      text.replace(/(<svg[^>]*>)/, `$1<g id="loop"><use href="#loop"/></g>`),
    );
    const lines = problemLines().filter((line) => /\.svg:/.test(line));
    expect(lines).toEqual(
      expect.arrayContaining([
        `${image}:3: its <use> elements copy each other into more than 20,000 elements: draw it without <use> inside what a <use> copies`,
        expect.stringMatching(/^content\/brand\/logo-en\.svg:\d+: a <use> here copies itself/),
      ]),
    );
  });

  it("keeps what drawings use: url(#id) in styles and attributes, transforms, @media", () => {
    edit("content/brand/logo-en.svg", (text) =>
      text.replace(
        /(<svg[^>]*>)/,
        `$1\n<style>@media (prefers-color-scheme: dark) { .a { fill: url(#g) } } .b { filter: url( "#f" ) }</style>\n<rect class="a" width="1" height="1" transform="rotate(45) translate(1 2)" fill="url(#g)" style="stroke: rgb(0 0 0 / 50%)"/>`,
      ),
    );
    expect(problemLines().filter((line) => line.startsWith("content/brand/logo-en.svg:"))).toEqual([]);
  });

  it("accepts every SVG the site has", () => {
    expect(problemLines().filter((line) => /\.svg:/.test(line))).toEqual([]);
  });
});

describe("3 and 10. the frontmatter is read exactly as the compile reads it", () => {
  it("reports every field of an empty or comment-only frontmatter as missing, never dropping the file", () => {
    edit(article, (text) => text.replace(/^---\n[\s\S]*?\n---\n/, "---\n---\n"));
    edit("content/pages/partners.en.mdx", (text) => text.replace(/^---\n[\s\S]*?\n---\n/, "---\n# x\n---\n"));
    const lines = problemLines();
    expect(lines).toContain(`${article}:1 title: is required but missing`);
    expect(lines).toContain(`${article}:1 date: is required but missing`);
    expect(lines).toContain("content/pages/partners.en.mdx:1 title: is required but missing");
    expect(loadContent(root).content.collections.insights.en.map((entry) => entry.file)).not.toContain(
      article,
    );
  });

  it("refuses a closing line that is not exactly --- (the compile would publish the block as text)", () => {
    edit(article, (text) => text.replace(/\n---\n/, "\n---x\n"));
    const close = fs.readFileSync(path.join(root, article), "utf8").split("\n").indexOf("---x") + 1;
    expect(problemLines()).toContain(
      `${article}:${close}: "---x" is not a closing line: the frontmatter ends at a line of exactly ---`,
    );
  });

  it("refuses a frontmatter that is never closed", () => {
    write("content/insights/open.en.mdx", "---\ntitle: Open\n\nNo closing line.\n");
    expect(problemLines()).toContain(
      "content/insights/open.en.mdx:1: the frontmatter is never closed: add a line of exactly --- after its last field",
    );
  });
});

describe("5. the interface text has exactly the keys the code names", () => {
  it("reports a key removed from both catalogues, in each file", () => {
    for (const file of ["content/ui/en.json", "content/ui/jp.json"])
      edit(file, (text) => text.replace(/\n\s*"nav\.home": "[^"]*",/, ""));
    const lines = problemLines();
    expect(lines).toContain("content/ui/en.json:1 nav.home: is required but missing");
    expect(lines).toContain("content/ui/jp.json:1 nav.home: is required but missing");
  });

  it("reports every key of empty catalogues, never a stack trace", () => {
    for (const file of ["content/ui/en.json", "content/ui/jp.json"]) write(file, "{}\n");
    const lines = problemLines();
    expect(lines).toContain("content/ui/en.json:1 meta.home: is required but missing");
    expect(lines.filter((line) => line.startsWith("content/ui/jp.json:1 "))).toHaveLength(
      lines.filter((line) => line.startsWith("content/ui/en.json:1 ")).length,
    );
  });

  it("refuses constructor, toString and __proto__ as keys, in one file or both", () => {
    edit("content/ui/en.json", (text) =>
      text.replace("{", '{\n  "constructor": "x",\n  "toString": "y",\n  "__proto__": "z",'),
    );
    const lines = problemLines();
    for (const key of ["constructor", "toString", "__proto__"])
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^content/ui/en\\.json:\\d+ ${key}: is not a known field`)),
      );
  });
});

describe("4. a writer's regular expression never hangs the check", () => {
  it("refuses nested repetition, a repeated choice and a back-reference in a glossary, with the line, in time", () => {
    edit("content/glossary/en.yml", (text) =>
      text.replace(
        "rules:\n",
        "rules:\n  - expected: a\n    pattern: /^(a+)+$/\n  - expected: b\n    pattern: /(a|aa)+$/\n  - expected: c\n    pattern: /(x)\\1/\n",
      ),
    );
    const started = performance.now();
    const lines = checkGlossaryPatterns(root).map(formatProblemLine);
    expect(performance.now() - started).toBeLessThan(5_000);
    const line =
      fs
        .readFileSync(path.join(root, "content/glossary/en.yml"), "utf8")
        .split("\n")
        .indexOf("    pattern: /^(a+)+$/") + 1;
    expect(lines).toEqual([
      `content/glossary/en.yml:${line} pattern: the pattern /^(a+)+$/ repeats a part that itself repeats (such as (a+)+ or (\\w+\\s?)*), which can take hours on one line: repeat only single characters or fixed words`,
      `content/glossary/en.yml:${line + 2} pattern: the pattern /(a|aa)+$/ repeats a choice (such as (a|ab)+), which can take hours on one line: write the choices without repeating them`,
      `content/glossary/en.yml:${line + 4} pattern: the pattern /(x)\\1/ refers back to a group (\\1, \\k<name>), which can take hours on one line: write the text out`,
    ]);
  });

  it("refuses such a pattern in the compliance list and runs none of its rules", () => {
    edit("content/glossary/compliance.yml", (text) =>
      text.replace(
        "rules:\n",
        "rules:\n  - locale: en\n    pattern: (\\w+\\s?)*$\n    why: it hangs\n    suggest: rephrase it\n",
      ),
    );
    const { rules, problems } = loadComplianceRules(root);
    expect(rules).toEqual([]);
    expect(problems.map(formatProblemLine)).toEqual([
      expect.stringMatching(
        /^content\/glossary\/compliance\.yml:\d+: the pattern \(\\w\+\\s\?\)\*\$ repeats a part that itself repeats/,
      ),
    ]);
  });

  it("accepts every pattern the glossaries have", () => {
    expect(checkGlossaryPatterns(root)).toEqual([]);
    expect(loadComplianceRules(root).problems).toEqual([]);
  });
});

describe("7. pathological Markdown is refused by its shape before it is parsed", () => {
  const appendToBody = (text: string) => {
    edit(article, (source) => `${source.trimEnd()}\n\n${text}\n`);
    return fs.readFileSync(path.join(root, article), "utf8").split("\n").length - 1;
  };

  it("refuses a long line of * with one letter inside, naming the line", { timeout: 30_000 }, () => {
    const line = appendToBody(`${"*".repeat(5_000)}a${"*".repeat(5_000)}`);
    expect(problemLines()).toContain(
      `${article}:${line}: this line is 10001 characters long, more than the 5000 a line may have: start a new paragraph with an empty line`,
    );
  });

  it("refuses a line with more marks than prose has", { timeout: 30_000 }, () => {
    const line = appendToBody(`${"*".repeat(1_000)}a${"*".repeat(1_000)}`);
    expect(problemLines()).toContain(
      `${article}:${line}: this line has 2000 of the marks * _ ~ [ ] < > \` |, more than the 200 a line may have: remove the repeated marks`,
    );
  });

  it(
    "refuses 3,000 nested <sup> and a quote nested 150 deep instead of overflowing the stack",
    { timeout: 30_000 },
    () => {
      appendToBody(`${"<sup>\n\n".repeat(3_000)}deep${"\n\n</sup>".repeat(3_000)}`);
      const lines = problemLines().filter((line) => line.startsWith(article));
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${inFile(article)}:\\d+: the text here is nested \\d+ levels deep \\(quotes, lists, tags or emphasis inside each other\\), more than the 24 a page can show: flatten it$`,
          ),
        ),
      ]);
      edit(article, (source) => source.replace(/\n\n<sup>[\s\S]*$/, "\n"));
      appendToBody(`${">".repeat(150)} deep`);
      expect(problemLines().filter((line) => line.startsWith(article))).toEqual([
        expect.stringMatching(/nested \d+ levels deep/),
      ]);
    },
  );

  it("refuses a list nested hundreds of levels by its indentation", { timeout: 30_000 }, () => {
    const first = appendToBody(
      Array.from({ length: 300 }, (_, level) => `${"  ".repeat(level)}- a`).join("\n"),
    );
    expect(problemLines()).toContain(
      `${article}:${first - 299 + 13}: this line is indented 26 spaces, more than the 24 a list nested a few levels needs: remove the indentation`,
    );
  });
});

describe("11. invisible control characters are refused in bodies as in frontmatter", () => {
  const hiddenMessage = (code: string) =>
    `contains an invisible character (U+${code}: a zero-width space, a direction override or a control, usually pasted in with the text): delete it or retype the text`;

  it("names the line of a right-to-left override in an English body", () => {
    edit(article, (source) => `${source.trimEnd()}\n\nPay to \u202Eecnarusni\u202C account.\n`);
    const line = fs.readFileSync(path.join(root, article), "utf8").split("\n").length - 1;
    expect(problemLines()).toContain(`${article}:${line}: this line ${hiddenMessage("202E")}`);
  });

  // Issue 47, item 7: each got through to pages and feeds.
  const probed = [0x061c, 0xe0020, 0xe007f, 0x3164, 0x115f, 0x2028, 0x0085, 0x00ad, 0x180e, 0xfff9, 0xfffb];
  const code = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");

  it("refuses each probed character in interface text and a body, and in a title and a site fact, naming it", () => {
    const ui = JSON.parse(fs.readFileSync(path.join(root, "content/ui/en.json"), "utf8")) as Record<
      string,
      string
    >;
    const keys = Object.keys(ui).slice(0, probed.length);
    probed.forEach((point, index) => (ui[keys[index]!] = `Text${String.fromCodePoint(point)}here`));
    write("content/ui/en.json", `${JSON.stringify(ui, null, 2)}\n`);
    edit(article, (source) =>
      [
        source.replace(/^title: .*$/m, 'title: "Giga\u2028projects"').trimEnd(),
        ...probed.map((point) => `\nA line with${String.fromCodePoint(point)}in it.`),
        "",
      ].join("\n"),
    );
    edit("content/site.json", (source) =>
      source.replace(/("regulatoryStatus": \{\s*"en": ")/, "$1Licensed\u061C "),
    );
    const text = fs.readFileSync(path.join(root, article), "utf8").split("\n");
    const uiText = fs.readFileSync(path.join(root, "content/ui/en.json"), "utf8").split("\n");
    const lines = problemLines();
    probed.forEach((point, index) => {
      const uiLine = uiText.findIndex((line) => line.startsWith(`  "${keys[index]}":`)) + 1;
      expect(lines).toContain(`content/ui/en.json:${uiLine} ${keys[index]}: ${hiddenMessage(code(point))}`);
      const bodyLine = text.indexOf(`A line with${String.fromCodePoint(point)}in it.`) + 1;
      expect(lines).toContain(`${article}:${bodyLine}: this line ${hiddenMessage(code(point))}`);
    });
    const titleLine = text.findIndex((line) => line.startsWith("title:")) + 1;
    expect(lines).toContain(`${article}:${titleLine} title: ${hiddenMessage("2028")}`);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/site\.json:\d+ regulatoryStatus\.en: contains an invisible character \(U\+061C/,
      ),
    );
  });

  it("refuses a character written as a reference (&#x202E;) in a body", () => {
    edit(article, (source) => `${source.trimEnd()}\n\nPay to &#x202E;ecnarusni account.\n`);
    const line = fs.readFileSync(path.join(root, article), "utf8").split("\n").length - 1;
    expect(problemLines()).toContain(`${article}:${line}: this line ${hiddenMessage("202E")}`);
  });
});

describe("9. what the build would stop on after a minute, the check names first", () => {
  it("refuses an image in a subfolder, a <Figure> without src, and an image reference to an https address", async () => {
    fs.mkdirSync(path.join(root, "content/insights/sub"));
    fs.copyFileSync(image, path.join(root, "content/insights/sub/x.svg"));
    for (const file of [article, twin])
      edit(
        file,
        (source) =>
          `${source.trimEnd()}\n\n![Chart](sub/x.svg)\n\n<Figure alt="A chart" />\n\n![Remote][remote]\n\n[remote]: https://elsewhere.test/x.png\n`,
      );
    const lines = await checkLines();
    expect(lines).toContain(
      `${article}:${lineOf(article, "![Chart](sub/x.svg)")}: the image sub/x.svg must be a file next to this one (in content/insights/), written as its file name`,
    );
    expect(lines).toContain(
      `${article}:${lineOf(article, '<Figure alt="A chart" />')}: <Figure> needs src="…": add it`,
    );
    expect(lines).toContain(
      `${article}:${lineOf(article, "![Remote][remote]")}: the image https://elsewhere.test/x.png must be a file next to this one (in content/insights/), written as its file name`,
    );
  });

  it("refuses a Chairman's page whose member names nobody", async () => {
    const page = "content/pages/from-our-chairman.en.mdx";
    edit(page, (source) => source.replace(/^member: .*$/m, "member: nobody"));
    expect(await checkLines()).toContain(
      `${page}:${lineOf(page, "member: nobody")} member: "nobody" names no file in content/team/: write the file name without .en.mdx (such as ${loadContent(root).content.collections.team.en[0]!.slug})`,
    );
  });
});

describe("issue 47, item 8: every field of the site's configuration is held to its meaning", () => {
  const json = (rel: string, change: (data: Record<string, any>) => void) => {
    const data = JSON.parse(fs.readFileSync(path.join(root, rel), "utf8"));
    change(data);
    write(rel, `${JSON.stringify(data, null, 2)}\n`);
  };
  const lineOf = (rel: string, text: string) =>
    fs
      .readFileSync(path.join(root, rel), "utf8")
      .split("\n")
      .findIndex((line) => line.includes(text)) + 1;

  it("refuses an address with a line break, sign-in details, http, a fragment or a rewritten spelling", () => {
    json("content/settings.json", (data) => {
      // What the probe wrote: robots.txt then held "Disallow: /" and a foreign "Sitemap:".
      data.url =
        "https://www.kizunabridge.example/\nDisallow: /\nSitemap: https://attacker.example/sitemap.xml";
      data.formEndpoint = "https://user:secret@forms.example/f/contact";
      data.cms.authUrl = "http://cms-auth.example";
      data.cms.branch = "main\nevil: true";
    });
    json("content/site.json", (data) => {
      data.legalName = "Kizuna Bridge Advisory\nPte. Ltd.";
      data.social.linkedin = "https:\\\\www.linkedin.example/company#x";
    });
    const lines = problemLines();
    const settings = "content/settings.json";
    expect(lines).toContain(
      `${settings}:${lineOf(settings, '"url"')} url: must be one web address, with no spaces, line breaks or invisible characters`,
    );
    expect(lines).toContain(
      `${settings}:${lineOf(settings, '"formEndpoint"')} formEndpoint: must not hold a user name or password`,
    );
    expect(lines).toContain(
      `${settings}:${lineOf(settings, '"authUrl"')} cms.authUrl: must be an address that starts with https://`,
    );
    expect(lines).toContain(
      `${settings}:${lineOf(settings, '"branch"')} cms.branch: must be a branch name such as main (letters, digits, - _ . and /)`,
    );
    expect(lines).toContain(
      `content/site.json:${lineOf("content/site.json", '"legalName"')} legalName: must be written on one line`,
    );
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\.json:\d+ social\.linkedin: /));
  });

  it("accepts the site's own configuration", () => {
    expect(problemLines()).toEqual([]);
  });
});

describe("issue 47, item 3: no item takes a name a host or the site uses beside it", () => {
  it("refuses index in every collection and the feed's name among the insights, naming both files", () => {
    const feedName = path.basename(routes.insightsFeed, path.extname(routes.insightsFeed));
    const taken = [
      ...Object.entries(collections).map(([folder, { route }]) => ({ folder, route, slug: "index" })),
      { folder: "insights", route: routes.insights, slug: feedName },
    ];
    for (const { folder, slug } of taken) {
      const [source] = fs
        .readdirSync(path.join(root, "content", folder))
        .filter((f) => f.endsWith(".en.mdx"));
      for (const locale of ["en", "jp"])
        fs.copyFileSync(
          path.join(root, "content", folder, source!.replace(".en.", `.${locale}.`)),
          path.join(root, "content", folder, `${slug}.${locale}.mdx`),
        );
    }
    const lines = problemLines();
    for (const { folder, route, slug } of taken)
      for (const locale of ["en", "jp"])
        expect(lines).toContainEqual(
          expect.stringMatching(
            new RegExp(
              `^content/${folder}/${slug}\\.${locale}\\.mdx: "${slug}" cannot name a page of ${route}: .*Rename the file \\(both languages\\)$`,
            ),
          ),
        );
  });
});

describe("issue 47, item 5: no heading takes an id the page uses for itself", () => {
  const lineOf = (text: string) =>
    fs.readFileSync(path.join(root, article), "utf8").split("\n").indexOf(text) + 1;

  it("refuses a heading whose anchor is any id of the page shell, with its line", () => {
    // "## Site menu title" takes #site-menu-title: the heading's words are the id's.
    // The ids the probe of issue 47 took, and every id the list names.
    const ids = [
      ...new Set(["root", "site-menu-title", "contact-dialog-title", "contact-dialog-intro", ...reservedIds]),
    ];
    const headings = ids.map((id) => `## ${id.replace(/-/g, " ")}`);
    edit(article, (source) => `${source.trimEnd()}\n\n${headings.join("\n\nText.\n\n")}\n`);
    const lines = problemLines();
    ids.forEach((id, index) =>
      expect(lines).toContain(
        `${article}:${lineOf(headings[index]!)}: this heading's anchor would be "#${id}", which every page already uses for itself: reword the heading`,
      ),
    );
  });

  it("refuses the footnotes' ids on a page with footnotes, and only there", () => {
    const headings = ["## Footnote label", "## User content fn 1"];
    edit(article, (source) => `${source.trimEnd()}\n\n${headings.join("\n\nText.\n\n")}\n`);
    expect(problemLines().filter((line) => line.includes("footnotes use"))).toEqual([]);
    edit(article, (source) => `${source.trimEnd()}\n\nA claim.[^1]\n\n[^1]: Its source.\n`);
    expect(problemLines().filter((line) => line.includes("footnotes use"))).toEqual([
      `${article}:${lineOf(headings[0]!)}: this heading's anchor would be "#footnote-label", which this page's footnotes use: reword the heading`,
      `${article}:${lineOf(headings[1]!)}: this heading's anchor would be "#user-content-fn-1", which this page's footnotes use: reword the heading`,
    ]);
  });
});

describe("issue 47, item 4: an image the build could not encode is refused by name before any build", () => {
  /** A real PNG of `side`×`side` black pixels (1 bit each, so it is small), with correct checksums. */
  const blackPng = (side: number) => {
    const chunk = (type: string, data: Buffer) => {
      const typed = Buffer.concat([Buffer.from(type), data]);
      const framed = Buffer.alloc(8 + typed.length);
      framed.writeUInt32BE(data.length, 0);
      typed.copy(framed, 4);
      framed.writeUInt32BE(zlib.crc32(typed), 4 + typed.length);
      return framed;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(side, 0);
    header.writeUInt32BE(side, 4);
    header.set([1, 0, 0, 0, 0], 8);
    // Each row: a filter byte, then one bit per pixel.
    const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", zlib.deflateSync(rows)),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  };

  it("refuses a 20000×20000 PNG, an HTML file named .jpg and a JPEG cut short, naming each", async () => {
    const [jpeg] = fs.readdirSync(path.join(root, "content/pages")).filter((name) => name.endsWith(".jpg"));
    const photo = fs.readFileSync(path.join(root, "content/pages", jpeg!));
    fs.writeFileSync(path.join(root, "content/insights/huge.png"), blackPng(20000));
    write("content/insights/page.jpg", "<!DOCTYPE html><script>alert(document.domain)</script>\n");
    fs.writeFileSync(path.join(root, "content/insights/cut.jpg"), photo.subarray(0, photo.length / 2));
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    expect(lines).toContain(
      "content/insights/huge.png: is 20000×20000 pixels, more than the 8000 pixels a side the site builds: scale it down",
    );
    expect(lines).toContain(
      "content/insights/page.jpg: is named .jpg but holds HTML, not a JPEG image: save the picture itself as JPEG",
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/insights\/cut\.jpg: cannot be read as a JPEG image to its end \(.+\): the file is cut short or damaged; save it again$/,
      ),
    );
  });

  it("refuses a PNG whose image data fails its checksum, which the build's decoder stops on", async () => {
    const png = blackPng(64);
    // The IDAT chunk's checksum is its last four bytes, before the 12-byte IEND chunk.
    const at = png.length - 12 - 4;
    png.writeUInt32BE((png.readUInt32BE(at) ^ 0xffffffff) >>> 0, at);
    fs.writeFileSync(path.join(root, "content/insights/bad-crc.png"), png);
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/insights\/bad-crc\.png: cannot be read as a PNG image to its end \(.+\)/,
      ),
    );
  });

  it("accepts every image the site has", async () => {
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    expect(lines).toEqual([]);
  });
});

describe("issue 47, item 2: a glossary is read like any content file, never by a stack trace", () => {
  const file = "content/glossary/en.yml";
  const lineOf = (text: string) =>
    fs.readFileSync(path.join(root, file), "utf8").split("\n").indexOf(text) + 1;

  it("refuses a spec that does not hold, specs written as plain text and a pattern that is a number, with lines", () => {
    edit(file, (text) =>
      text.replace(
        "rules:\n",
        [
          "rules:",
          "  - expected: colour",
          "    pattern: color",
          "    specs:",
          "      - from: the color red",
          "        to: the color red",
          "  - expected: centre",
          "    pattern: center",
          "    specs: the center is the centre",
          "  - expected: one",
          "    pattern: 1",
          "",
        ].join("\n"),
      ),
    );
    const started = performance.now();
    const lines = checkGlossaryPatterns(root).map(formatProblemLine);
    expect(performance.now() - started).toBeLessThan(5_000);
    // A file of the wrong shape is reported field by field; its rules are loaded once it is whole.
    expect(lines).toEqual([
      `${file}:${lineOf("    specs: the center is the centre")} rules.1.specs: must be a list`,
      `${file}:${lineOf("    pattern: 1")} rules.2.pattern: must be a pattern (text, or /a regular expression/) or a list of them`,
    ]);
    edit(file, (text) =>
      text
        .replace("    specs: the center is the centre\n", "")
        .replace("    pattern: 1\n", '    pattern: "1"\n'),
    );
    expect(checkGlossaryPatterns(root).map(formatProblemLine)).toEqual([
      `${file}:${lineOf("  - expected: colour")}: this rule cannot be used: colour: an example does not hold: "the color red", expected "the color red", but got "the colour red", /color/gmu. Fix its pattern, expected or specs`,
    ]);
  });

  it("refuses a glossary that is not a list of rules, naming the file", () => {
    write(file, "version: 1\nrules: colour\n");
    expect(checkGlossaryPatterns(root).map(formatProblemLine)).toEqual([`${file}:2 rules: must be a list`]);
  });
});

describe("probe 47, third round, F2, F4 and F7: an SVG the check accepts is one the build draws, in time", () => {
  const drawing = (inner: string, size = 'width="1200" height="1200" viewBox="0 0 1200 1200"') =>
    `<svg xmlns="http://www.w3.org/2000/svg" ${size}>${inner}</svg>`;

  it("refuses a drawing that takes the renderer too long, by a clock, not by counting what it holds", async () => {
    // 598 bytes: forty CSS blurs drew for three minutes at 2,400 px; one filter used by 200 rects for over ten.
    write(
      "content/insights/blur.svg",
      drawing(
        `<rect width="1200" height="1200" fill="#123" style="filter:${Array(40).fill("blur(20px)").join(" ")}"/>`,
      ),
    );
    write(
      "content/insights/uses.svg",
      drawing(
        `<filter id="f"><feGaussianBlur stdDeviation="30"/></filter>${'<rect width="1200" height="1200" fill="#123" filter="url(#f)"/>'.repeat(200)}`,
      ),
    );
    process.env.SVG_DRAW_SECONDS = "3";
    try {
      const from = performance.now();
      const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
      const slow = (file: string) =>
        `content/insights/${file}:1: takes longer than 3 s to draw at the site's sizes (2,400 px wide), where the build would stall: simplify it (fewer filters, blurs, masks, markers or points), or save it as a PNG`;
      expect(lines).toEqual(expect.arrayContaining([slow("blur.svg"), slow("uses.svg")]));
      // The real drawings are drawn once (then kept by their content); the two above stop at the limit.
      expect(performance.now() - from).toBeLessThan(90_000);
    } finally {
      delete process.env.SVG_DRAW_SECONDS;
    }
  });

  it("refuses sizes with an exponent or a unit, undeclared prefixes and kernelUnitLength=, with their line", () => {
    write(
      "content/insights/sci.svg",
      drawing('<rect width="10" height="10"/>', 'width="1e5" height="10" viewBox="0 0 10 10"'),
    );
    write(
      "content/insights/tiny.svg",
      drawing('<rect width="10" height="10"/>', 'width="1e-3" height="1e-3" viewBox="0 0 10 10"'),
    );
    write(
      "content/insights/inch.svg",
      drawing('<rect width="10" height="10"/>', 'width="1in" height="300in"'),
    );
    write("content/insights/ns.svg", drawing('\n<rect foo:x="1" width="10" height="10"/>'));
    write(
      "content/insights/kul.svg",
      drawing(
        '\n<filter id="f"><feDiffuseLighting kernelUnitLength="0.01"><feDistantLight/></feDiffuseLighting></filter>',
      ),
    );
    const lines = problemLines().filter((line) => /\.svg:/.test(line));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/insights\/sci\.svg:1: is 100000 by 10 px: one side is more than 13 times/,
        ),
        expect.stringMatching(
          /^content\/insights\/tiny\.svg:1: is 0\.001 by 0\.001 px: a drawing must be at least 1 px/,
        ),
        expect.stringMatching(
          /^content\/insights\/inch\.svg:1: is 96 by 28800 px: one side is more than 13 times/,
        ),
        expect.stringMatching(/^content\/insights\/ns\.svg:2: foo:x= on <rect> uses the prefix "foo:"/),
        expect.stringMatching(/^content\/insights\/kul\.svg:2: kernelUnitLength= on <feDiffuseLighting>/),
      ]),
    );
  });

  it("refuses an invisible character in a logo's <title>, which the site check refused in the built file", () => {
    const logo = "content/brand/logo-en.svg";
    // The logos have no <title> of their own: one on the line after <svg>, as a writer would add it.
    edit(logo, (text) => text.replace(/(<svg[^>]*>)/, "$1\n  <title>Kizuna Bridge\u200B</title>"));
    const line = 2; // <svg> is the logo's first line
    expect(problemLines()).toContain(
      `${logo}:${line}: the text of this drawing contains an invisible character (U+200B: a zero-width space, a direction override or a control, usually pasted in with the text): delete it or retype the text`,
    );
  });
});

describe("probe 47 (third), F5 and F7: what the page or check:site would refuse, the check names first", () => {
  it("names a heading's anchor as the page does: a comment is not in it, a footnote's number is", async () => {
    appendToPair(
      "## {/* translators: keep */}main\n\n## {/* note */}Overview\n\n[see](#-note-overview)\n\n## Results[^1]\n\n[see](#results)\n\n[^1]: A note.",
    );
    const lines = await checkLines();
    for (const file of [article, twin]) {
      expect(lines).toContain(
        `${file}:${lineOf(file, "## {/* translators: keep */}main")}: this heading's anchor would be "#main", which every page already uses for itself: reword the heading`,
      );
      expect(lines).toContain(
        `${file}:${lineOf(file, "[see](#-note-overview)")}: the link #-note-overview points to a heading this page does not have: check the heading's anchor`,
      );
      expect(lines).toContain(
        `${file}:${lineOf(file, "[see](#results)")}: the link #results points to a heading this page does not have: check the heading's anchor`,
      );
    }
  });

  it("refuses <br> holding text and a block component inside a line, with their lines", async () => {
    appendToPair('A line<br>x</br> ends here.\n\nText <Stat value="1" label="two" /> more.');
    const lines = await checkLines();
    expect(lines).toContain(
      `${article}:${lineOf(article, "A line<br>x</br> ends here.")}: <br> stands alone and holds nothing: write <br /> and put the text after it, not <br>…</br>`,
    );
    expect(lines).toContain(
      `${article}:${lineOf(article, 'Text <Stat value="1" label="two" /> more.')}: <Stat> is a block of its own and cannot sit inside a line of text, a link or a heading: put it on a line of its own, with an empty line before and after it`,
    );
  });

  it("refuses prose check:site would refuse as a secret, naming the content file and line", async () => {
    // Built from pieces, so that this file holds nothing the repository's own secret scan refuses.
    const sentence = `Never write ${"pass"}word: ${"Winter2025"}${"Winter2025Winter"} in a ticket.`;
    edit(article, (source) => `${source.trimEnd()}\n\n${sentence}\n`);
    expect(await checkLines()).toContain(
      `${article}:${lineOf(article, sentence)}: this line looks like a credential assignment, which must never be published (the site check refuses it): remove it; if it is a made-up sample, write a placeholder such as password: YOUR_PASSWORD instead`,
    );
  });
});

describe("probe 47 (third), F5: no heading takes an id the page's template gives its own sections", () => {
  it("refuses Overview on Investment approach, Fees on Important information, Capabilities label on a service", async () => {
    const service = loadContent(root).content.collections.services.en[0]!.file;
    const cases = [
      [
        "content/pages/investment-approach.en.mdx",
        "## Overview",
        "overview",
        "pages/investment/approach/+Page.tsx",
      ],
      [
        "content/pages/important-information.en.mdx",
        "## Fees",
        "fees",
        "pages/important-information/+Page.tsx",
      ],
      [service, "## Capabilities label", "capabilities-label", "pages/services/@slug/+Page.tsx"],
      [
        "content/pages/investment-different.en.mdx",
        "## Question 2",
        "question-2",
        "pages/investment/different/+Page.tsx",
      ],
    ] as const;
    for (const [file, heading] of [...cases, [article, "## Overview"]])
      edit(file, (source) => `${source.trimEnd()}\n\n${heading}\n\nText.\n`);
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    for (const [file, heading, id, template] of cases)
      expect(lines).toContain(
        `${file}:${lineOf(file, heading)}: this heading's anchor would be "#${id}", which the page's template (${template}) gives one of its own sections: reword the heading`,
      );
    // The same words on a page whose template has no such id are a heading like any other.
    expect(lines.filter((line) => line.startsWith(`${article}:`))).toEqual([]);
  });
});

describe("probe L01/L02: no heading takes an id the template makes from the page's data", () => {
  it("refuses a market's id on Important information and a project card's on Projects, in both languages", async () => {
    const { content } = loadContent(root);
    const cases = (["en", "jp"] as const).flatMap((locale) => {
      const market = content.pages["important-information"][locale].data.markets[0]!;
      const project = content.collections.projects[locale][0]!;
      return [
        [
          `content/pages/important-information.${locale}.mdx`,
          `## ${market.id.replaceAll("-", " ")}`,
          market.id,
          "pages/important-information/+Page.tsx",
        ],
        [
          `content/pages/important-information.${locale}.mdx`,
          `## ${market.id.replaceAll("-", " ")} title`,
          `${market.id}-title`,
          "pages/important-information/+Page.tsx",
        ],
        [
          `content/pages/projects.${locale}.mdx`,
          `## Project ${project.slug.replaceAll("-", " ")} title`,
          `project-${project.slug}-title`,
          "pages/projects/+Page.tsx",
        ],
      ] as const;
    });
    for (const [file, heading] of cases)
      edit(file, (source) => `${source.trimEnd()}\n\n${heading}\n\nText.\n`);
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    for (const [file, heading, id, template] of cases)
      expect(lines).toContain(
        `${file}:${lineOf(file, heading)}: this heading's anchor would be "#${id}", which the page's template (${template}) gives one of its own sections: reword the heading`,
      );
  });
});

describe("probe 8: a NUL in a writer's text is one problem, in plain words", () => {
  it("names a NUL in a title and in a body line once each, as an invisible character", async () => {
    edit(article, (source) => source.replace(/^title: .*$/m, 'title: "Ports \\0 of the Mekong"'));
    append(article, "A line with a \u0000 in it.");
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    const invisible =
      "contains an invisible character (U+0000: a zero-width space, a direction override or a control, usually pasted in with the text): delete it or retype the text";
    expect(lines.filter((line) => line.startsWith(`${article}:`))).toEqual([
      `${article}:${lineOf(article, 'title: "Ports \\0 of the Mekong"')} title: ${invisible}`,
      `${article}:${lineOf(article, "A line with a \u0000 in it.")}: this line ${invisible}`,
    ]);
  });
});

describe("probe 47 (third round), F1: no pattern line hangs the check, however it is written", () => {
  it("refuses repeats side by side inside groups in the compliance list, with the line, in time", () => {
    const pattern = "(?:[a-z ,]*)(?:[a-z ,]*)(?:[a-z ,]*)(?:[a-z ,]*)§";
    edit("content/glossary/compliance.yml", (text) =>
      text.replace(
        "rules:\n",
        `rules:\n  - locale: en\n    pattern: '${pattern}'\n    why: probe\n    suggest: nothing\n`,
      ),
    );
    const started = performance.now();
    const { rules, problems } = loadComplianceRules(root);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(rules).toEqual([]);
    expect(problems.map(formatProblemLine)).toEqual([
      expect.stringMatching(
        /^content\/glossary\/compliance\.yml:\d+: the pattern \(\?:\[a-z ,\]\*\)\(\?:.* repeats two parts side by side/,
      ),
    ]);
  });

  it("checks a glossary pattern written as an alias where it is used, and never skips an unsafe one", () => {
    const file = "content/glossary/en.yml";
    edit(file, (text) =>
      text.replace("rules:\n", "rules:\n  - expected: &p /(?:[a-z ]+)+§/\n    pattern: *p\n"),
    );
    const line = fs.readFileSync(path.join(root, file), "utf8").split("\n").indexOf("    pattern: *p") + 1;
    const started = performance.now();
    const lines = checkGlossaryPatterns(root).map(formatProblemLine);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(lines).toEqual([
      `${file}:${line} pattern: the pattern /(?:[a-z ]+)+§/ repeats a part that itself repeats (such as (a+)+ or (\\w+\\s?)*), which can take hours on one line: repeat only single characters or fixed words`,
    ]);
    const source = fs.readFileSync(path.join(root, file), "utf8");
    // Probe 47 (sixth), F2: the glossary file is refused for its anchor and alias, at their lines, before it is read.
    expect(checkGlossaryFile(file, source).map(formatProblemLine)).toEqual([
      `${file}:${line - 1}: names a value with the anchor &p, for aliases to repeat: remove "&p" and write each value out in full`,
      `${file}:${line}: repeats a value through the alias *p: write the value out in full here (the site reads no aliases)`,
    ]);
  });
});

describe("probe 47 (third round), F3: no name or nesting stops the check with a stack trace", () => {
  it("refuses an image name too long for any file, in the frontmatter, a Markdown image and a <Figure>", async () => {
    const [a, b, c] = ["a", "b", "c"].map((letter) => `${letter.repeat(300)}.svg`) as [
      string,
      string,
      string,
    ];
    for (const file of [article, twin])
      edit(
        file,
        (source) =>
          `${source.replace(`src: ${first.data.image.src}`, `src: ${a}`).trimEnd()}\n\n![A chart](${b})\n\n<Figure src="${c}" alt="A chart" />\n`,
      );
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    const message = (name: string) =>
      `the image name ${name.slice(0, 40)}… is 304 characters long: no file in content/ may have a name over 100 characters, so no such image exists. Use the image's real name`;
    expect(lines).toContain(`${article}:${lineOf(article, `  src: ${a}`)} image.src: ${message(a)}`);
    expect(lines).toContain(`${article}:${lineOf(article, `![A chart](${b})`)}: ${message(b)}`);
    expect(lines).toContain(
      `${article}:${lineOf(article, `<Figure src="${c}" alt="A chart" />`)}: ${message(c)}`,
    );
    // The build's content load reads the same rule: a problem, not ENAMETOOLONG.
    expect(problemLines()).toContain(`${article}:${lineOf(article, `  src: ${a}`)} image.src: ${message(a)}`);
  });

  it("reports a frontmatter nested 700 levels deep by the nesting rule, and lays out the other files", () => {
    const deep = `probe: ${"[a: ".repeat(700)}x${"]".repeat(700)}`;
    edit(article, (source) => source.replace(/^date: (.*)$/m, `date: $1\n${deep}`));
    const files = [article, twin].map((file): [string, string] => [
      file,
      fs.readFileSync(path.join(root, file), "utf8"),
    ]);
    files[1]![1] = files[1]![1].replace(/\n$/, "\n\n\n");
    expect(checkCanonicalForm(files).map(formatProblemLine)).toEqual([
      expect.stringMatching(new RegExp(`^${inFile(twin)}:\\d+: is not laid out as the editor writes it`)),
    ]);
    expect(problemLines()).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${inFile(article)}:\\d+: nests lists or fields more than 32 levels deep`),
      ),
    );
  });
});

describe("probe 47 (third round), F6: what the build imports by name is checked before the build", () => {
  it("refuses a file name the bundler or an address reads as syntax, naming the file and the character", () => {
    for (const name of [
      "x#y.svg",
      "x?q.svg",
      "probe\\back.svg",
      "probe\u202Egvs.svg",
      "my chart.png",
      "_hidden.svg",
    ])
      fs.copyFileSync(image, path.join(root, "content/insights", name));
    const lines = problemLines();
    const rule = 'name files with letters a-z, digits, "-", "_" and "." only, such as chart-2026.svg';
    const said = "in its name, which a web address or the build reads as more than a name";
    expect(lines).toContain(`content/insights/x#y.svg: has "#" ${said}: ${rule}`);
    expect(lines).toContain(`content/insights/x?q.svg: has "?" ${said}: ${rule}`);
    expect(lines).toContain(`content/insights/probe\\back.svg: has "\\" ${said}: ${rule}`);
    expect(lines).toContainEqual(
      expect.stringMatching(/^content\/insights\/probe.*gvs\.svg: has U\+202E in its name/),
    );
    expect(lines).toContain(`content/insights/my chart.png: has U+0020 (a space) ${said}: ${rule}`);
    expect(lines).toContain(
      `content/insights/_hidden.svg: has a name that does not begin with a letter or digit: ${rule}`,
    );
  });

  it("refuses deleting the hero video, its poster or a logo, naming the code that imports each", async () => {
    const data = "pages/investment/right-investor/+data.ts";
    for (const file of [
      "content/pages/investment-right-investor-hero.webm",
      "content/pages/investment-right-investor-hero.jpg",
      "content/brand/logo-jp-light.svg",
      "content/brand/logo-en.svg",
    ])
      fs.rmSync(path.join(root, file));
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    const missing = (file: string, users: string) =>
      `${file}: is missing, and the site's code needs it by this name: ${users}. Put the file back under this name, or ask a developer to change the code first`;
    expect(lines).toContain(missing("content/pages/investment-right-investor-hero.webm", `${data} uses it`));
    expect(lines).toContain(missing("content/pages/investment-right-investor-hero.jpg", `${data} uses it`));
    expect(lines).toContain(missing("content/brand/logo-jp-light.svg", "components/layout/Logo.tsx uses it"));
    expect(lines).toContain(
      missing("content/brand/logo-en.svg", "components/layout/Logo.tsx, lib/structured-data.ts use it"),
    );
  });

  it("reads the list from the code's imports, and the site's content has every file on it", () => {
    const needed = contentFilesTheCodeNeeds();
    for (const file of [
      "content/pages/investment-right-investor-hero.mp4",
      "content/pages/investment-right-investor-hero.webm",
      "content/pages/investment-right-investor-hero.jpg",
      "content/brand/logo-en.svg",
      "content/brand/logo-en-light.svg",
      "content/brand/logo-jp.svg",
      "content/brand/logo-jp-light.svg",
      "content/site.json",
      "content/ui/en.json",
    ])
      expect(needed.has(file), file).toBe(true);
    // Every import into content/ with a file name is on it (a glob, `/content/*/*.mdx`, names no one file).
    for (const [file, users] of needed)
      for (const user of users)
        expect(fs.readFileSync(user, "utf8")).toMatch(
          new RegExp(`["'\`](@/|/|(\\.\\./)+)?${file.replaceAll(".", "\\.")}(\\?\\w+)?["'\`]`),
        );
    expect(checkFilesTheCodeNeeds(root)).toEqual([]);
  });

  it("writes the editor's configuration from interface text saved with a byte-order mark", () => {
    const before = renderCmsConfigFile(root);
    edit("content/ui/en.json", (text) => `\uFEFF${text}`);
    expect(renderCmsConfigFile(root)).toBe(before);
    // The check names the mark: the site imports the file as it is (eleventh probe, G3; data-files.test.ts).
    expect(problemLines()).toEqual([
      expect.stringMatching(/^content\/ui\/en\.json:1: starts with an invisible byte-order mark \(U\+FEFF\)/),
    ]);
  });
});

describe("probe 47 (third round), F8: addresses that name one site and lead to another", () => {
  it("refuses a site address whose host ends in a dot, with its line", () => {
    const settings = "content/settings.json";
    edit(settings, (text) =>
      text.replace('"url": "https://www.kizunabridge.example"', '"url": "https://www.kizunabridge.example."'),
    );
    const line =
      fs
        .readFileSync(path.join(root, settings), "utf8")
        .split("\n")
        .findIndex((l) => l.includes('"url"')) + 1;
    expect(problemLines()).toContain(
      `${settings}:${line} url: must not end its host name with a dot: www.kizunabridge.example`,
    );
  });

  it("refuses a site address with a path, which robots.txt and the canonicals would read differently", () => {
    const settings = "content/settings.json";
    edit(settings, (text) =>
      text.replace(
        '"url": "https://www.kizunabridge.example"',
        '"url": "https://www.kizunabridge.example/site"',
      ),
    );
    const line =
      fs
        .readFileSync(path.join(root, settings), "utf8")
        .split("\n")
        .findIndex((l) => l.includes('"url"')) + 1;
    expect(problemLines()).toContain(
      `${settings}:${line} url: must be the site's address alone, with no path: https://www.kizunabridge.example`,
    );
  });

  it("refuses a body link with sign-in details before the host, with its line", async () => {
    const text = "See [our site](https://www.kizunabridge.example@evil.example/login).";
    for (const file of [article, twin]) edit(file, (source) => `${source.trimEnd()}\n\n${text}\n`);
    const line = fs.readFileSync(path.join(root, article), "utf8").split("\n").indexOf(text) + 1;
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    expect(lines).toContain(
      `${article}:${line}: the link https://www.kizunabridge.example@evil.example/login goes to evil.example, whatever its start says: the part before "@" is a user name, which no link needs. Write the address of the page itself`,
    );
  });
});

describe("probe 47 (fourth round): no list of patterns holds the check, and nesting names its line", () => {
  it("H1: refuses look-aheads inside each other in the compliance list and a glossary, with the line, in time", () => {
    const lookaheads = "(?=[a-z ,]*(?=[a-z ,]*(?=[a-z ,]*(?=[a-z ,]*§))))";
    edit("content/glossary/compliance.yml", (text) =>
      text.replace(
        "rules:\n",
        `rules:\n  - locale: en\n    pattern: '${lookaheads}'\n    why: it is a probe\n    suggest: nothing\n`,
      ),
    );
    edit("content/glossary/en.yml", (text) =>
      text.replace(
        "rules:\n",
        "rules:\n  - expected: x\n    pattern: /(?=[^§]*(?=[^§]*(?=[^§]*(?=[^§]*§))))q/\n",
      ),
    );
    const started = performance.now();
    const { rules, problems } = loadComplianceRules(root);
    const glossary = checkGlossaryPatterns(root).map(formatProblemLine);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(rules).toEqual([]);
    const repeatInside =
      "repeats a part inside a look-ahead or look-behind (such as (?=[a-z ]*x) or (?<!\\w+ )), which can take hours on one line: look ahead or behind only at fixed words, such as (?!\\?) or (?<!computer |software )";
    expect(problems.map(formatProblemLine)).toEqual([
      `content/glossary/compliance.yml:${lineOf("content/glossary/compliance.yml", `    pattern: '${lookaheads}'`)}: the pattern ${lookaheads} ${repeatInside}`,
    ]);
    expect(glossary).toEqual([
      `content/glossary/en.yml:${lineOf("content/glossary/en.yml", "    pattern: /(?=[^§]*(?=[^§]*(?=[^§]*(?=[^§]*§))))q/")} pattern: the pattern /(?=[^§]*(?=[^§]*(?=[^§]*(?=[^§]*§))))q/ ${repeatInside}`,
    ]);
  });

  it("H2: refuses 2,050 quick compliance rules at the rule that passes the budget, in time", () => {
    const rule =
      "  - {locale: en, pattern: '(?:[^§]{0,100}§|[^¶]{0,100}¶|[^†]{0,100}†|[^‡]{0,100}‡)', why: p, suggest: n}\n";
    edit("content/glossary/compliance.yml", (text) =>
      text.replace("rules:\n", `rules:\n${rule.repeat(2050)}`),
    );
    const started = performance.now();
    const { rules, problems } = loadComplianceRules(root);
    // Reading 250 KB of YAML takes the yaml library a second on an idle machine; the rules ran for over 330 s.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(rules).toEqual([]);
    const lines = problems.map(formatProblemLine);
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/glossary\/compliance\.yml:(\d+): the pattern \(\?:\[\^§\]\{0,100\}§.*over the 20,000 the check allows for one file .*: remove rules, or give their repeats smaller counts/,
      ),
    ]);
    // The line of the rule that passes the budget: rules before it, and every pattern above the list, fit.
    const line = Number(/:(\d+):/.exec(lines[0]!)![1]);
    const first = lineOf("content/glossary/compliance.yml", rule.trimEnd());
    expect(line).toBeGreaterThan(first + 10);
    expect(line).toBeLessThan(first + 50);
  });

  it("H2: refuses a glossary whose many rules pass the budget, at the rule that passes it", () => {
    const rule = "  - expected: x\n    pattern: /(?:[^§]{0,100}§|[^¶]{0,100}¶|[^†]{0,100}†|[^‡]{0,100}‡)/\n";
    edit("content/glossary/en.yml", (text) => text.replace("rules:\n", `rules:\n${rule.repeat(500)}`));
    const started = performance.now();
    const lines = checkGlossaryPatterns(root).map(formatProblemLine);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(lines).toEqual([
      expect.stringMatching(
        /^content\/glossary\/en\.yml:\d+: this rule brings this file's patterns to a cost of /,
      ),
    ]);
  });

  it("GL09: refuses a glossary pattern that reads past line ends, with its line, before prh runs it", () => {
    const rule = "  - expected: zz\n    pattern: /[^]*zq/\n";
    edit("content/glossary/en.yml", (text) => text.replace("rules:\n", `rules:\n${rule}`));
    // A paragraph of 200 KB, where the pattern ran for minutes in the style check.
    const line = "Ports move goods along the river every day and every night. ".repeat(66).trim();
    append(article, Array.from({ length: 50 }, () => line).join("\n"));
    const started = performance.now();
    expect(checkGlossaryPatterns(root).map(formatProblemLine)).toEqual([
      `content/glossary/en.yml:${lineOf("content/glossary/en.yml", "    pattern: /[^]*zq/")} pattern: the pattern /[^]*zq/ repeats, with no largest count, a part that also matches line breaks (such as [^]*, [\\s\\S]+, [^§]* or .* with the s flag), which reads the rest of the paragraph from every place it is tried and can take minutes on a long one: give the repeat a count such as {0,100}, or put before it a letter it cannot match, as in §[^§]*§`,
    ]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("keeps the site's own lists well under the budget", () => {
    expect(checkGlossaryPatterns(root)).toEqual([]);
    expect(loadComplianceRules(root).problems).toEqual([]);
  });

  it("L2: names the line where interface text or a glossary nests too deep", () => {
    const deep = `${"[".repeat(20000)}${"]".repeat(20000)}`;
    edit("content/ui/en.json", (text) => text.replace("{\n", `{\n  "probeDeep": ${deep},\n`));
    edit("content/glossary/ja.yml", (text) => `${text.trimEnd()}\nprobe: ${deep}\n`);
    const jaLine = fs.readFileSync(path.join(root, "content/glossary/ja.yml"), "utf8").split("\n").length - 1;
    const tooDeep =
      "nests lists or fields more than 32 levels deep: no page needs that many; write it flatter";
    expect(problemLines()).toContain(`content/ui/en.json:2: ${tooDeep}`);
    expect(checkGlossaryPatterns(root).map(formatProblemLine)).toContain(
      `content/glossary/ja.yml:${jaLine}: ${tooDeep}`,
    );
  });
});

describe("probe 47, fourth round, L1: the draft rule reads text as the page shows it", () => {
  it("refuses TODO written with character references, with its line", async () => {
    const text = "Status: TO&#68;O and T&#x4f;DO, <abbr title='TO&#68;O'>x</abbr>.";
    edit(article, (source) => `${source.trimEnd()}\n\n${text}\n`);
    const line = fs.readFileSync(path.join(root, article), "utf8").split("\n").indexOf(text) + 1;
    const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
    expect(lines).toContain(`${article}:${line}: is not written yet: replace the TODO text`);
  });
});

describe("probe 47, fourth round, H3: the check draws every SVG the build draws", () => {
  it("draws an unused SVG that carries the placeholder marker, and refuses it when too slow", async () => {
    // The build turns every image of a content folder into a set, used or not, placeholder or not.
    const blur = Array(40).fill("blur(20px)").join(" ");
    write(
      "content/insights/unused-placeholder.svg",
      `<svg xmlns="http://www.w3.org/2000/svg" data-placeholder="npm run new" width="1600" height="900" viewBox="0 0 1600 900"><!-- ${Date.now()} --><rect width="1600" height="900" fill="#123" style="filter:${blur}"/></svg>`,
    );
    process.env.SVG_DRAW_SECONDS = "3";
    try {
      const lines = (await checkContent(root, { style: false })).map(formatProblemLine);
      expect(lines).toContain(
        "content/insights/unused-placeholder.svg:1: takes longer than 3 s to draw at the site's sizes (2,400 px wide), where the build would stall: simplify it (fewer filters, blurs, masks, markers or points), or save it as a PNG",
      );
    } finally {
      delete process.env.SVG_DRAW_SECONDS;
    }
  });
});

describe("probe 47, fifth round: what passed the check and broke a page or a gate is refused with its line", () => {
  it("4: refuses an empty choice in a compliance rule or a negation list, naming the line", () => {
    const file = "content/glossary/compliance.yml";
    edit(file, (text) =>
      text
        .replace("pattern: safe\\s+investments?", "pattern: safe\\s+(investments?|)")
        .replace("won't|neither)\\b", "won't|neither|)\\b"),
    );
    const emptyChoice =
      'has an empty choice (a "|" at the start or end of the pattern or of a group, or "||"), which matches any text there: remove the extra "|", or write the choice out';
    const { problems } = loadComplianceRules(root);
    expect(problems.map(formatProblemLine)).toEqual(
      expect.arrayContaining([
        `${file}:${lineOf(file, "    pattern: safe\\s+(investments?|)")}: the pattern safe\\s+(investments?|) ${emptyChoice}`,
        expect.stringMatching(
          new RegExp(`^${inFile(file)}:${lineOf(file, "negations:") + 1}: the pattern .*neither\\|\\)\\\\b `),
        ),
      ]),
    );
  });

  it("1: refuses a telephone link that dials nothing or that check:site refuses, and accepts the form it names", async () => {
    const bad = [
      "[call](tel:+65%206123%204567)",
      "[call](tel:javascript)",
      "[call](tel:CALL-NOW)",
      "[call](tel:)",
      `[call](tel:+65${"1".repeat(40)})`,
    ];
    appendToPair(
      [
        ...bad,
        "[our office](tel:+6561234567)",
        "[+65&nbsp;6123&nbsp;4567](tel:+65-6123-4567)",
        "[+65&nbsp;6123&nbsp;4567&nbsp;0000&nbsp;1111&nbsp;2222](tel:+6561234567)",
      ].join("\n\n"),
    );
    const lines = (await checkLines()).filter((line) => line.startsWith(`${article}:`));
    const dial =
      'is not a telephone number a phone can dial: write tel:, a "+", the country code and the number, 7 to 15 digits in all, with no spaces or letters (such as tel:+6561234567 or tel:+65-6123-4567)';
    for (const written of bad) {
      const url = /\((.*)\)/.exec(written)![1];
      expect(lines).toContain(`${article}:${lineOf(article, written)}: the link ${url} ${dial}`);
    }
    expect(lines).toContain(
      `${article}:${lineOf(article, "[our office](tel:+6561234567)")}: the text of the telephone link "our office" has a space or a "-", where a phone's screen could break the number in two: write a no-break space &nbsp; for each space and &#8209; for each "-", as in [+65&nbsp;6123&nbsp;4567](tel:+6561234567)`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${inFile(article)}:${lineOf(article, "[+65&nbsp;6123&nbsp;4567&nbsp;0000&nbsp;1111&nbsp;2222](tel:+6561234567)")}: the text of the telephone link .* is 28 characters long, more than the 25`,
        ),
      ),
    );
    // The accepted form: a number with no-break spaces, dialling +, the country code and the digits.
    expect(
      lines.filter((line) =>
        line.startsWith(`${article}:${lineOf(article, "[+65&nbsp;6123&nbsp;4567](tel:+65-6123-4567)")}:`),
      ),
    ).toEqual([]);
    // The long one also shows digits the link does not dial (ninth round, F8): two lines for it.
    expect(lines).toHaveLength(bad.length + 3);
  });

  it("2: refuses blocks inside <small>, <sup> and the like, and a footnote inside a link's text, with lines", async () => {
    appendToPair(
      [
        "<small>\n- one\n- two\n</small>",
        "<sup>\n\n## Heading in small\n\n</sup>",
        "<small>\nA paragraph of its own.\n</small>",
        "<sub>\n| a | b |\n| - | - |\n| 1 | 2 |\n</sub>",
        "See [the note[^zz]](/about) here.",
        "Fine <small>small print</small>, and <small><sup>2</sup></small> too.",
        "<small>Alone on its line.</small>",
        "[^zz]: A footnote.",
      ].join("\n\n"),
    );
    const lines = (await checkLines()).filter((line) => line.startsWith(`${article}:`));
    const inside = (tag: string, what: string) =>
      `<${tag}> holds words inside a line, not ${what}: write it within the line of text, such as "text <${tag}>a few words</${tag}>", with no empty line or list inside`;
    expect(lines).toEqual([
      `${article}:${lineOf(article, "- one")}: ${inside("small", "a list")}`,
      `${article}:${lineOf(article, "## Heading in small")}: ${inside("sup", "a heading")}`,
      `${article}:${lineOf(article, "A paragraph of its own.")}: ${inside("small", "a paragraph (text on lines of its own)")}`,
      `${article}:${lineOf(article, "| a | b |")}: ${inside("sub", "a table")}`,
      `${article}:${lineOf(article, "See [the note[^zz]](/about) here.")}: the footnote reference [^zz] is inside a link's text, which would put a link inside a link: put it after the link, as in [text](/page)[^zz]`,
    ]);
  });

  it("3: refuses interface text that gives two landmarks of one kind the same name, in either language", async () => {
    edit("content/ui/en.json", (text) =>
      text.replace(/"footer\.explore": "[^"]*"/, '"footer.explore": " sections"'),
    );
    edit("content/ui/jp.json", (text) =>
      text.replace(
        /"breadcrumb\.label": "[^"]*"/,
        `"breadcrumb.label": ${JSON.stringify(JSON.parse(fs.readFileSync(path.join(root, "content/ui/jp.json"), "utf8"))["page.contents"])}`,
      ),
    );
    const lines = (await checkLines()).filter((line) => line.startsWith("content/ui/"));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/ui/en\\.json:${lineOf("content/ui/en.json", '  "footer.explore": " sections",')} footer\\.explore: names a navigation of the page " sections", as nav\\.sectionsLabel \\(line \\d+\\) names another`,
        ),
      ),
      expect.stringMatching(
        /^content\/ui\/jp\.json:\d+ (breadcrumb\.label|page\.contents): names a navigation of the page/,
      ),
    ]);
  });

  it("5: refuses a private-use character in a title, a body and the interface text, by its code point", () => {
    edit(article, (text) => text.replace(/^title: (.*)$/m, "title: $1 \uE000"));
    appendToPair("A symbol from an icon font: \uF8FF.");
    edit("content/ui/en.json", (text) =>
      text.replace(/"footer\.explore": "([^"]*)"/, '"footer.explore": "$1\\uE001"'),
    );
    const privateUse = (code: string) =>
      `contains a private-use character (U+${code}), which has no agreed meaning: most readers see a blank box or an unknown symbol in its place (it usually comes from an icon font or a document with a font of its own): delete it, or write the word or symbol it stood for`;
    const lines = problemLines();
    expect(lines).toContain(`${article}:2 title: ${privateUse("E000")}`);
    expect(lines).toContain(
      `${article}:${lineOf(article, "A symbol from an icon font: \uF8FF.")}: this line ${privateUse("F8FF")}`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/ui/en\\.json:\\d+ footer\\.explore: ${privateUse("E001").replace(/[()+.]/g, "\\$&")}$`,
        ),
      ),
    );
  });

  it("6: refuses two tags of an article that are one after normalization and case folding, naming both lines", async () => {
    edit(article, (text) =>
      text.replace(
        /^tags:\n(?:  - .*\n)+/m,
        "tags:\n  - Market entry\n  - market  entry\n  - \uFF25\uFF33\uFF27\n  - esg\n  - ESG\n  - Esg\n",
      ),
    );
    const at = (tag: string) => lineOf(article, `  - ${tag}`);
    const lines = (await checkLines()).filter((line) => line.startsWith(`${article}:`));
    const another = (written: string, first: string) =>
      `"${written}" is the tag "${first}" of line ${at(first)} spelled another way (capital letters, spaces or full-width letters): write it one way, as "${first}", so the article has one tag for it`;
    expect(lines).toEqual([
      `${article}:${at("market  entry")} tags.1: ${another("market  entry", "Market entry")}`,
      `${article}:${at("esg")} tags.3: ${another("esg", "\uFF25\uFF33\uFF27")}`,
      `${article}:${at("ESG")} tags.4: ${another("ESG", "\uFF25\uFF33\uFF27")}`,
      `${article}:${at("Esg")} tags.5: ${another("Esg", "\uFF25\uFF33\uFF27")}`,
    ]);
  });

  it("7: refuses a title whose letters the social card's font cannot draw, naming them", async () => {
    edit(article, (text) => text.replace(/^title: (.*)$/m, "title: $1 (\uC11C\uC6B8)"));
    edit(twin, (text) => text.replace(/^title: (.*)$/m, "title: $1 \u{20BB7}\u9AD8\u3000\u{1F600}"));
    const lines = (await checkLines()).filter(
      (line) => line.startsWith(`${article}:`) || line.startsWith(`${twin}:`),
    );
    const cannot = "the page's social card cannot draw (its font, Noto Sans JP, lacks";
    expect(lines).toEqual([
      `${article}:2 title: has letters ${cannot} them, and the card would show nothing in their place): "\uC11C" (U+C11C), "\uC6B8" (U+C6B8): write the title without them, in Latin letters, kana or common kanji`,
      `${twin}:2 title: has a letter ${cannot} it, and the card would show nothing in its place): "\u{1F600}" (U+1F600): write the title without it, in Latin letters, kana or common kanji`,
    ]);
  });

  it("8: refuses a link to a host that mixes scripts or passes for Latin letters, and keeps Japanese hosts", async () => {
    const bad = [
      "https://kizunabr\u0456dge.example/",
      "https://xn--kizunabrdge-6vj.example/",
      "https://\u0430\u0440\u0440\u04CF\u0435.com/",
      "https://xn--kizunabrdge-xyz.example/",
    ];
    const good = [
      "https://\u65E5\u672C\u8A9E.jp/",
      "https://\u30C6\u30B9\u30C8\u4F1A\u793E.co.jp/",
      "https://xn--wgv71a119e.jp/",
      "https://m\u00FCnchen.de/",
    ];
    appendToPair([...bad, ...good].map((url, index) => `[site ${index}](${url})`).join("\n\n"));
    const lines = (await checkLines()).filter((line) => line.startsWith(`${article}:`));
    const at = (index: number, url: string) =>
      `${article}:${lineOf(article, `[site ${index}](${url})`)}: the link ${url} `;
    expect(lines).toEqual([
      `${at(0, bad[0]!)}goes to kizunabr\u0456dge.example (xn--kizunabrdge-6vj.example in the letters of an address), whose name mixes letters of Latin and Cyrillic ("k" (U+006B, Latin), "\u0456" (U+0456, Cyrillic)), the way a look-alike of another site's address is made: check the address, and write it with the letters of the site's real name`,
      `${at(1, bad[1]!)}goes to kizunabr\u0456dge.example (xn--kizunabrdge-6vj.example in the letters of an address), whose name mixes letters of Latin and Cyrillic ("k" (U+006B, Latin), "\u0456" (U+0456, Cyrillic)), the way a look-alike of another site's address is made: check the address, and write it with the letters of the site's real name`,
      `${at(2, bad[2]!)}goes to \u0430\u0440\u0440\u04CF\u0435.com (xn--80ak6aa92e.com in the letters of an address), a name in Cyrillic letters under a top-level domain in other letters (.com), which can pass for a name in Latin letters ("\u0430" (U+0430, Cyrillic)): check the address, and write it with the letters of the site's real name`,
      `${at(3, bad[3]!)}has a host name (xn--kizunabrdge-xyz.example) whose "xn--" part is not a valid international name: check the address`,
    ]);
  });

  it("3: reads the landmarks' names from the layout and the templates, the header's and the footer's among them", () => {
    const keys = landmarkKeys();
    for (const key of [
      "nav.sectionsLabel",
      "footer.explore",
      "breadcrumb.label",
      "page.contents",
      "notFound.sections",
    ])
      expect(keys).toContainEqual({ key, role: "navigation" });
    expect(keys).toContainEqual({ key: "investment.notice.label", role: "complementary" });
    // The site's own interface text names every landmark apart.
    for (const { file, strings } of loadContent().interfaceTexts)
      expect(checkLandmarkLabels(file, strings)).toEqual([]);
  });
});

describe("probe 47, sixth round: what passed the check, or stopped it, is refused with its line", () => {
  it("F1: a misspelt field in a one-off page is its schema problem, with file and line, not a stack trace", async () => {
    const file = "content/pages/privacy.en.mdx";
    edit(file, (text) => text.replace(/^title: /m, "titel: "));
    const lines = await checkLines();
    expect(lines).toContain(
      `${file}:${
        fs
          .readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .findIndex((line) => line.startsWith("titel: ")) + 1
      } titel: is not a known field: did you mean "title"?`,
    );
    expect(lines.filter((line) => line.includes("could not run"))).toEqual([]);
  });

  it("F1: a rule that throws is one problem naming the rule, and the other rules' problems are still listed", async () => {
    edit("content/pages/privacy.en.mdx", (text) => text.replace(/^title: /m, "titel: "));
    const problems = await checkContent(root, {
      lint: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'file')");
      },
    });
    const lines = problems.map(formatProblemLine);
    expect(lines).toContain(
      "content/: the Japanese style rule could not run (Cannot read properties of undefined (reading 'file')): fix the other problems listed and run the check again; if this one stays, report it to the site's developers with this line",
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^content\/pages\/privacy\.en\.mdx:2 titel: is not a known field/),
    );
  });

  it("F2 and F4: refuses a YAML anchor and alias in a link or a tag, at their lines, and a //host link", async () => {
    const about = "content/pages/about.en.mdx";
    edit(about, (text) =>
      text
        // The card whose link is the Chairman's page, whatever its title says.
        .replace(
          /^ {2}- title: .*(?=\n {4}text: .*\n {4}link: \/about\/from-our-chairman\n)/m,
          "  - title: &l /about/from-our-chairmen",
        )
        .replace(/(\n {4}link: )\/about\/from-our-chairman\n/, "$1*l\n"),
    );
    edit(article, (text) => text.replace(/^tags:\n {2}- (.*)\n/m, "tags:\n  - &t $1\n  - *t\n"));
    const lines = await checkLines();
    const anchorLine = lineOf(about, "  - title: &l /about/from-our-chairmen");
    expect(lines.filter((line) => line.startsWith(`${about}:`))).toEqual([
      `${about}:${anchorLine}: names a value with the anchor &l, for aliases to repeat: remove "&l" and write each value out in full`,
      `${about}:${lineOf(about, "    link: *l")}: repeats a value through the alias *l: write the value out in full here (the site reads no aliases)`,
    ]);
    expect(lines.filter((line) => line.startsWith(`${article}:`))).toEqual([
      expect.stringMatching(new RegExp(`^${inFile(article)}:\\d+: names a value with the anchor &t, `)),
      `${article}:${lineOf(article, "  - *t")}: repeats a value through the alias *t: write the value out in full here (the site reads no aliases)`,
    ]);
    // The schema alone refuses a protocol-relative link, which a browser reads as another host.
    edit(about, (text) =>
      text
        .replace("&l /about/from-our-chairmen", "From our Chairman")
        .replace("link: *l", "link: //2130706433"),
    );
    expect((await checkLines()).filter((line) => line.startsWith(`${about}:`))).toEqual([
      `${about}:${lineOf(about, "    link: //2130706433")} cards.3.link: must be a site path that starts with a single / (a browser reads "//…" as another host's address)`,
    ]);
  });

  const articleLines = async () => (await checkLines()).filter((line) => line.startsWith(`${article}:`));

  it("F7: applies the host rules to every recipient of a mailto: link, and accepts a public address", async () => {
    const bad = [
      "[desk](mailto:contact@kizunabr\u0456dge.com)",
      "[desk](mailto:contact@xn--kizunabrdge-xyz.com)",
      "[desk](mailto:contact@example.com?cc=ops@192.168.0.1)",
      "[desk](mailto:?to=ops@intranet.local)",
      "[desk](mailto:contact@example.com,ops@printer.lan)",
      "[desk](mailto:javascript:alert(1))",
    ];
    appendToPair([...bad, "[desk](mailto:contact@example.com,ops@example.co.uk?subject=Hello)"].join("\n\n"));
    const lines = await articleLines();
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${inFile(article)}:${lineOf(article, bad[0]!)}: the link mailto:contact@kizunabr.dge\\.com goes to .* mixes letters of Latin and Cyrillic`,
        ),
      ),
      `${article}:${lineOf(article, bad[1]!)}: the link mailto:contact@xn--kizunabrdge-xyz.com has a host name (xn--kizunabrdge-xyz.com) whose "xn--" part is not a valid international name: check the address`,
      `${article}:${lineOf(article, bad[2]!)}: the link mailto:contact@example.com?cc=ops@192.168.0.1 points to 192.168.0.1, a local or numeric address: link to the public page by its name instead`,
      `${article}:${lineOf(article, bad[3]!)}: the link mailto:?to=ops@intranet.local points to intranet.local, a local or numeric address: link to the public page by its name instead`,
      expect.stringMatching(
        new RegExp(
          `^${inFile(article)}:${lineOf(article, bad[4]!)}: the link mailto:contact@example\\.com,ops@printer\\.lan points to printer\\.lan, a name only a private network knows`,
        ),
      ),
      `${article}:${lineOf(article, bad[5]!)}: the link mailto:javascript:alert(1) sends mail to "javascript:alert(1)", which is not an e-mail address: write it as name@domain, such as mailto:contact@example.com`,
    ]);
  });

  it("F6: refuses links to hosts only a private network knows, and a // link in a body", async () => {
    const bad = [
      "https://router/",
      "https://nas.home.arpa/",
      "https://printer.lan/",
      "https://wiki.corp/",
      "https://x.home/",
    ];
    appendToPair(
      [
        ...bad.map((url) => `[intranet](${url})`),
        "[far](//2130706433)",
        "[fine](https://www.mas.gov.sg/)",
        "[fine](https://bbc.co.uk/)",
      ].join("\n\n"),
    );
    const lines = await articleLines();
    expect(lines).toEqual([
      ...bad.map(
        (url) =>
          `${article}:${lineOf(article, `[intranet](${url})`)}: the link ${url} points to ${new URL(url).hostname}, a name only a private network knows (it has no dot, or does not end in a public domain such as .com or .sg): link to the public page by its full name, such as https://www.example.com/`,
      ),
      `${article}:${lineOf(article, "[far](//2130706433)")}: the link //2130706433 starts with "//", which a browser reads as an address on another host: write /path for a page of this site, or the full https:// address of another site`,
    ]);
  });

  it("F3: refuses a footnote label the page cannot use in an address, at each line, and accepts [^note-1]", async () => {
    const label = (text: string) =>
      `the footnote label [^${text}] has a character other than A-Z, a-z, 0-9, "-" and "_", which the page cannot use in the footnote's address: number the note instead, as in [^1] and its text "[^1]: …" (the page shows its own numbers either way)`;
    edit(twin, (text) => `${text.trimEnd()}\n\nSource.[^\u6CE81]\n\n[^\u6CE81]: Note.\n`);
    edit(
      article,
      (text) =>
        `${text.trimEnd()}\n\nA[^%41] and B[^\u00C4] and C[^note-1].\n\n[^%41]: One.\n\n[^\u00C4]: Two.\n\n[^note-1]: Three.\n`,
    );
    const lines = await checkLines();
    const footnoteLines = (file: string) =>
      lines.filter((line) => line.startsWith(`${file}:`) && line.includes("footnote label"));
    expect(footnoteLines(twin)).toEqual([
      `${twin}:${lineOf(twin, "Source.[^\u6CE81]")}: ${label("\u6CE81")}`,
      `${twin}:${lineOf(twin, "[^\u6CE81]: Note.")}: ${label("\u6CE81")}`,
    ]);
    const refs = lineOf(article, "A[^%41] and B[^\u00C4] and C[^note-1].");
    expect(footnoteLines(article)).toEqual([
      `${article}:${refs}: ${label("%41")}`,
      `${article}:${refs}: ${label("\u00C4")}`,
      `${article}:${lineOf(article, "[^%41]: One.")}: ${label("%41")}`,
      `${article}:${lineOf(article, "[^\u00C4]: Two.")}: ${label("\u00C4")}`,
    ]);
  });
});

describe("probe 47, seventh round: what passed the check, the build and the site gate is refused with its line", () => {
  it("F1: refuses a hidden or direction character written as a reference in a link's, an image's or a definition's title", async () => {
    const bad = [
      'See [our story](/about "a&#x202E;b").',
      `![A chart of the plan](${first.data.image.src} "a&#x200B;b")`,
      '[story]: /about "x&#xE0041;y"',
    ];
    appendToPair([...bad, "Read [our story][story]."].join("\n\n"));
    const lines = await checkLines();
    for (const file of [article, twin])
      expect(linesOf(lines, file, /invisible character/)).toEqual([
        `${file}:${lineOf(file, bad[0]!)}: this line ${hiddenCharacterMessage("\u202E")}`,
        `${file}:${lineOf(file, bad[1]!)}: this line ${hiddenCharacterMessage("\u200B")}`,
        `${file}:${lineOf(file, bad[2]!)}: this line ${hiddenCharacterMessage("\u{E0041}")}`,
      ]);
  });

  it("F2: refuses a numeric character reference to no character, which the page shows as a replacement box", async () => {
    const bad = ["Null &#0; and half &#xD800; here.", "Big &#x110000; and a control &#1; there."];
    appendToPair([...bad, "Code shows `&#0;` as it is written, and &#x263A; is a character."].join("\n\n"));
    const lines = await checkLines();
    const broken = (reference: string) =>
      `this line has the character reference ${reference}, which stands for no character (zero, half of a character pair, a control, or a number past U+10FFFF): the page would show a replacement box "\uFFFD" in its place; delete it, or write the character you meant`;
    for (const file of [article, twin])
      expect(linesOf(lines, file, /character reference/)).toEqual([
        `${file}:${lineOf(file, bad[0]!)}: ${broken("&#0;")}`,
        `${file}:${lineOf(file, bad[1]!)}: ${broken("&#x110000;")}`,
      ]);
  });

  it("F3: refuses a letter carrying more combining marks than any language needs, in a body, a field and interface text", async () => {
    const zalgo = `a${"\u0301".repeat(3000)}`;
    const referenced = `Note e${"&#x301;".repeat(8)} here.`;
    // Vietnamese (decomposed, two marks), Hindi (a conjunct of four), Tibetan (a stack of three) and Japanese (a dakuten).
    const real =
      `Nguy\u1EC5n Th\u1ECB Ph\u01B0\u1EE3ng`.normalize("NFD") +
      " \u0928\u094D\u0924\u094D\u0930\u094D\u092F\u0902 \u0F66\u0F92\u0FB2\u0F74 \u304B\u3099";
    append(article, [zalgo, referenced, real].join("\n\n"));
    edit(article, (text) => text.replace(/^title: .*$/m, `title: Loans Z${"\u0336".repeat(60)}`));
    edit("content/ui/en.json", (text) =>
      text.replace('"Skip to main content"', `"Skip to main content${"\u0301".repeat(6)}"`),
    );
    const lines = await checkLines();
    const marks = (base: string, count: number) =>
      `has a letter ("${base}") carrying ${count} accents or other combining marks, more than the 5 any language needs: they draw over the lines above it; delete the extra marks or retype the word`;
    expect(linesOf(lines, article, /combining marks/)).toEqual([
      `${article}:${lineOf(article, `title: Loans Z${"\u0336".repeat(60)}`)} title: ${marks("Z", 60)}`,
      `${article}:${lineOf(article, zalgo)}: this line ${marks("a", 3000)}`,
      `${article}:${lineOf(article, referenced)}: this line ${marks("e", 8)}`,
    ]);
    expect(linesOf(lines, "content/ui/en.json", /combining marks/)).toEqual([
      `content/ui/en.json:2 meta.skipToContent: ${marks("t", 6)}`,
    ]);
  });

  it("F4: refuses a footnote or a link name defined twice, naming the first one's line", async () => {
    const notes = [
      "A claim.[^src] Another.[^other]",
      "[^src]: First.",
      "[^other]: Other.",
      "[^SRC]: Second, once dropped.",
      "Read [our story][story].",
      "[story]: /about",
      "[Story]: /contact",
    ];
    appendToPair(notes.join("\n\n"));
    const lines = await checkLines();
    for (const file of [article, twin])
      expect(linesOf(lines, file, /already/)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${inFile(file)}:${lineOf(file, notes[3]!)}: the footnote \\[\\^SRC\\] is already written at line ${lineOf(file, notes[1]!)}, and the page shows only that one: number this note \\[\\^\\d+\\], here and where it is referred to$`,
          ),
        ),
        `${file}:${lineOf(file, notes[6]!)}: the link name [Story] is already defined at line ${lineOf(file, notes[5]!)}, and every link uses only that one: give this one another name, or delete it`,
      ]);
  });

  it("F5: refuses a component's required attribute written with spaces only", async () => {
    const bad = '<Stat value=" " label="&nbsp;" />';
    appendToPair(`${bad}\n\n<Stat value="12" label="projects" />`);
    const lines = await checkLines();
    for (const file of [article, twin])
      expect(linesOf(lines, file, /<Stat>/)).toEqual([
        `${file}:${lineOf(file, bad)}: <Stat> needs value="…" with text in it: it is empty`,
        `${file}:${lineOf(file, bad)}: <Stat> needs label="…" with text in it: it is empty`,
      ]);
  });

  it("F6: refuses a copyright year after next year or before 1900, as the dates", async () => {
    const next = new Date().getUTCFullYear() + 1;
    edit("content/site.json", (text) => text.replace(/"copyrightYear": \d+/, '"copyrightYear": 2100'));
    expect((await checkLines()).filter((line) => line.includes("copyrightYear"))).toEqual([
      `content/site.json:${lineOf("content/site.json", '  "copyrightYear": 2100,')} copyrightYear: is the year 2100: write a year from 1900 to ${next}`,
    ]);
    edit("content/site.json", (text) => text.replace('"copyrightYear": 2100', '"copyrightYear": 1899'));
    expect((await checkLines()).filter((line) => line.includes("copyrightYear"))).toEqual([
      `content/site.json:${lineOf("content/site.json", '  "copyrightYear": 1899,')} copyrightYear: is the year 1899: write a year from 1900 to ${next}`,
    ]);
    edit("content/site.json", (text) => text.replace('"copyrightYear": 1899', `"copyrightYear": ${next}`));
    expect((await checkLines()).filter((line) => line.includes("copyrightYear"))).toEqual([]);
  });

  it("notes: refuses a mailto: link's bcc= for what it does, and a YAML tag by its name", async () => {
    const bcc = "[desk](mailto:contact@kizunabridge.example?bcc=evil@evil.example)";
    appendToPair(bcc);
    edit(article, (text) => text.replace(/^title: /m, "title: !<tag:yaml.org,2002:js/undefined> "));
    const lines = await checkLines();
    expect(lines).toContain(
      `${twin}:${lineOf(twin, bcc)}: the link mailto:contact@kizunabridge.example?bcc=evil@evil.example adds a hidden recipient (bcc=evil@evil.example) to every message a visitor writes with it, which the visitor may not notice before sending: remove "bcc=…", and name every recipient before the "?"`,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${inFile(article)}:\\d+: marks a value with the YAML tag !<tag:yaml\\.org,2002:js/undefined>, which the site does not read: remove the tag and write the value alone$`,
        ),
      ),
    );
    // A recipient's private name is told in a mail's words.
    appendToPair("[desk](mailto:contact@kizunabridge.example)");
    expect(await checkLines()).toContainEqual(
      expect.stringMatching(
        /mailto:contact@kizunabridge\.example points to kizunabridge\.example, a name only a private network knows .*: write the recipient's public e-mail address, such as mailto:contact@example\.com$/,
      ),
    );
  });
});

describe("probe 47, eighth round: what passed the check and then stopped the build or misled a reader is refused", () => {
  it("F1: refuses a file whose name is not UTF-8, showing its bytes, where the build's bundler panicked and hung", async () => {
    const folder = path.join(root, "content/projects");
    const drawing = fs.readdirSync(folder).find((name) => name.endsWith(".svg"))!;
    // plan-\xE9.svg: an e-acute saved in Latin-1, which no UTF-8 reading of the folder lists as it is.
    const latin1 = Buffer.concat([Buffer.from(`${folder}/plan-`), Buffer.from([0xe9]), Buffer.from(".svg")]);
    fs.copyFileSync(path.join(folder, drawing), latin1);
    const lines = await checkLines();
    expect(lines.filter((line) => line.includes("plan-"))).toEqual([
      'content/projects/plan-\\xE9.svg: has a name that is not valid text (it is not UTF-8, as a name saved by an older program in another encoding may be), which the build cannot read: rename the file in content/projects/, with letters a-z, digits, "-", "_" and "." only',
    ]);
  });

  it("F2: a past version of the content nested 10,000 deep, or too large, never stops reading the history", () => {
    const git = (...args: string[]) => writerGit(root, args).trim();
    const commitAll = (message: string) => {
      git("add", "-A");
      git("commit", "-qm", message);
      return git("rev-parse", "HEAD");
    };
    git("init", "-q");
    commitAll("content");
    const ui = fs.readFileSync(path.join(root, "content/ui/en.json"), "utf8");
    const deep = `${"[".repeat(10_000)}"x"${"]".repeat(10_000)}`;
    edit("content/ui/en.json", (text) => text.replace('"Skip to main content"', deep));
    append(article, `A body too long to be a page. ${"word ".repeat(60_000)}`);
    const bad = commitAll("deep interface text and a large article");
    fs.writeFileSync(path.join(root, "content/ui/en.json"), ui);
    git("checkout", "-q", "HEAD~1", "--", article);
    const fixed = commitAll("put them back");
    const history = readContentHistory(root);
    expect(history.keys.en.get("meta.skipToContent")?.last?.commit).toBe(fixed);
    expect(history.files.get(article)?.last?.commit).toBe(fixed);
    expect(history.warnings).toEqual([
      `${article} as of commit ${bad.slice(0, 12)} cannot be compared with its other versions (it is larger than the 256 KB a text file of the site may be): its dates count that commit as a change`,
    ]);
    // The sitemap's dates, which the production and the preview build read from the same history.
    expect(readGitDates(root).get("content/ui/en.json")).toBeDefined();
  });

  it("F3: refuses link text that is one address while the link goes to another", async () => {
    const bad = [
      "Our site is [www.kizunabridge.com](https://kizunabridge-login.com/).",
      "Mail [contact@kizunabridge.com](mailto:kizuna.desk@outlook.com) for details.",
      "See [https://www.kizunabridge.com/contact](https://www.kizunabridge.com/login).",
      "Or [kizunabridge.com][desk].",
      "[desk]: https://kizunabridge-support.com/",
    ];
    const fine = [
      "Read [www.kizunabridge.com](https://kizunabridge.com/about) and [the guide](https://nodejs.org/en).",
      "Mail [contact@kizunabridge.com](mailto:Contact@kizunabridge.com) or see [Node.js](https://nodejs.org/).",
      "Visit [https://www.w3.org/TR/](https://w3.org/TR) or www.w3.org and write to contact@w3.org.",
    ];
    append(article, [...bad, ...fine].join("\n\n"));
    const lines = await checkLines();
    const says = (text: string, goes: string) =>
      `the link's text says ${text} but the link ${goes}: a reader trusts the address they see; write what the link leads to in words (such as "our contact page"), or its real address`;
    expect(linesOf(lines, article, /link's text says/)).toEqual([
      `${article}:${lineOf(article, bad[0]!)}: ${says("www.kizunabridge.com", "goes to https://kizunabridge-login.com/")}`,
      `${article}:${lineOf(article, bad[1]!)}: ${says("contact@kizunabridge.com", "writes to kizuna.desk@outlook.com")}`,
      `${article}:${lineOf(article, bad[2]!)}: ${says("https://www.kizunabridge.com/contact", "goes to https://www.kizunabridge.com/login")}`,
      `${article}:${lineOf(article, bad[3]!)}: ${says("kizunabridge.com", "goes to https://kizunabridge-support.com/")}`,
    ]);
  });

  it("F4: refuses one letter joined of more code points than any script needs, in a body, a field and by reference", async () => {
    const jamo = `Jamo \u1100${"\u1161".repeat(3000)} end.`;
    const referenced = `Jamo \u1100${"&#x1161;".repeat(20)} end.`;
    // A Sanskrit conjunct of five consonants with its vowel sign and nasal (11), a Tibetan stack, a flag and a
    // Hangul syllable of conjoining letters pass.
    const real =
      "\u0930\u094D\u0924\u094D\u0938\u094D\u0928\u094D\u092F\u0947\u0902 \u0F66\u0F92\u0FB2\u0F74 \u{1F1EF}\u{1F1F5} \u1100\u1161\u11A8";
    append(article, [jamo, referenced, real].join("\n\n"));
    edit(twin, (text) => text.replace(/^title: .*$/m, `title: X\u1100${"\u1161".repeat(40)}`));
    const lines = await checkLines();
    const joined = (count: number) =>
      `has a letter ("\u1100") joined with ${count} more code points into one character, more than the 16 any script needs in all: a line cannot break inside it, so it runs off the side of the page; delete the extra characters or retype the word`;
    expect(linesOf(lines, article, /joined with/)).toEqual([
      `${article}:${lineOf(article, jamo)}: this line ${joined(3000)}`,
      `${article}:${lineOf(article, referenced)}: this line ${joined(20)}`,
    ]);
    expect(linesOf(lines, twin, /joined with/)).toEqual([
      `${twin}:${lineOf(twin, `title: X\u1100${"\u1161".repeat(40)}`)} title: ${joined(40)}`,
    ]);
  });

  it("F5: refuses a code point Unicode has not assigned, raw or by reference, in a body and a field", async () => {
    const bad = ["Unassigned \u0378 here.", "Unassigned &#x50000; there."];
    appendToPair(bad.join("\n\n"));
    edit("content/site.json", (text) => text.replace(/"locality": "([^"]*)"/, '"locality": "$1\u0378"'));
    const lines = await checkLines();
    for (const file of [article, twin])
      expect(linesOf(lines, file, /not assigned/)).toEqual([
        `${file}:${lineOf(file, bad[0]!)}: this line ${hiddenCharacterMessage("\u0378")}`,
        `${file}:${lineOf(file, bad[1]!)}: this line ${hiddenCharacterMessage("\u{50000}")}`,
      ]);
    expect(hiddenCharacterMessage("\u{50000}")).toMatch(
      /^contains a code point Unicode has not assigned to any character \(U\+50000\)/,
    );
    expect(lines.filter((line) => line.startsWith("content/site.json") && /not assigned/.test(line))).toEqual(
      [
        expect.stringMatching(
          /^content\/site\.json:\d+ locality: contains a code point Unicode has not assigned to any character \(U\+0378\)/,
        ),
      ],
    );
  });

  it("F6: refuses a country code ISO 3166-1 assigns to no country, and an old one by its new code", async () => {
    const country = (code: string) =>
      edit("content/site.json", (text) => text.replace(/"country": "[^"]*"/, `"country": "${code}"`));
    const countryLines = async () => (await checkLines()).filter((line) => line.includes(" country: "));
    const at = () =>
      lineOf(
        "content/site.json",
        fs
          .readFileSync(path.join(root, "content/site.json"), "utf8")
          .split("\n")
          .find((line) => line.includes('"country"'))!,
      );
    for (const code of ["ZZ", "XX", "EU", "QO"]) {
      country(code);
      expect(await countryLines()).toEqual([
        `content/site.json:${at()} country: ${code} is not a country code (ISO 3166-1 assigns no country to it): write the firm's country in two capitals, such as SG for Singapore`,
      ]);
    }
    country("BU");
    expect(await countryLines()).toEqual([
      `content/site.json:${at()} country: BU is an old code that ISO 3166-1 no longer assigns (now MM, Myanmar (Burma)): write MM`,
    ]);
    for (const code of ["SG", "JP", "VN", "IN"]) {
      country(code);
      expect(await countryLines()).toEqual([]);
    }
  });

  it("notes: an emoji's variation selector is part of what a reader sees; alone it is refused; a name is one line", async () => {
    const heart = "We \u2764\uFE0F our clients \u263A\uFE0E.";
    const alone = "A stray \uFE0F selector.";
    appendToPair([heart, alone].join("\n\n"));
    const lines = await checkLines();
    for (const file of [article, twin])
      expect(linesOf(lines, file, /invisible character/)).toEqual([
        `${file}:${lineOf(file, alone)}: this line ${hiddenCharacterMessage("\uFE0F")}`,
      ]);
    const person = fs.readdirSync(path.join(root, "content/team")).find((name) => name.endsWith(".en.mdx"))!;
    const file = `content/team/${person}`;
    edit(file, (text) => text.replace(/^name: .*$/m, 'name: "Daniel\\nLim"'));
    expect(
      (await checkLines()).filter((line) => line.startsWith(`${file}:`) && line.includes(" name: ")),
    ).toEqual([
      `${file}:${lineOf(file, 'name: "Daniel\\nLim"')} name: must be written on one line: a name holds no line break`,
    ]);
  });
});

describe("probe 47, ninth round: what a commit, a video, a logo or a body could slip past the gates is refused", () => {
  const git = (...args: string[]) => writerGit(root, args).trim();
  const commitAll = (message: string, env: Record<string, string> = {}) => {
    writerGit(root, ["add", "-A"]);
    writerGit(root, ["commit", "-qm", message], env);
    return git("rev-parse", "HEAD");
  };

  it("F4: no commit message can hide what its commit changed or forge a change in the content history", () => {
    git("init", "-q");
    const base = commitAll("content");
    append(article, "The second phase adds a teaching hospital wing.");
    const twinBlob = git("rev-parse", `HEAD:${twin}`);
    // A record separator, then a line that reads as a change of the Japanese twin, then a unit separator that
    // once cut the message short before its keyword.
    const forged = `Add a sentence on the second phase \x1e\n:100644 100644 ${twinBlob} ${twinBlob} M\t${twin}\n\x1e\n`;
    const changed = commitAll(forged);
    const history = readContentHistory(root);
    expect(history.files.get(article)?.lastToTranslate?.commit).toBe(changed);
    expect(history.files.get(twin)?.last?.commit).toBe(base);
    const slug = path.basename(article, ".en.mdx");
    const row = getTranslationStatus(root).rows.find((candidate) => candidate.slug === slug);
    expect(row?.stale).toBe(true);

    append(article, "A typo fixed.");
    const typo = commitAll(`Fix a typo\x1f\x1e ${noTranslationKeyword}`);
    const after = readContentHistory(root).files.get(article);
    expect(after?.lastText?.commit).toBe(typo);
    expect(after?.lastToTranslate?.commit).toBe(changed);
  });

  it("F9: a commit dated in the future is dated at the build's time, with a warning naming it", () => {
    git("init", "-q");
    commitAll("content");
    append(article, "He is based in Singapore.");
    const future = commitAll("One sentence", { GIT_COMMITTER_DATE: "2098-01-01T00:00:00Z" });
    const now = new Date();
    const history = readContentHistory(root, now);
    expect(history.files.get(article)?.last).toEqual({ commit: future, date: now.toISOString(), order: 0 });
    expect(history.warnings).toEqual([
      `commit ${future.slice(0, 12)} is dated 2098-01-01T00:00:00+00:00, after this build's time: its changes are dated ${now.toISOString()} instead (a computer's clock was wrong, or the date was set by hand)`,
    ]);
    expect(readGitDates(root, now).get(article)).toBe(now.toISOString());
  });

  it("F10: refuses a skipped heading level, empty <kbd>, <abbr>, <sup> and header cells, and task-list checkboxes", async () => {
    const skipped = "#### Skipped level heading";
    const emptyKbd = "Press <kbd></kbd> to continue.";
    const blankKbd = "Press <kbd>&nbsp;</kbd> to continue.";
    const emptyAbbr = 'The <abbr title="">PPP</abbr> model is common.';
    const blankAbbr = 'The <abbr title="  ">PPP</abbr> model is common.';
    const emptySup = "Area in m<sup></sup> here.";
    const task = "- [x] Tendering done";
    const untickedTask = "- [ ] Contracts signed";
    const header = "|   | beta |";
    const fine = [
      "## Probe section",
      "### A level below",
      "#### Two levels below",
      "## Back up two levels",
      'Press <kbd>Ctrl</kbd>, read <abbr title="public-private partnership">PPP</abbr> and m<sup>2</sup>.',
      "| alpha | beta |",
      "| --- | --- |",
      "| one | two |",
      "",
      "- [link] in a plain list",
    ];
    const bad = [
      "## Probe section two",
      "",
      skipped,
      "",
      emptyKbd,
      "",
      blankKbd,
      "",
      emptyAbbr,
      "",
      blankAbbr,
      "",
      emptySup,
      "",
      task,
      untickedTask,
      "",
      header,
      "| --- | --- |",
      "| one | two |",
    ];
    append(article, [...fine.flatMap((line) => [line, ""]), "[link]: /about", "", ...bad].join("\n"));
    const lines = await checkLines();
    const at = (text: string) => lineOf(article, text);
    const rules = /heading is level|holds no text|empty title|checkbox|header cell/;
    expect(linesOf(lines, article, rules)).toEqual([
      `${article}:${at(skipped)}: this heading is level 4 (####) right after a level 2 heading (line ${at("## Probe section two")}), which skips a level: a screen reader lists headings by level, and a skipped one reads as a missing section; write ### here`,
      `${article}:${at(emptyKbd)}: <kbd> holds no text, so a screen reader reads nothing there: write the words inside it, as in <kbd>word</kbd>, or delete the tag`,
      `${article}:${at(blankKbd)}: <kbd> holds no text, so a screen reader reads nothing there: write the words inside it, as in <kbd>word</kbd>, or delete the tag`,
      `${article}:${at(emptyAbbr)}: <abbr> has an empty title="": write what the abbreviation stands for, as in <abbr title="public-private partnership">PPP</abbr>, or remove title=""`,
      `${article}:${at(blankAbbr)}: <abbr> has an empty title="": write what the abbreviation stands for, as in <abbr title="public-private partnership">PPP</abbr>, or remove title=""`,
      `${article}:${at(emptySup)}: <sup> holds no text, so a screen reader reads nothing there: write the words inside it, as in <sup>word</sup>, or delete the tag`,
      `${article}:${at(task)}: "[x]" at the start of a list item makes a checkbox that no reader can tick and a screen reader announces with no name: write a plain list item, and say in words what is done, as in "- Done: …"`,
      `${article}:${at(untickedTask)}: "[ ]" at the start of a list item makes a checkbox that no reader can tick and a screen reader announces with no name: write a plain list item, and say in words what is done, as in "- Done: …"`,
      `${article}:${at(header)}: the table's header cell in column 1 is empty: a screen reader names each cell of a column by its header, so write what the column holds`,
    ]);
  });
});

describe("probe 47, ninth round: text that reads the same, and files the check stopped on, are refused in words", () => {
  // Full-width Latin letters and the ideographic space, as a Japanese keyboard types them.
  const fullWidth = (text: string) =>
    [...text].map((c) => (c === " " ? "\u3000" : String.fromCodePoint(c.codePointAt(0)! + 0xfee0))).join("");
  it(
    "F1: a JSON typo in site.json or settings.json is a problem with its line for the check and the build, never a stack trace",
    { timeout: 900_000 },
    () => {
      const project = copyProject("ninth-json-");
      try {
        const run = (script: string, ...args: string[]) => {
          const result = spawnSync(path.resolve("node_modules/.bin/tsx"), [script, ...args], {
            cwd: project,
            encoding: "utf8",
          });
          return { code: result.status, output: `${result.stdout}${result.stderr}` };
        };
        // A trailing comma after the last member, the most common slip in a JSON file, in both files at once.
        const lines = ["content/site.json", "content/settings.json"].map((rel) => {
          const file = path.join(project, rel);
          fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/\}\s*\n\}\s*$/, "},\n}\n"));
          return `${rel}:${fs.readFileSync(file, "utf8").trimEnd().split("\n").length}: is not valid JSON`;
        });
        for (const [script, ...args] of [
          ["scripts/check-content.ts", "--", "content/site.json"],
          ["scripts/build.ts"],
        ]) {
          const { code, output } = run(script!, ...args);
          expect(code, output).toBe(1);
          for (const line of lines) expect(output).toContain(line);
          expect(output).not.toMatch(/TransformError|\n\s+at /);
        }
      } finally {
        fs.rmSync(project, { recursive: true, force: true });
      }
    },
  );

  it("F2: refuses wording spelled to look the same: references, dashes, ligatures, full width, marks, a line break, a Cyrillic letter", async () => {
    const spellings = [
      "Our plan is risk&#45;free.",
      "This is a risk\u2010free opportunity for every client.",
      "Each fund we arrange is capital\u2011protected.",
      "Investors receive certain pro\ufb01ts each year.",
      `It is a ${fullWidth("safe investment")} for every family.`,
      "This is a risk-**free** plan for every client.",
      "It is a safe\ninvestment for every family.",
    ];
    const cyrillic = "We offer gu\u0430ranteed returns to every client.";
    // Greek and Cyrillic words of their own (a symbol, a city's name) are text a writer may write.
    const ownScripts =
      "The index moved from \u03b1 to \u03b2 in \u041c\u043e\u0441\u043a\u0432\u0430 this year.";
    append(article, [...spellings, cyrillic, ownScripts].join("\n\n"));
    const lines = await checkLines();
    const wording = linesOf(lines, article, /is wording a financial-promotion review would stop/);
    for (const spelling of spellings) {
      const line = lineOf(article, spelling.split("\n")[0]!);
      expect(wording, spelling).toContainEqual(
        expect.stringMatching(new RegExp(`^${inFile(article)}:${line}: `)),
      );
    }
    expect(lines).toContain(
      `${article}:${lineOf(article, cyrillic)}: the word "gu\u0430ranteed" mixes Latin letters with the Cyrillic "\u0430" (U+0430), which looks like a Latin letter but is not one, so no reader and no rule sees the word it seems: retype the word in Latin letters`,
    );
    expect(lines.filter((line) => /mixes Latin/.test(line))).toHaveLength(1);
  });

  it("F3: holds the firm's own texts in site.json to the wording rules, naming the key", async () => {
    const facts = "content/site.json";
    edit(facts, (text) =>
      text
        .replace(
          /("en": "[^"]*is an advisory company[^"]*)"/,
          '$1 Capital is protected and returns are guaranteed."',
        )
        // The whole fee text, short: appended to, it passed the fact's length limit, and that refusal hid the rule's.
        .replace(
          /"en": "We are paid only[^"]*"/,
          '"en": "We are paid only by our clients. Returns are guaranteed."',
        ),
    );
    const source = fs.readFileSync(path.join(root, facts), "utf8").split("\n");
    const lineWith = (text: string) => source.findIndex((line) => line.includes(text)) + 1;
    const wording = linesOf(await checkLines(), facts, /is wording a financial-promotion review would stop/);
    expect(wording).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/site\\.json:${lineWith("Capital is protected and")} regulatoryStatus\\.en: "returns are guaranteed"`,
        ),
      ),
    );
    expect(wording).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/site\\.json:${lineWith("Returns are guaranteed.")} fees\\.en: "Returns are guaranteed"`,
        ),
      ),
    );
  });

  it("F8: refuses a link that shows one destination and goes to another: a number, full width, a phrase, a title", async () => {
    const misleading = [
      "Call [+65&nbsp;6123&nbsp;4567](tel:+6598765432) for details.",
      `Visit [${fullWidth("www.kizunabridge.com")}](https://kizunabridge-login.com/) today.`,
      `Her desk: [${fullWidth("contact@kizunabridge.com")}](mailto:kizuna.desk@outlook.com).`,
      "[Sign in at www.kizunabridge.com](https://kizunabridge-login.com/) to see your files.",
      'Write to [our contact page](https://kizunabridge-login.com/ "https://www.kizunabridge.com/contact") for details.',
    ];
    // The same number, a local form of it, and a phrase naming the host the link goes to are what they say.
    const honest = [
      "Call [+65&nbsp;6123&nbsp;4567](tel:+6561234567) today.",
      "Or [03&#8209;1234&#8209;5678](tel:+81312345678) in Tokyo.",
      "[Read the guide at nodejs.org](https://nodejs.org/en/learn) first.",
    ];
    append(article, [...misleading, ...honest].join("\n\n"));
    const refused = linesOf(await checkLines(), article, /the link's (text|title) says/);
    for (const text of misleading)
      expect(refused, text).toContainEqual(
        expect.stringMatching(new RegExp(`^${inFile(article)}:${lineOf(article, text)}: `)),
      );
    expect(refused).toHaveLength(misleading.length);
  });

  it("F11: refuses a line break in a mailto: header field, and a header other than subject, body, to and cc", async () => {
    const smuggled = [
      "Mail [contact@kizunabridge.com](mailto:contact@kizunabridge.com?subject=Hi%0ABcc:%20copy@collector-mail.com) today.",
      "Mail [contact@kizunabridge.com](mailto:contact@kizunabridge.com?subject=Hello%0D%0ABcc:%20x@evil-mail.com%0D%0A) now.",
      "Mail [contact@kizunabridge.com](mailto:contact@kizunabridge.com?cc=contact@kizunabridge.com%0ABcc:x@evil-mail.com) too.",
    ];
    const header =
      "Mail [contact@kizunabridge.com](mailto:contact@kizunabridge.com?Reply-To=x@evil-mail.com) again.";
    // A line break in the body is the body's own.
    const body =
      "Mail [contact@kizunabridge.com](mailto:contact@kizunabridge.com?subject=Hello&body=One%0ATwo) please.";
    append(article, [...smuggled, header, body].join("\n\n"));
    const lines = linesOf(await checkLines(), article, /the link mailto:/);
    for (const text of smuggled)
      expect(lines, text).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^${inFile(article)}:${lineOf(article, text)}: .* puts a line break into its (subject|cc)= field`,
          ),
        ),
      );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${inFile(article)}:${lineOf(article, header)}: .* sets the mail header "Reply-To"`),
      ),
    );
    expect(lines.filter((line) => line.startsWith(`${article}:${lineOf(article, body)}:`))).toEqual([]);
  });

  it("note: content/ itself a link to a folder elsewhere is refused in words by the check and the build", () => {
    const project = copyProject("ninth-link-");
    try {
      const elsewhere = path.join(outside, "content");
      fs.renameSync(path.join(project, "content"), elsewhere);
      fs.symlinkSync(elsewhere, path.join(project, "content"));
      for (const script of ["scripts/check-content.ts", "scripts/build.ts"]) {
        const result = spawnSync(path.resolve("node_modules/.bin/tsx"), [script], {
          cwd: project,
          encoding: "utf8",
        });
        const output = `${result.stdout}${result.stderr}`;
        expect(result.status, output).toBe(1);
        expect(output).toContain(
          `content: is a link to ${elsewhere}, and the site never reads what a link points to`,
        );
        expect(output).not.toMatch(/Cannot find module|\n\s+at /);
      }
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});

describe("probe 47, tenth round: an empty image, English in a Japanese file and empty or lost content are refused", () => {
  it("F2: refuses an image with an empty address, in each of its three forms, at its line", async () => {
    const forms = [
      "![A chart of the plan]()",
      "![A map of the site](<>)",
      '<Figure src="" alt="A chart of the benchmark" caption="Benchmark" />',
    ];
    append(article, forms.join("\n\n"));
    const lines = await checkLines();
    for (const form of forms)
      expect(lines, form).toContain(`${article}:${lineOf(article, form)}: ${emptyImageMessage}`);
  });

  it("F6: refuses an item with no text, a second title, blank paragraphs, an empty Callout, a lost note and link", async () => {
    // An insight whose body is empty in both languages (frontmatter only), and a team member's of only &nbsp;.
    const closing: Record<string, number> = {};
    for (const file of [article, twin])
      edit(file, (text) => {
        const end = text.indexOf("\n---", 3) + 4;
        closing[file] = text.slice(0, end).split("\n").length;
        return `${text.slice(0, end)}\n`;
      });
    const forms = [
      "# Another page title",
      "&nbsp;",
      '<Callout title="Note" />',
      "[^gone]: A note nothing cites.",
      "Read [the terms][terms-2026] first.",
    ];
    const other =
      "content/projects/" +
      fs.readdirSync(path.join(root, "content/projects")).find((name) => name.endsWith(".en.mdx"));
    append(other, forms.join("\n\n"));
    const lines = await checkLines();
    for (const file of [article, twin])
      expect(lines).toContain(
        `${file}:${closing[file]}: has no text below its frontmatter, and the page shows this text as the article: write it below the closing ---`,
      );
    const expected = [
      /this heading is level 1 \(#\), which the page's title already is/,
      /this paragraph has no text, only spaces or &nbsp;/,
      /<Callout> holds no text, so the page would show an empty box/,
      /the note \[\^gone\] is never cited, so the page leaves its text out/,
      /the link \[the terms\]\[terms-2026\] has no definition \[terms-2026\]/,
    ];
    forms.forEach((form, index) =>
      expect(lines, form).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${inFile(other)}:${lineOf(other, form)}: ${expected[index]!.source}`),
        ),
      ),
    );
  });
});

describe("stop 78: what the seventy-eighth probe found", () => {
  it("R1: a data file of valid JSON that is no group of fields is refused at its line by every rule, never one that cannot run", async () => {
    // `null` in content/ui/jp.json stopped the social cards' glyph rule ("Cannot read properties of null (reading
    // 'team.pageTitle')"), and the check said only "content/: the card-glyph rule could not run", naming no file.
    const files = ["content/ui/en.json", "content/ui/jp.json", "content/site.json", "content/settings.json"];
    for (const value of ["null", "[]"]) {
      const originals = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), "utf8")]));
      for (const file of files) write(file, `${value}\n`);
      const lines = await checkLines();
      expect(
        lines.filter((line) => line.includes("could not run")),
        value,
      ).toEqual([]);
      for (const file of files)
        expect(lines, `${file} as ${value}`).toContainEqual(
          expect.stringMatching(new RegExp(`^${inFile(file)}:1`)),
        );
      for (const [file, text] of originals) write(file, text);
    }
  });
});
