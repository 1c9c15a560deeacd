// One file, parsed and validated in memory: problems name the file, the line and the field in writers' words.
import fs from "node:fs";
import { expect, it } from "vitest";
import type { z } from "zod";
import { hiddenCharacterMessage } from "../../content/fields";
import { collections, pages, siteFacts, siteSettings } from "../../content/schema";
import { deepestNesting, normalizeText, parseData, parseFile } from "./parse";
import { formatProblemLine, type Problem } from "./problems";
import { validate } from "./validate";

const file = "content/insights/x.en.mdx";
const article = (fields = "") => `---
title: Ports of the Mekong
excerpt: A short excerpt.
date: 2025-08-01
image:
  src: x.svg
  alt: A river port
tags: [Infrastructure]${fields}
---

Body text.
`;

/** The problems of one file against a schema, as `npm run check` prints them. */
function problemsOf(source: string, schema: z.ZodType = collections.insights.schema): string[] {
  const problems: Problem[] = [];
  const parsed = parseFile(file, normalizeText(source), problems);
  if (parsed) validate(schema, file, parsed, problems);
  return problems.map(formatProblemLine);
}

it("accepts a whole file", () => {
  expect(problemsOf(article())).toEqual([]);
});

it("names the line and field of an empty required field, and of a missing one", () => {
  expect(problemsOf(article().replace("title: Ports of the Mekong", 'title: ""'))).toEqual([
    `${file}:2 title: must not be empty`,
  ]);
  expect(problemsOf(article().replace("excerpt: A short excerpt.\n", ""))).toEqual([
    `${file}:1 excerpt: is required but missing`,
  ]);
});

it("points at an unknown field, and suggests the one a misspelling meant as one problem", () => {
  expect(problemsOf(article("\nheadline: Oops"))).toEqual([
    `${file}:9 headline: is not a known field: check the spelling or remove it`,
  ]);
  expect(problemsOf(article().replace("excerpt:", "exerpt:"))).toEqual([
    `${file}:3 exerpt: is not a known field: did you mean "excerpt"?`,
  ]);
});

it("points into nested lists", () => {
  const source = `---\ntitle: About\ndescription: Who we are.\nintro: Text.\ncards:\n${[1, 2, 3, 4]
    .map((n) => `  - title: Card ${n}\n    text: Text ${n}.\n    link: ${n === 3 ? "about/team" : "/about"}`)
    .join("\n")}\n---\n`;
  expect(problemsOf(source, pages.about)).toEqual([
    `${file}:14 cards.2.link: must be a site path that starts with / (write it without /jp)`,
  ]);
});

it("explains broken YAML with its line, and never throws on an alias bomb", () => {
  expect(problemsOf(article().replace("excerpt: A short", "excerpt: : bad: [ A short"))[0]).toMatch(
    new RegExp(`^${file}:3: the frontmatter is not valid YAML`),
  );
  const bomb =
    "\na: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]";
  const anchor = (name: string) =>
    `names a value with the anchor &${name}, for aliases to repeat: remove "&${name}" and write each value out in full`;
  const alias = (name: string) =>
    `repeats a value through the alias *${name}: write the value out in full here (the site reads no aliases)`;
  expect(problemsOf(article(bomb))).toEqual([
    `${file}:9: ${anchor("a")}`,
    `${file}:10: ${anchor("b")}`,
    `${file}:10: ${alias("a")}`,
    `${file}:11: ${anchor("c")}`,
    `${file}:11: ${alias("b")}`,
    `${file}:12: ${alias("c")}`,
  ]);
});

it("probe 47 (sixth), F2 and F4: refuses every anchor and alias, at its line, in frontmatter and data files", () => {
  const lines = (rel: string, text: string) => {
    const problems: Problem[] = [];
    const parsed = parseData(rel, text, 2, problems);
    return { parsed, lines: problems.map(formatProblemLine) };
  };
  const yaml = lines(
    file,
    "cards:\n  - title: &l /about\n    link: *l\ntags: [&t Middle East, Joint Ventures, *t]\n",
  );
  expect(yaml.parsed).toBeUndefined();
  expect(yaml.lines).toEqual([
    `${file}:3: names a value with the anchor &l, for aliases to repeat: remove "&l" and write each value out in full`,
    `${file}:4: repeats a value through the alias *l: write the value out in full here (the site reads no aliases)`,
    `${file}:5: names a value with the anchor &t, for aliases to repeat: remove "&t" and write each value out in full`,
    `${file}:5: repeats a value through the alias *t: write the value out in full here (the site reads no aliases)`,
  ]);
  // An anchor on a block list is named at the line that holds it, not the list's first item.
  expect(lines("content/glossary/en.yml", "rules: &r\n  - a\n").lines).toEqual([
    `content/glossary/en.yml:2: names a value with the anchor &r, for aliases to repeat: remove "&r" and write each value out in full`,
  ]);
  // An "&" or "*" inside a value is text, not an anchor or alias.
  expect(lines(file, 'title: R&D *and* more\nq: "&x *y"\n').lines).toEqual([]);
});

it("probe 47 (sixth), F2: refuses a protocol-relative link (//host) as a site path", () => {
  const source = `---\ntitle: About\ndescription: Who we are.\nintro: Text.\ncards:\n${[1, 2, 3, 4]
    .map(
      (n) => `  - title: Card ${n}\n    text: Text ${n}.\n    link: ${n === 2 ? "//2130706433" : "/about"}`,
    )
    .join("\n")}\n---\n`;
  expect(problemsOf(source, pages.about)).toEqual([
    `${file}:11 cards.1.link: must be a site path that starts with a single / (a browser reads "//…" as another host's address)`,
  ]);
});

it("probe 47 (sixth), F5: refuses a date before 1900 or after next year, and accepts both ends", () => {
  const latest = new Date().getUTCFullYear() + 1;
  const range = `write a date from 1900 to ${latest}, as YYYY-MM-DD`;
  expect(problemsOf(article().replace("2025-08-01", "0000-01-01"))).toEqual([
    `${file}:4 date: is in the year 0000: ${range}`,
  ]);
  expect(problemsOf(article().replace("2025-08-01", "1899-12-31"))).toEqual([
    `${file}:4 date: is in the year 1899: ${range}`,
  ]);
  expect(problemsOf(article().replace("2025-08-01", `${latest + 1}-01-01`))).toEqual([
    `${file}:4 date: is in the year ${latest + 1}: ${range}`,
  ]);
  expect(problemsOf(article().replace("2025-08-01", "1900-01-01"))).toEqual([]);
  expect(problemsOf(article().replace("2025-08-01", `${latest}-12-31`))).toEqual([]);
});

it('says in words that a date written as a number is no date (stop 78, not zod\'s "Invalid input")', () => {
  for (const written of ["20260811", "2026.08", "true"])
    expect(problemsOf(article().replace("2025-08-01", written)), written).toEqual([
      `${file}:4 date: must be a date written as YYYY-MM-DD`,
    ]);
});

it("refuses a day the month does not have", () => {
  expect(problemsOf(article().replace("2025-08-01", "2026-02-30"))).toEqual([
    `${file}:4 date: is not a real date: 2026-02 has no day 30`,
  ]);
});

it("reads a file saved on Windows (CRLF, byte-order mark) like any other", () => {
  expect(problemsOf(`\uFEFF${article().replace(/\n/g, "\r\n")}`)).toEqual([]);
});

it("says a file nests too deeply in plain words, however deep, and names a data file's language", () => {
  const lines = (rel: string, text: string) => {
    const problems: Problem[] = [];
    parseData(rel, text, 2, problems);
    return problems.map(formatProblemLine);
  };
  const tooDeep = `nests lists or fields more than ${deepestNesting} levels deep: no page needs that many; write it flatter`;
  // Deep enough to exhaust the parser's stack, and just past the limit.
  expect(lines(file, `a: ${"[".repeat(20000)}${"]".repeat(20000)}`)).toEqual([`${file}:2: ${tooDeep}`]);
  const past = deepestNesting + 1;
  expect(lines(file, `a: ${"[".repeat(past)}${"]".repeat(past)}`)).toEqual([`${file}:2: ${tooDeep}`]);
  expect(lines(file, `a: ${"[".repeat(deepestNesting - 1)}${"]".repeat(deepestNesting - 1)}`)).toEqual([]);
  // Probe 4, L2: the line where the nesting goes past the limit, not the file's first line.
  const deep = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
  expect(lines("content/ui/en.json", `{\n  "a": "b",\n  "deep": ${deep(20000)}\n}\n`)).toEqual([
    `content/ui/en.json:4: ${tooDeep}`,
  ]);
  expect(lines("content/glossary/ja.yml", `version: 1\nrules: []\n\nprobe: ${deep(20000)}\n`)).toEqual([
    `content/glossary/ja.yml:5: ${tooDeep}`,
  ]);
  // One level a line: the line of the first level past the limit (the map is the first level, here at line 2).
  expect(lines("content/ui/en.json", `{\n"b":\n${"[\n".repeat(past)}${"]".repeat(past)}}\n`)).toEqual([
    `content/ui/en.json:${2 + deepestNesting + 1}: ${tooDeep}`,
  ]);
  expect(lines("content/glossary/en.yml", "a: [b")[0]).toMatch(
    /^content\/glossary\/en\.yml:2: is not valid YAML \(/,
  );
  expect(lines("content/site.json", '{"a": ')[0]).toMatch(/^content\/site\.json:2: is not valid JSON \(/);
  expect(lines(file, "a: [b")[0]).toMatch(
    /^content\/insights\/x\.en\.mdx:2: the frontmatter is not valid YAML \(/,
  );
});

it("refuses a broken character (a lone surrogate, a noncharacter) in plain words, by its code point", () => {
  expect(hiddenCharacterMessage("検証 \uD800 記事")).toMatch(/^contains a broken character \(U\+D800/);
  expect(hiddenCharacterMessage("Title \uFFFF")).toMatch(/^contains a broken character \(U\+FFFF/);
  expect(hiddenCharacterMessage("ゼロ\u200B幅")).toMatch(/^contains an invisible character \(U\+200B/);
  // The braille blank draws nothing, though no invisible class holds it (twelfth probe, H7: a link of only it).
  expect(hiddenCharacterMessage("Read [\u2800](/privacy) first.")).toMatch(
    /^contains an invisible character \(U\+2800/,
  );
  expect(hiddenCharacterMessage("建設・インフラ 𠮷")).toBeUndefined();
});

it("takes only a GitHub owner/name as the editor's repository, never a path", () => {
  const settings = JSON.parse(fs.readFileSync("content/settings.json", "utf8"));
  const withRepo = (repo: string) =>
    siteSettings.safeParse({ ...settings, cms: { ...settings.cms, repo } }).success;
  expect(withRepo(settings.cms.repo)).toBe(true);
  for (const repo of ["../..", "owner/..", "owner/.", "-owner/name", "owner/name/extra"])
    expect(withRepo(repo), repo).toBe(false);
});

// Stop 76, S1: the URL parser takes ; , * ' " in a host, and the settings' hosts go into the Content-Security-Policy.
it("takes only a host name of letters, digits, - and . in the settings' addresses, which the page's policy names", () => {
  const settings = JSON.parse(fs.readFileSync("content/settings.json", "utf8"));
  const issues = (changed: Record<string, unknown>) =>
    (siteSettings.safeParse({ ...settings, ...changed }).error?.issues ?? []).map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
  expect(issues({})).toEqual([]);
  expect(issues({ formEndpoint: "https://forms.kizunabridge.example;sandbox/f/contact" })).toEqual([
    'formEndpoint: must have a host name of letters, digits, "-" and "." only, such as www.example.com: forms.kizunabridge.example;sandbox has ";"',
  ]);
  expect(issues({ cms: { ...settings.cms, authUrl: "https://auth.example;script-src-elem" } })).toEqual([
    'cms.authUrl: must have a host name of letters, digits, "-" and "." only, such as www.example.com: auth.example;script-src-elem has ";"',
  ]);
  for (const url of [
    "https://*.kizunabridge.example",
    "https://www.kizunabridge.example'x",
    'https://a.example"b',
  ])
    expect(issues({ url }), url).toHaveLength(1);
  // An international name is written in its xn-- form, as a browser reads it, and passes.
  expect(issues({ url: "https://xn--r8jz45g.jp" })).toEqual([]);
});

it("shows a control character of a writer's file name by its code, never sending it to the terminal", () => {
  const line = formatProblemLine({
    file: "content/insights/probe-\u001b]0;x\u0007.mdx",
    line: 2,
    message: "no twin",
  });
  expect(line).toBe("content/insights/probe-\\u001B]0;x\\u0007.mdx:2: no twin");
});

it("probe B01: refuses a frontmatter whose first line names a language (---js, --- coffee), at line 1", () => {
  const script = "{ title: require('child_process').execSync('touch /tmp/pwn') }";
  for (const [first, language] of [
    ["---js", "js"],
    ["---javascript", "javascript"],
    ["--- coffee", "coffee"],
    ["---json", "json"],
    ["---yaml", "yaml"],
  ])
    expect(problemsOf(`${first}\n${script}\n---\n\nBody text.\n`)).toEqual([
      `${file}:1: the first line "---${language}" asks for the frontmatter to be read as ${language}, which the site never does: it reads YAML fields alone, between two lines of exactly ---. Remove "${language}" from the first line`,
    ]);
});

it("probe C08: refuses a character reference that stands for no character in a field or a data file", () => {
  const message = (reference: string) =>
    `has the character reference ${reference}, which stands for no character (zero, half of a character pair, a control, or a number past U+10FFFF), and this text shows it as written: delete it, or write the character you meant`;
  expect(
    problemsOf(article().replace("title: Ports of the Mekong", "title: Ports &#x110000; Mekong")),
  ).toEqual([`${file}:2 title: ${message("&#x110000;")}`]);
  const problems: Problem[] = [];
  parseData(
    "content/ui/en.json",
    '{\n  "nav.home": "Home &#0;",\n  "nav.about": "R&amp;D &#x2013;"\n}\n',
    1,
    problems,
  );
  expect(problems.map(formatProblemLine)).toEqual([`content/ui/en.json:2 nav.home: ${message("&#0;")}`]);
});

it("probe 75 S1: holds the statement of regulatory status to a paragraph or two, and takes it empty", () => {
  const facts = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
  const problemsWith = (en: string) =>
    (
      siteFacts.safeParse({ ...facts, regulatoryStatus: { ...facts.regulatoryStatus, en } }).error?.issues ??
      []
    ).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  expect(problemsWith("")).toEqual([]);
  expect(problemsWith("a".repeat(2000))).toEqual([]);
  // 200,000 characters held the build for minutes on Important information.
  expect(problemsWith(`Its list: ${"1,".repeat(100_000)}1.`)).toEqual([
    "regulatoryStatus.en: must be at most 2000 characters: the statement is a paragraph or two",
  ]);
});

it("probe 8: takes only an address on LinkedIn's own host as the firm's LinkedIn page", () => {
  const facts = JSON.parse(fs.readFileSync("content/site.json", "utf8"));
  const problemsWith = (linkedin: string) =>
    (siteFacts.safeParse({ ...facts, social: { linkedin } }).error?.issues ?? []).map(
      (issue) => issue.message,
    );
  for (const address of ["", "https://www.linkedin.com/company/example", "https://linkedin.com/in/someone"])
    expect(problemsWith(address), address).toEqual([]);
  // "lınkedin" with a dotless ı, as a browser writes its host; a host that only ends in the name; another site.
  for (const [address, host] of [
    ["https://www.xn--lnkedin-9ya.com/company/example", "www.xn--lnkedin-9ya.com"],
    ["https://www.linkedin.com.example.net/company/x", "www.linkedin.com.example.net"],
    ["https://evil-linkedin.com/company/x", "evil-linkedin.com"],
  ] as const)
    expect(problemsWith(address), address).toContain(
      `must be a page on LinkedIn itself, an address on www.linkedin.com such as https://www.linkedin.com/company/example: this one is on ${host}`,
    );
  // LinkedIn's redirector, or any page but a company's or a person's.
  for (const [address, rest] of [
    [
      "https://www.linkedin.com/redir/redirect?url=https%3A%2F%2Fexample.net",
      "/redir/redirect?url=https%3A%2F%2Fexample.net",
    ],
    ["https://www.linkedin.com/company/example?trk=x", "/company/example?trk=x"],
    ["https://www.linkedin.com/feed/", "/feed/"],
  ] as const)
    expect(problemsWith(address), address).toContain(
      `must be the address of a company's or a person's page, such as https://www.linkedin.com/company/example, with nothing after its name: ${rest} is another kind of LinkedIn address`,
    );
});
