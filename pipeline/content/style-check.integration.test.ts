// The style check on its own thread finds what it finds on the main thread, in the same order.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normalizeText, readRecord } from "./loader";
import { lintTexts } from "./textlint";
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
  // Any article of today's content, with its twin.
  const article = fs
    .readdirSync(path.join(root, "content/insights"))
    .find((name) => name.endsWith(".en.mdx"));
  if (!article) throw new Error("content/insights/ has no article, which this test needs");
  const pair = `content/insights/${article.replace(/\.en\.mdx$/, "")}`;
  it("lints on its thread what the main thread would, in the same order", async () => {
    // The English file with a glossary finding in a sentence no check has seen, and its Japanese twin.
    const texts = [
      read(`${pair}.en.mdx`, "en", `\nWe support every organization we advise (${Date.now()}).\n`),
      read(`${pair}.jp.mdx`, "jp"),
    ];
    const style = startStyleCheck(root, [`${pair}.en.mdx`, `${pair}.jp.mdx`]);
    const onThread = await style.lint(texts);
    expect(style.answered).toBe(true);
    const here = await lintTexts(texts, { cache: false });
    expect(onThread).toEqual(here);
    expect(onThread.some((problem) => problem.message.startsWith('Glossary: write "organisation"'))).toBe(
      true,
    );
  });
});
