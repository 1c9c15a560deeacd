// The style check (textlint) on a thread of its own, for `npm run check`. It starts before the main thread
// has loaded the site's modules and loads textlint's linters for the languages it will need, with the Japanese
// rules' dictionary (by tokenizing a Japanese text of the content): a second or more of work that runs on the
// second core while the main thread loads and checks the whole site. A named file whose text was linted before
// is answered from textlint.ts's cache, so its language is not loaded for it. The main thread then
// sends the texts the check chose to style-check, and gets their findings, the same and in the same order as
// on one thread.
import { parentPort, workerData } from "node:worker_threads";
import { readContentText } from "./content-files.ts";
import { lintedBefore, lintTexts, warmUpLinters, type LintInput } from "./textlint.ts";
import type { Locale } from "../../lib/locale.ts";

export type StyleWorkerData = { root: string; files?: string[] };
export type StyleWorkerReply = { problems: Awaited<ReturnType<typeof lintTexts>> } | { error: string };

const { root, files } = workerData as StyleWorkerData;
const japanese = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/;

/** A Japanese text of the content: the first of the interface texts that has Japanese in it. */
function japaneseSample(): string | undefined {
  const source = readContentText(root, "content/ui/jp.json", []);
  try {
    const texts = Object.values(JSON.parse(source ?? "{}") as Record<string, unknown>);
    return texts.find((text): text is string => typeof text === "string" && japanese.test(text));
  } catch {
    return undefined;
  }
}

/** The languages to load ahead: every one for the whole site; for files named, those of files changed since. */
function localesToWarm(): Locale[] {
  if (!files) return ["en", "jp"];
  const found = files.flatMap((file) => {
    const locale = /[./](en|jp)\.(mdx|json)$/.exec(file)?.[1] as Locale | undefined;
    if (!locale) return [];
    // The loader's reading of a content file: no byte-order mark, LF line ends.
    const text = readContentText(root, file, [])
      ?.replace(/^\uFEFF/, "")
      .replace(/\r\n?/g, "\n");
    return file.endsWith(".mdx") && text !== undefined && lintedBefore(file, text) ? [] : [locale];
  });
  return [...new Set(found)];
}

// The head start: a failure here is met again, and reported, when the texts are linted.
const locales = localesToWarm();
const warm = warmUpLinters(locales, locales.includes("jp") ? japaneseSample() : undefined).catch(() => {});

parentPort!.on("message", async (texts: LintInput[]) => {
  await warm;
  try {
    parentPort!.postMessage({ problems: await lintTexts(texts) } satisfies StyleWorkerReply);
  } catch (error) {
    parentPort!.postMessage({ error: String(error) } satisfies StyleWorkerReply);
  }
});
