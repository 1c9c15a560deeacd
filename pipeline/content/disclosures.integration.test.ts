import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadComplianceRules } from "./compliance";
import {
  checkInsightNotices,
  checkPastResults,
  checkRegulatoryStatus,
  findPendingReviews,
  findStaleFacts,
} from "./disclosures";
import { loadContent, readRecord, type LoadResult } from "./loader";
import { formatProblemLine } from "./problems";
import { itemWith } from "../../tests/content-items";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});
/** A copy of the real content/ where `edit` changes one file's text. */
function siteWhere(file: string, edit: (text: string) => string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "disclosures-"));
  roots.push(root);
  fs.cpSync("content", path.join(root, "content"), { recursive: true });
  const full = path.join(root, file);
  const before = fs.readFileSync(full, "utf8");
  const after = edit(before);
  expect(after).not.toBe(before);
  fs.writeFileSync(full, after);
  return root;
}

describe("regulatory status", () => {
  it("is stated in the real content/site.json", () => {
    expect(checkRegulatoryStatus(process.cwd())).toEqual([]);
  });

  it("names the empty language with its line", () => {
    const root = siteWhere("content/site.json", (text) =>
      text.replace(/("jp": )"キズナ・ブリッジ・アドバイザリー（[^"]*"/, '$1"  "'),
    );
    const lines = fs.readFileSync(path.join(root, "content/site.json"), "utf8").split("\n");
    const line = lines.findIndex((l) => l.includes('"jp": "  "')) + 1;
    expect(line).toBeGreaterThan(1);
    expect(checkRegulatoryStatus(root).map(formatProblemLine)).toEqual([
      expect.stringMatching(
        new RegExp(`^content/site\\.json:${line} regulatoryStatus\\.jp: is empty: the investment pages`),
      ),
    ]);
  });
});

describe("past results", () => {
  const { figure } = loadComplianceRules(process.cwd());
  const notice = {
    en: "Past results do not indicate future outcomes.",
    jp: "過去の実績は将来の成果を示すものではありません。",
  };
  const service = (locale: "en" | "jp", success: string) =>
    readRecord(
      `content/services/x.${locale}.mdx`,
      locale,
      `---\ndetails:\n  success: ${success}\n---\n\nBody.\n`,
      [],
    );

  it("asks a case study with figures for the sentence of its language", () => {
    expect(
      checkPastResults(
        [service("en", "The owner finished 10% under budget."), service("jp", "予算を10%下回りました。")],
        notice,
        figure,
      ).map(formatProblemLine),
    ).toEqual([
      'content/services/x.en.mdx:3 details.success: gives figures from a past project: say whose earlier role it was, and end with "Past results do not indicate future outcomes."',
      'content/services/x.jp.mdx:3 details.success: gives figures from a past project: say whose earlier role it was, and end with "過去の実績は将来の成果を示すものではありません。"',
    ]);
  });

  it("accepts it with the sentence, and a case study without figures", () => {
    expect(
      checkPastResults(
        [
          service("en", "The owner finished 10% under budget. Past results do not indicate future outcomes."),
          service("jp", "予算を下回って竣工しました。"),
          service("en", "About the venture, part 39."),
          service("jp", "合弁事業の説明39です。"),
          service("en", "Open to ISO 9001 Offices and Level 2 Data rooms."),
        ],
        notice,
        figure,
      ),
    ).toEqual([]);
  });

  it.each([
    ["en", "A USD 150 million renewable project."],
    ["en", "The model of a $150M project."],
    ["en", "Finished two months early and 8 per cent under budget."],
    ["en", "The drawings of more than 15 design firms."],
    ["jp", "事業費1億5,000万米ドルの事業です。"],
    ["jp", "予定より2か月早く竣工しました。"],
    ["jp", "15社を超える設計会社をまとめました。"],
    // Issue 47, H6: a figure as a visitor reads it, however it is typed.
    ["en", "The authority reported a 4O% saving on the programme budget."],
    ["en", "It won a 40-per-cent share of its first tenders."],
    ["en", "It won a 40 - percent share of its first tenders."],
    ["en", "It won a 4o pc share of its first tenders."],
    ["en", "A l5-month programme."],
    ["en", "It won a \uff14\uff10\uff05 share of its first tenders."],
    ["jp", "\u4e88\u7b97\u30924O\uff05\u4e0b\u56de\u308a\u307e\u3057\u305f\u3002"],
  ] as const)("counts as a figure (%s): %s", (locale, text) => {
    expect(checkPastResults([service(locale, text)], notice, figure)).toHaveLength(1);
  });

  it("holds for every service of the site", () => {
    const loaded = loadContent(process.cwd());
    expect(checkPastResults(loaded.records, notice, figure)).toEqual([]);
    const successes = loaded.records.flatMap((r) => r.strings.filter((s) => s.field === "details.success"));
    const services = loaded.content.collections.services;
    expect(successes.length).toBe(services.en.length + services.jp.length);
  });
});

describe("stale project facts", () => {
  const warnings = (loaded: LoadResult, today: string) =>
    findStaleFacts(loaded, today).map(formatProblemLine);

  it("agree with today's date in the real content", () => {
    expect(warnings(loadContent(process.cwd()), new Date().toISOString().slice(0, 10))).toEqual([]);
  });

  /**
   * A copy of content/ where the first project the site lists is `status`, from `start` to `end` (in both
   * files, as the check asks); returns the loaded copy and the project's two files.
   */
  function projectWhere(status: string, start: string, end: string) {
    const { file } = itemWith(loadContent(process.cwd()).content, "projects", "en", "project");
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "disclosures-"));
    roots.push(root);
    fs.cpSync("content", path.join(root, "content"), { recursive: true });
    const files = [file, file.replace(/\.en\.mdx$/, ".jp.mdx")];
    for (const rel of files) {
      const full = path.join(root, rel);
      const facts = `status: ${status}\nstart: "${start}"\nend: "${end}"\n`;
      const text = fs.readFileSync(full, "utf8").replace(/^(status|start|end): .*\n/gm, "");
      fs.writeFileSync(
        full,
        text.replace(/^order: .*\n/m, (order) => `${order}${facts}`),
      );
    }
    const statusLine = (rel: string) =>
      fs.readFileSync(path.join(root, rel), "utf8").split("\n").indexOf(`status: ${status}`) + 1;
    const loaded = loadContent(root);
    // The other projects keep today's facts: only the edited project's warnings are this test's.
    const warningsOn = (today: string) =>
      warnings(loaded, today).filter((line) => files.some((rel) => line.startsWith(`${rel}:`)));
    return { loaded, files, statusLine, warningsOn };
  }

  it('warns of an "upcoming" project whose start has passed, in both files', () => {
    const { loaded, files, statusLine, warningsOn } = projectWhere("upcoming", "2026-01", "2028");
    expect(loaded.problems.map(formatProblemLine)).toEqual([]);
    expect(warningsOn("2025-12-31")).toEqual([]);
    expect(warningsOn("2026-01-01")).toEqual(
      files.map(
        (file) =>
          `${file}:${statusLine(file)} status: is "upcoming", but the project's start (2026-01) has passed: change status to "ongoing" (or "completed"), or correct start, in both language files`,
      ),
    );
  });

  it("warns of an ongoing project before its start and after its end", () => {
    const { loaded, files, statusLine, warningsOn } = projectWhere("ongoing", "2025", "2030");
    expect(loaded.problems.map(formatProblemLine)).toEqual([]);
    const [en, jp] = files as [string, string];
    expect(warningsOn("2024-06-30")).toEqual(
      [en, jp].map(
        (file) =>
          `${file}:${statusLine(file)} status: is "ongoing", but the project starts in 2025: change status to "upcoming", or correct start`,
      ),
    );
    expect(warningsOn("2030-12-31")).toEqual([]);
    expect(warningsOn("2031-01-01")).toEqual(
      [en, jp].map(
        (file) =>
          `${file}:${statusLine(file)} status: is "ongoing", but the project's end (2030) has passed: change status to "completed", or correct end`,
      ),
    );
  });
});

describe("site facts awaiting counsel", () => {
  it("warns for each of the regulatory status and the fees while its reviewedBy is empty, at its own line", () => {
    const source = fs.readFileSync("content/site.json", "utf8");
    const lines = source.split("\n");
    const lineOf = (fact: string) => {
      const start = lines.findIndex((l) => l.includes(`"${fact}"`));
      return start + lines.slice(start).findIndex((l) => l.includes('"reviewedBy"')) + 1;
    };
    const pending = (root: string) => findPendingReviews(root).map(formatProblemLine);
    const warning = (fact: string) =>
      expect.stringMatching(
        new RegExp(
          `^content/site\\.json:${lineOf(fact)} ${fact}\\.reviewedBy: is empty: the wording of ${fact} has not been confirmed`,
        ),
      );
    expect(lineOf("regulatoryStatus")).not.toBe(lineOf("fees"));
    const empty = siteWhere("content/site.json", (text) =>
      text.replace(/"reviewedBy": "[^"]*"/g, '"reviewedBy": "  "'),
    );
    expect(pending(empty)).toEqual([warning("regulatoryStatus"), warning("fees")]);
    // Counsel has confirmed the regulatory status (the first reviewedBy in the file), not yet the fees.
    const statusOnly = siteWhere("content/site.json", (text) =>
      text.replace(/"reviewedBy": "[^"]*"/, '"reviewedBy": "A. Counsel, 2026-12-01"'),
    );
    expect(pending(statusOnly)).toEqual([warning("fees")]);
    const confirmed = siteWhere("content/site.json", (text) =>
      text.replace(/"reviewedBy": "[^"]*"/g, '"reviewedBy": "A. Counsel, 2026-12-01"'),
    );
    expect(pending(confirmed)).toEqual([]);
  });
});
