// The style check on its own thread finds what it finds on the main thread, in the same order.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeText, readRecord } from "../../build/content/loader";
import { lintTexts } from "../../build/content/textlint";
import type { Locale } from "../../lib/locale";
import { startStyleCheck } from "./style-check";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string, locale: Locale, extra = "") => {
  const record = readRecord(
    file,
    locale,
    normalizeText(fs.readFileSync(path.join(root, file), "utf8") + extra),
    [],
  );
  return { file, locale, source: record.source, strings: record.strings };
};

describe("startStyleCheck", { timeout: 120_000 }, () => {
  const pair = "content/insights/cross-border-procurement-sea";
  it("lints on its thread what the main thread would, in the same order", async () => {
    // The English file with a glossary finding, and its Japanese twin as it is.
    const texts = [
      read(`${pair}.en.mdx`, "en", "\nWe support every organization we advise.\n"),
      read(`${pair}.jp.mdx`, "jp"),
    ];
    const style = startStyleCheck(root, [`${pair}.en.mdx`, `${pair}.jp.mdx`]);
    const onThread = await style.lint(texts);
    expect(style.answered).toBe(true);
    const here = await lintTexts(texts);
    expect(onThread).toEqual(here);
    expect(onThread.some((problem) => problem.message.startsWith('Glossary: write "organisation"'))).toBe(
      true,
    );
  });
});
