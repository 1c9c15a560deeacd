// The whole content check behind `npm run check` and the build: the schema checks of the loader,
// then the body rules, links and anchors, twin agreement, unfinished TODO text, Japanese text in
// code and the Japanese style check (textlint; the production build leaves it to `npm run check`, which
// CI runs first). Every problem is listed, sorted by file and line.
import fs from "node:fs";
import { closest, distance } from "fastest-levenshtein";
import { parse as parseHost } from "tldts";
import path from "node:path";
import { otherLocale, type Locale } from "../../lib/locale.ts";
import { listContentFiles } from "./content-files.ts";
import { checkFilesTheCodeNeeds } from "./code-files.ts";
import { describeImageProblem, isPlaceholderProblem } from "./image-files.ts";
import { checkRasterImages, checkVideos } from "./raster-files.ts";
import { checkSvgDrawings } from "./svg-draw.ts";
import { checkSecrets } from "./secrets.ts";
import { checkCardGlyphs } from "./card-glyphs.ts";
import { describeLookAlikeHost } from "./link-hosts.ts";
import { checkTagSpellings } from "./tags.ts";
import { checkLandmarkLabels } from "./landmark-labels.ts";
import { takesTemplateId, templateIdsOf } from "./template-ids.ts";
import { decodeEscapes, pathOfFile, siteMap, splitLink, type SiteMap } from "./links.ts";
import { loadContent, type ContentRecord, type FrontmatterString, type LoadResult } from "./loader.ts";
import type { BodyFacts } from "./mdx-rules.ts";
import type { Problem } from "./problems.ts";
import { checkGlossaryPatterns, lintTexts, type LintInput } from "./textlint.ts";
import { findComplianceProblems, findOneSidedPromises, loadComplianceRules } from "./compliance.ts";
import { checkInsightNotices, checkPastResults, checkRegulatoryStatus } from "./disclosures.ts";
import { checkMenuTitles } from "./menu-titles.ts";

const todoMessage = "is not written yet: replace the TODO text";

const languageName: Record<Locale, string> = { en: "English", jp: "Japanese" };

/**
 * localhost and the names of local networks (with or without the final dot of a fully qualified name), and every
 * numeric address, IPv4 or IPv6 (loopback, private and IPv4-mapped ones included): a visitor's browser cannot reach
 * the first, and a public page is linked by its name, never by a number.
 */
function isLocalOrNumericHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "");
  if (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name.endsWith(".local") ||
    name.endsWith(".internal")
  )
    return true;
  return name.includes(":") || /^[\d.]+$/.test(name);
}

/**
 * A telephone link dials what its address holds, so the address must be a number a phone can dial from anywhere: a
 * "+", the country code and the number, 7 to 15 digits in all (the longest the international plan, E.164, allows),
 * optionally grouped by "-" or ".". Letters (`tel:javascript`), spaces (`%20`), an empty number or 60 digits dial
 * nothing or the wrong line.
 */
export const telAddress = /^tel:\+\d(?:[-.]?\d){6,14}$/;
function describeTelLink(url: string): string | undefined {
  if (telAddress.test(url)) return undefined;
  return `the link ${url} is not a telephone number a phone can dial: write tel:, a "+", the country code and the number, 7 to 15 digits in all, with no spaces or letters (such as tel:+6561234567 or tel:+65-6123-4567)`;
}

/**
 * Why the host of an external link (a web page's, or an e-mail recipient's domain) is no public site's name, or
 * undefined: local and numeric addresses, look-alike letters, and names that only a private network knows. A public
 * name has a dot and ends in a suffix of the Public Suffix List's ICANN section (tldts): `router`, `printer.lan`,
 * `wiki.corp`, `x.home` and `.example` do not; `.arpa` is on the list but names no site (`home.arpa` is a home
 * network's, RFC 8375).
 */
function describeHost(url: string, host: string): string | undefined {
  if (isLocalOrNumericHost(host))
    return `the link ${url} points to ${host}, a local or numeric address: link to the public page by its name instead`;
  const lookAlike = describeLookAlikeHost(url, host);
  if (lookAlike) return lookAlike;
  const name = parseHost(host.toLowerCase().replace(/\.+$/, ""));
  if (!host.includes(".") || !name.isIcann || !name.domain || /(^|\.)arpa$/.test(name.publicSuffix ?? ""))
    return `the link ${url} points to ${host}, a name only a private network knows (it has no dot, or does not end in a public domain such as .com or .sg): ${url.startsWith("mailto:") ? "write the recipient's public e-mail address, such as mailto:contact@example.com" : "link to the public page by its full name, such as https://www.example.com/"}`;
  return undefined;
}

/**
 * A mailto: link sends mail to each of its recipients (RFC 6068): those before the "?", and those of its to= and cc=
 * fields. Each must be an e-mail address whose domain passes the host rules of a web link. A bcc= field is refused
 * whatever it names: it copies every message to someone the visitor does not see; so is any other header than
 * subject=, body=, to= and cc= (reply-to=, from=…), and a line break in any field but body=, which a mail program
 * may read as a header line of its own ("Hi%0ABcc:%20someone@…").
 */
function describeMailtoLink(url: string): string | undefined {
  const rest = url.slice("mailto:".length);
  const query = rest.indexOf("?");
  const fields = [...new URLSearchParams(query < 0 ? "" : rest.slice(query + 1))];
  // A blind copy is sent without the visitor seeing it in the address lines they check before sending.
  const blind = fields.find(([key]) => /^bcc$/i.test(key));
  if (blind)
    return `the link ${url} adds a hidden recipient (bcc=${blind[1]}) to every message a visitor writes with it, which the visitor may not notice before sending: remove "bcc=…", and name every recipient before the "?" or in cc=`;
  const header = fields.find(([key]) => !/^(subject|body|to|cc)$/i.test(key));
  if (header)
    return `the link ${url} sets the mail header "${header[0]}", which a visitor does not see before sending: a mailto: link may set only subject=, body=, to= and cc=`;
  const broken = fields.find(([key, value]) => !/^body$/i.test(key) && /[\r\n]/.test(value));
  if (broken)
    return `the link ${url} puts a line break into its ${broken[0]}= field, where a mail program may read the next line as a header of its own (such as "Bcc:", a hidden recipient): write the ${broken[0]} on one line; a line break belongs only in body=`;
  const recipients = [
    ...(query < 0 ? rest : rest.slice(0, query)).split(",").map((text) => decodeEscapes(text) ?? text),
    ...fields.filter(([key]) => /^(to|cc)$/i.test(key)).flatMap(([, value]) => value.split(",")),
  ]
    .map((text) => text.trim())
    .filter(Boolean);
  for (const recipient of recipients) {
    const domain = /^[^\s@]+@([^\s@]+)$/.exec(recipient)?.[1];
    const host = domain && URL.parse(`https://${domain}/`)?.hostname;
    if (!host)
      return `the link ${url} sends mail to "${recipient}", which is not an e-mail address: write it as name@domain, such as mailto:contact@example.com`;
    const problem = describeHost(url, host);
    if (problem) return problem;
  }
  return undefined;
}

/** Checks one link a writer typed, in a page of `locale`. `ownIds` are the ids of the linking page. */
function checkLink(url: string, locale: Locale, site: SiteMap, ownIds: Set<string>): string | undefined {
  if (/%(?![0-9a-f]{2})/i.test(url) || decodeEscapes(url) === undefined)
    return `the link ${url} has a "%" that is not followed by two hex digits: write the text as it is (the site encodes it), or fix the escape`;
  if (url.startsWith("https://")) {
    const host = URL.parse(url)?.hostname;
    if (!host) return `the link ${url} is not a web address: check it for spaces and typing mistakes`;
    return describeHost(url, host);
  }
  if (url.startsWith("//"))
    return `the link ${url} starts with "//", which a browser reads as an address on another host: write /path for a page of this site, or the full https:// address of another site`;
  if (url.startsWith("tel:")) return describeTelLink(url);
  if (url.startsWith("mailto:")) return describeMailtoLink(url);
  if (url.startsWith("http://"))
    return `the link ${url} must use https:// (write https:// instead of http://)`;
  if (url.startsWith("#")) {
    const id = decodeEscapes(url.slice(1)) ?? url.slice(1);
    return ownIds.has(id)
      ? undefined
      : `the link ${url} points to a heading this page does not have: check the heading's anchor`;
  }
  if (!url.startsWith("/"))
    return `the link ${url} must be a site path starting with / (such as /services) or a full https:// address`;
  const { path: target, hash } = splitLink(url);
  if (target === "/jp" || target.startsWith("/jp/"))
    return `the link ${url} must be written without /jp: the site adds it on Japanese pages`;
  const ids = site[locale].get(target);
  if (!ids) {
    // The page a typo most likely meant: the closest existing path, if it is close.
    const nearest = closest(target, [...site[locale].keys()]);
    const near = nearest && distance(target, nearest) <= Math.max(3, Math.floor(target.length / 4));
    return `the link ${url} points to a page that does not exist in ${languageName[locale]}${near ? `: did you mean ${nearest}?` : ""}`;
  }
  if (hash && !ids.has(hash))
    return `the link ${url} points to an anchor "#${hash}" that the page ${target} does not have`;
}

/** The page-relative targets a file links to, without anchors (those differ between languages). */
const linkTargets = (facts: BodyFacts, site: SiteMap) =>
  facts.links
    .filter((link) => link.url.startsWith("/"))
    .map((link) => ({ ...link, key: splitLink(link.url).path }))
    // A link to a page that does not exist is reported once, as broken, not again as a difference.
    .filter((link) => site.en.has(link.key) || site.jp.has(link.key));

function compareTwins(
  files: Record<Locale, string>,
  facts: Record<Locale, BodyFacts>,
  frontmatterImages: Record<Locale, Set<string>>,
  site: SiteMap,
  root: string,
): Problem[] {
  const problems: Problem[] = [];
  for (const locale of ["en", "jp"] as const) {
    const other = otherLocale(locale);
    const otherLinks = new Set(linkTargets(facts[other], site).map((link) => link.key));
    // A twin with a broken link has that problem reported, in that file; the page it meant is most likely
    // the one this file links to, so the difference is not reported again here, in the file that is right.
    const otherHasBrokenLink = facts[other].links.some(
      (link) =>
        link.url.startsWith("/") &&
        !site.en.has(splitLink(link.url).path) &&
        !site.jp.has(splitLink(link.url).path),
    );
    const reported = new Set<string>();
    for (const link of linkTargets(facts[locale], site)) {
      if (otherLinks.has(link.key) || reported.has(link.key) || otherHasBrokenLink) continue;
      reported.add(link.key);
      problems.push({
        file: files[locale],
        line: link.line,
        message: `links to ${link.key}, but ${files[other]} does not: both languages must link to the same pages`,
      });
    }
    const otherImages = new Set(facts[other].images.map((image) => image.src));
    for (const image of facts[locale].images) {
      if (!image.src || otherImages.has(image.src) || frontmatterImages[other].has(image.src)) continue;
      if (!fs.existsSync(path.join(root, path.dirname(files[locale]), image.src))) continue;
      problems.push({
        file: files[locale],
        line: image.line,
        message: `shows the image ${image.src}, but ${files[other]} does not: both languages must show the same images`,
      });
    }
  }
  return problems;
}

function checkImages(root: string, file: string, facts: BodyFacts): Problem[] {
  const problems: Problem[] = [];
  for (const image of facts.images) {
    if (!image.alt.trim())
      problems.push({
        file,
        line: image.line,
        message:
          `the image ${image.src || ""} needs alt text: describe it for people who cannot see it`.replace(
            "image  needs",
            "image needs",
          ),
      });
    if (!image.src) continue;
    const problem = describeImageProblem(root, file, image.src);
    if (problem)
      problems.push({
        file,
        line: image.line,
        message: problem,
        ...(isPlaceholderProblem(problem) && { draft: true as const }),
      });
  }
  return problems;
}

// Kana and kanji; Japanese punctuation alone (say, in a line-breaking regex) is not copy.
const japanesePattern = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;
const codeExtensions = /\.(tsx?|jsx?|mjs|css|html)$/;

/** Copy lives in content/: the site's code (browser/, components/, lib/, pages/, pipeline/) holds no Japanese text. */
export function checkCodeForJapanese(root: string): Problem[] {
  const problems: Problem[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(path.join(root, dir))) return;
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (codeExtensions.test(entry.name) && !/\.test\./.test(entry.name)) {
        fs.readFileSync(path.join(root, rel), "utf8")
          .split("\n")
          .forEach((text, index) => {
            if (japanesePattern.test(text))
              problems.push({
                file: rel,
                line: index + 1,
                message:
                  "contains Japanese text: copy lives in content/ (interface text in content/ui/jp.json), never in code",
              });
          });
      }
    }
  };
  for (const dir of ["browser", "components", "lib", "pages", "pipeline"]) walk(dir);
  return problems;
}

const compareProblems = (a: Problem, b: Problem) =>
  a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0);

export type CheckOptions = {
  /** The content of `root` when the caller has loaded it already. */
  loaded?: LoadResult;
  /** Run the Japanese style check (textlint); the production build leaves it to `npm run check`. */
  style?: boolean;
  /**
   * Style-check only these files (repository-relative); every other rule still covers the whole site.
   * `npm run check -- <files>`: textlint is most of a full check's time.
   */
  styleFiles?: ReadonlySet<string>;
  /**
   * The style check's linting of the texts chosen (textlint.ts's lintTexts on this thread by default;
   * `npm run check` lints on a thread of its own, started before the site is loaded: pipeline/content/style-check.ts).
   */
  lint?: (texts: LintInput[]) => Promise<Problem[]>;
};

const japaneseCharacter = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu;
const latinLetter = /\p{Script=Latin}/gu;

/** A Japanese file must be written in Japanese, and not be a copy of its English twin. */
function compareTwinTexts(enFile: string, enBody: string, jp: ContentRecord): Problem[] {
  const jpBody = jp.parsed?.body.trim() ?? "";
  // Text still to write is reported as such, once.
  if (jp.todos.length) return [];
  if (jpBody && jpBody === enBody.trim())
    return [
      {
        file: jp.file,
        line: jp.parsed?.bodyLine,
        message: `has the same text as ${enFile}: translate it into Japanese`,
      },
    ];
  // Prose only: links' addresses, code and tags are not text a reader reads.
  const prose = jpBody.replace(/\]\([^)]*\)|`[^`]*`|<[^>]*>/g, "");
  const japanese = prose.match(japaneseCharacter)?.length ?? 0;
  const latin = prose.match(latinLetter)?.length ?? 0;
  if (japanese + latin >= 40 && japanese < (japanese + latin) / 4)
    return [
      {
        file: jp.file,
        line: jp.parsed?.bodyLine,
        message: "is not written in Japanese: translate the text below the frontmatter",
      },
    ];
  return [];
}

/**
 * A link with sign-in details (`https://www.kizunabridge.example@evil.example/login`) reads as one site and goes to
 * another (the part before "@" is a user name): refused in bodies as the settings refuse it (content/fields.ts).
 */
function describeSignInLink(url: string): string | undefined {
  const address = URL.parse(url.trim(), "https://site.invalid/");
  if (!address || !(address.username || address.password)) return undefined;
  return `the link ${url} goes to ${address.host}, whatever its start says: the part before "@" is a user name, which no link needs. Write the address of the page itself`;
}

/**
 * A rule that stops on content it did not expect (a bug of ours, most often met after another problem) is one
 * problem naming the rule, never a stack trace: the other rules, and the loader's problems, are still listed.
 */
function ruleFailure(rule: string, error: unknown, file = "content/"): Problem {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    file,
    message: `the ${rule} rule could not run (${reason}): fix the other problems listed and run the check again; if this one stays, report it to the site's developers with this line`,
  };
}

/** Runs every content rule on the site in `root` and returns every problem, sorted by file and line. */
export async function checkContent(
  root = process.cwd(),
  { loaded = loadContent(root), style = true, styleFiles, lint = lintTexts }: CheckOptions = {},
): Promise<Problem[]> {
  const { content, records } = loaded;
  // The loader has reported each file's schema and body-syntax problems already.
  const problems = [...loaded.problems];
  // A field the schema refused (a link that is no site path) has that problem; the link rules would repeat it.
  const refusedFields = new Set(loaded.problems.map((problem) => `${problem.file} ${problem.field}`));
  const site = siteMap(content);
  const byFile = new Map(records.map((record) => [record.file, record]));
  // Japanese files still in English: the style check would only repeat that, line by line.
  const notJapanese = new Set<string>();
  // A file whose frontmatter is broken has its own problem; links to its page are not broken too.
  for (const record of records) {
    const page = pathOfFile(record.file);
    if (page && !site[record.locale].has(page)) site[record.locale].set(page, new Set());
  }
  // Headings give a page its anchors; the route table adds the ones the layout provides.
  for (const record of records) {
    const ids = site[record.locale].get(pathOfFile(record.file) ?? "");
    for (const id of record.facts.headingIds) ids?.add(id);
  }

  for (const { file, locale, facts, strings, todos, parsed } of records) {
    try {
      const ownIds = site[locale].get(pathOfFile(file) ?? "") ?? facts.headingIds;
      problems.push(...checkImages(root, file, facts));
      // An id the page's template gives one of its sections: the page would have it twice.
      const template = templateIdsOf(file);
      for (const { id, line } of template ? facts.headings : [])
        if (takesTemplateId(template!, id))
          problems.push({
            file,
            line,
            message: `this heading's anchor would be "#${id}", which the page's template (${template!.template}) gives one of its own sections: reword the heading`,
          });
      problems.push(...todos.map((todo) => ({ file, ...todo, message: todoMessage, draft: true as const })));
      for (const link of facts.links) {
        const message = describeSignInLink(link.url) ?? checkLink(link.url, locale, site, ownIds);
        if (message) problems.push({ file, line: link.line, message });
      }
      for (const entry of strings.filter(
        (s) => s.key === "link" && !refusedFields.has(`${file} ${s.field}`),
      )) {
        const message = describeSignInLink(entry.value) ?? checkLink(entry.value, locale, site, ownIds);
        if (message) problems.push({ file, line: entry.line, field: entry.field, message });
      }
      if (locale === "en") {
        const twin = byFile.get(file.replace(/\.en\.mdx$/, ".jp.mdx"));
        // Twins are compared only when both can be read: one broken file is one problem, in that file.
        if (!twin || !twin.parsed || !parsed || twin.facts.problems.length || facts.problems.length) continue;
        // A file still being written (TODOs) is reported as that, once; its twin is compared when it is done.
        if (todos.length || twin.todos.length) continue;
        const untranslated = compareTwinTexts(file, parsed.body, twin);
        if (untranslated.length) notJapanese.add(twin.file);
        problems.push(...untranslated);
        const images = (list: FrontmatterString[]) =>
          new Set(list.filter((s) => s.key === "src").map((s) => s.value));
        problems.push(
          ...compareTwins(
            { en: file, jp: twin.file },
            { en: facts, jp: twin.facts },
            { en: images(strings), jp: images(twin.strings) },
            site,
            root,
          ),
        );
      }
    } catch (error) {
      problems.push(ruleFailure("link, anchor and twin", error, file));
    }
  }

  const rule = async (name: string, run: () => Problem[] | Promise<Problem[]>) => {
    try {
      problems.push(...(await run()));
    } catch (error) {
      problems.push(ruleFailure(name, error));
    }
  };
  await rule("tag spelling", () => checkTagSpellings(records));
  await rule("card-glyph", () => checkCardGlyphs(content, records, root));
  await rule("Japanese-in-code", () => checkCodeForJapanese(root));
  await rule("glossary pattern", () => checkGlossaryPatterns(root));
  await rule("files-the-code-needs", () => checkFilesTheCodeNeeds(root));
  const listed = listContentFiles(root);
  const contentFiles = listed.files;
  await rule("raster image", () => checkRasterImages(root, contentFiles));
  await rule("video", () => checkVideos(root, contentFiles));
  // Each SVG is drawn as the build draws it, under a time limit; one with a problem of its own (a reference
  // outside the file, a <use> that copies itself) is not drawn, and is reported once, for that.
  const withProblems = new Set(listed.problems.map((problem) => problem.file));
  await rule("SVG drawing", () =>
    checkSvgDrawings(
      root,
      contentFiles.filter((file) => !withProblems.has(file)),
    ),
  );
  await rule("secret", () => checkSecrets(root, contentFiles));
  const compliance = loadComplianceRules(root);
  problems.push(...compliance.problems);
  await rule("compliance", () =>
    [...records, ...loaded.interfaceTexts, ...loaded.factTexts].flatMap((input) =>
      findComplianceProblems(input, compliance.rules),
    ),
  );
  await rule("landmark label", () =>
    loaded.interfaceTexts.flatMap(({ file, strings }) => checkLandmarkLabels(file, strings)),
  );
  // Twins make the same promises: compared once both files can be read and neither is still being written.
  const byName = new Map(records.map((record) => [record.file, record]));
  await rule("one-sided promise", () =>
    records.flatMap((en) => {
      const jp = en.locale === "en" ? byName.get(en.file.replace(/\.en\.mdx$/, ".jp.mdx")) : undefined;
      if (!jp || !en.parsed || !jp.parsed || en.todos.length || jp.todos.length) return [];
      return findOneSidedPromises({ en, jp }, compliance.promises);
    }),
  );
  await rule("regulatory status", () => checkRegulatoryStatus(root));
  await rule("past results", () => checkPastResults(records, compliance.pastResults, compliance.figure));
  await rule("insight notice", () => checkInsightNotices(records, compliance.investors));
  // A file still being written (TODOs) has its own problem: its TODO title and menu name differ by design.
  await rule("menu title", () => checkMenuTitles(records.filter((record) => !record.todos.length)));
  if (style) {
    // A body that cannot be read has its own problem; textlint would only repeat it.
    const readable = records.filter(
      (record) => !record.facts.problems.length && !notJapanese.has(record.file),
    );
    const texts = [...readable, ...loaded.interfaceTexts];
    await rule("Japanese style", () =>
      lint(styleFiles ? texts.filter((t) => styleFiles.has(t.file)) : texts),
    );
  }
  return problems.sort(compareProblems);
}
