// Validates built pages with html-validate and the repository's .htmlvalidate.mjs.
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import type { BuiltPage } from "../../pipeline/output/built-pages";
import type { SiteProblem } from "../../pipeline/output/built-pages";

export async function validatePages(pages: BuiltPage[], configDir = process.cwd()): Promise<SiteProblem[]> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: SiteProblem[] = [];
  for (const page of pages) {
    // The file name only tells the loader where to look for .htmlvalidate.mjs.
    const report = await validator.validateString(page.html, `${configDir}/${page.file}`);
    for (const result of report.results) {
      for (const message of result.messages) {
        if (message.severity < 2) continue;
        problems.push({
          page: page.url,
          message:
            `line ${message.line}:${message.column} ${message.message} (${message.ruleId}) at ${message.selector ?? ""}`.trim(),
        });
      }
    }
  }
  return problems;
}
