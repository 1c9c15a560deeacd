// The style check (textlint) on a thread of its own, for `npm run check`. It starts before the main thread
// has loaded the site's modules, reads the files it is given (those named, or every page's file) with the
// loader's own reader and lints them while the main thread loads and checks the whole site; textlint and its
// Japanese dictionary load here, on the second core. The main thread then sends the texts the check decided
// to style-check: those linted already are answered from textlint.ts's cache (same file, text and fields),
// any other is linted then. Results are the same as in one thread, in the same order.
import { parentPort, workerData } from "node:worker_threads";
import { listContentFiles, pageFolders, readContentText } from "../../build/content/content-files.ts";
import { normalizeText, readRecord } from "../../build/content/loader.ts";
import { lintTexts, type LintInput } from "../../build/content/textlint.ts";
import type { Locale } from "../../lib/locale.ts";

export type StyleWorkerData = { root: string; files?: string[] };
export type StyleWorkerReply = { problems: Awaited<ReturnType<typeof lintTexts>> } | { error: string };

const { root, files } = workerData as StyleWorkerData;
const pageFile = new RegExp(`^content/(${pageFolders.join("|")})/[^/]+\\.(en|jp)\\.mdx$`);

/** The files' texts as the check reads them; a body the check cannot read is not style-checked. */
function readInputs(): LintInput[] {
  const names = (files ?? listContentFiles(root).files).filter((file) => pageFile.test(file));
  return names.flatMap((file) => {
    const raw = readContentText(root, file, []);
    if (raw === undefined) return [];
    const locale = /\.(en|jp)\.mdx$/.exec(file)![1] as Locale;
    const record = readRecord(file, locale, normalizeText(raw), []);
    if (record.facts.problems.length) return [];
    return [{ file, locale, source: record.source, strings: record.strings }];
  });
}

// The head start: any failure here is met again, and reported, when the main thread's texts are linted.
const early = Promise.resolve()
  .then(() => lintTexts(readInputs()))
  .catch(() => []);

parentPort!.on("message", async (texts: LintInput[]) => {
  await early;
  try {
    parentPort!.postMessage({ problems: await lintTexts(texts) } satisfies StyleWorkerReply);
  } catch (error) {
    parentPort!.postMessage({ error: String(error) } satisfies StyleWorkerReply);
  }
});
