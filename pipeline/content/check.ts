// The whole content check behind `npm run check` and the build: the schema checks of the loader,
// then the body rules, links and anchors, twin agreement, unfinished TODO text, Japanese text in
// code and the Japanese style check (textlint; the production build leaves it to `npm run check`, which
// CI runs first). Every problem is listed, sorted by file and line.
import fs from "node:fs";
import path from "node:path";
import { otherLocale, type Locale } from "../../lib/locale.ts";
import { listContentFiles } from "./content-files.ts";
import { checkFilesTheCodeNeeds } from "./code-files.ts";
import { describeImageProblem, isPlaceholderProblem } from "./image-files.ts";
import { checkRasterImages, checkVideos } from "./raster-files.ts";
import { checkSvgDrawings } from "./svg-draw.ts";
import { checkSecrets } from "./secrets.ts";
import { checkCardGlyphs } from "./card-glyphs.ts";
import { checkLink, describeSignInLink } from "./link-rules.ts";
import { checkTagSpellings } from "./tags.ts";
import { checkLandmarkLabels } from "./landmark-labels.ts";
import { checkQuoteMarks } from "./quote-marks.ts";
import { checkDisplayLimits } from "./display-limits.ts";
import { fieldValues, takesTemplateId, templateIdsOf } from "./template-ids.ts";
import { pathOfFile, siteMap, splitLink, type SiteMap } from "./links.ts";
import { collections, type CollectionName } from "../../content/schema.ts";
import { loadContent, type ContentRecord, type FrontmatterString, type LoadResult } from "./loader.ts";
import type { BodyFacts } from "./mdx-rules.ts";
import type { Problem } from "./problems.ts";
import { checkGlossaryPatterns, lintTexts, type LintInput } from "./textlint.ts";
import { findComplianceProblems, findOneSidedPromises, loadComplianceRules } from "./compliance.ts";
import { contentDrawingTexts } from "./drawing-text.ts";
import { checkInsightNotices, checkPastResults, checkRegulatoryStatus } from "./disclosures.ts";
import { checkMenuTitles } from "./menu-titles.ts";
import { checkSentenceCase } from "./sentence-case.ts";

const todoMessage = "is not written yet: replace the TODO text";
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

export const emptyImageMessage =
  'the image has no file: write the name of the image file next to this one, between ( and ) as in ![A chart of the plan](chart.svg), or in src="…" as in <Figure src="chart.svg" alt="…" />';

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
    // An empty address (![alt](), ![alt](<>), <Figure src="" />) names no file: the build could not find one.
    if (!image.src.trim()) {
      problems.push({ file, line: image.line, message: emptyImageMessage });
      continue;
    }
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
 * An item of a collection whose body shows no words (empty, or only spaces, &nbsp; and comments): every
 * collection's page shows its body as the item's main text (content/schema.ts, `body`), so the page would be a
 * title over nothing. One-off pages are left alone: some (the contact form, search) have no body by design.
 */
function emptyBodyProblem(record: ContentRecord): Problem | undefined {
  const folder = /^content\/([^/]+)\//.exec(record.file)?.[1];
  if (!folder || !Object.hasOwn(collections, folder) || !record.parsed) return undefined;
  if (record.facts.hasText || record.facts.problems.length) return undefined;
  const { body } = collections[folder as CollectionName];
  return {
    file: record.file,
    // The frontmatter's closing ---: an empty body has no line of its own.
    line: record.parsed.bodyLine - 1,
    message: `has no text below its frontmatter, and the page shows this text as ${body}: write it below the closing ---`,
  };
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

  // What a template may make ids of: each language's items (a list's cards, `project-${project.slug}-title`).
  const items = Object.fromEntries(
    (["en", "jp"] as const).map((locale) => [
      locale,
      Object.values(content.collections).flatMap((byLocale) =>
        byLocale[locale].map((entry) => ({ slug: entry.slug, ...(entry.data as object) })),
      ),
    ]),
  ) as Record<Locale, object[]>;

  for (const record of records) {
    const { file, locale, facts, strings, todos, parsed } = record;
    try {
      const ownIds = site[locale].get(pathOfFile(file) ?? "") ?? facts.headingIds;
      problems.push(...checkImages(root, file, facts));
      const empty = emptyBodyProblem(record);
      if (empty) problems.push(empty);
      // An id the page's template gives one of its sections: the page would have it twice.
      const template = templateIdsOf(file);
      // The page's own fields (Important information's `markets[].id`) and the items its lists show.
      const values = template && facts.headings.length ? fieldValues(parsed?.data, items[locale]) : undefined;
      for (const { id, line } of template ? facts.headings : [])
        if (takesTemplateId(template!, id, values))
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
    [
      ...records,
      ...loaded.interfaceTexts,
      ...loaded.factTexts,
      // The words of a drawing are drawn into every picture of it (twelfth probe, H4).
      ...contentDrawingTexts(root, contentFiles),
    ].flatMap((input) => findComplianceProblems(input, compliance.rules)),
  );
  await rule("quotation mark", () => checkQuoteMarks([...loaded.interfaceTexts, ...loaded.factTexts]));
  await rule("display length", () => checkDisplayLimits(records));
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
  await rule("sentence case", () => checkSentenceCase(records, loaded.interfaceTexts));
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
