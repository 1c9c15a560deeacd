// Starts the style check of `npm run check` on a worker thread (style-worker.ts) at once, so that textlint and
// its Japanese dictionary load on the second core while the main thread loads and checks the site. `lint` is
// the check's style step (CheckOptions.lint): where the thread cannot run or fails, the same texts are linted
// on the main thread instead, so the findings never depend on it.
import { Worker } from "node:worker_threads";
import type { LintInput } from "../../build/content/textlint.ts";
import type { Problem } from "../../build/content/problems.ts";
import type { Locale } from "../../lib/locale.ts";
import type { StyleWorkerData, StyleWorkerReply } from "./style-worker.ts";

/** The languages of the files named (en and jp for a pair, or when none are named: the whole site). */
function localesOf(files?: string[]): Locale[] {
  if (!files) return ["en", "jp"];
  const found = files.flatMap((file) => /[./](en|jp)\.(mdx|json)$/.exec(file)?.[1] ?? []) as Locale[];
  return [...new Set(found)];
}

export function startStyleCheck(root: string, files?: string[]) {
  let worker: Worker | undefined;
  try {
    // The thread reads TypeScript as the check does: through tsx, which `npm run check` runs under (a thread
    // inherits its flags); elsewhere (a unit test) tsx is loaded for the thread.
    const underTsx = process.execArgv.some((flag) => flag.includes("/tsx/"));
    worker = new Worker(new URL("./style-worker.ts", import.meta.url), {
      workerData: { root, locales: localesOf(files) } satisfies StyleWorkerData,
      ...(!underTsx && { execArgv: [...process.execArgv, "--import", "tsx"] }),
    });
    // An idle thread never keeps the check from ending.
    worker.unref();
  } catch {
    worker = undefined;
  }
  const onThread = (texts: LintInput[]) =>
    new Promise<Problem[]>((resolve, reject) => {
      if (!worker) return reject(new Error("no thread"));
      worker.once("error", reject);
      worker.once("exit", () => reject(new Error("the thread ended")));
      worker.once("message", (reply: StyleWorkerReply) =>
        "error" in reply ? reject(new Error(reply.error)) : resolve(reply.problems),
      );
      // Only what can cross to a thread: the loader's records also hold functions.
      worker.postMessage(
        texts.map(({ file, locale, source, strings }) => ({ file, locale, source, strings })),
      );
    });
  const state = {
    /** Whether the thread answered (false: the texts were linted on the main thread). */
    answered: false,
    async lint(texts: LintInput[]): Promise<Problem[]> {
      try {
        const problems = await onThread(texts);
        state.answered = true;
        return problems;
      } catch {
        const { lintTexts } = await import("../../build/content/textlint.ts");
        return lintTexts(texts);
      } finally {
        void worker?.terminate();
      }
    },
  };
  return state;
}
