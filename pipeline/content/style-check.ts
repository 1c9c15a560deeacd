// Starts the style check of `npm run check` on a worker thread (style-worker.ts) at once, so that textlint and
// its Japanese dictionary load on the second core while the main thread loads and checks the site. `lint` is
// the check's style step (CheckOptions.lint): where the thread cannot run or fails, the same texts are linted
// on the main thread instead, so the findings never depend on it.
import { Worker } from "node:worker_threads";
import type { LintInput } from "./textlint.ts";
import type { Problem } from "./problems.ts";
import type { StyleWorkerData, StyleWorkerReply } from "./style-worker.ts";

export function startStyleCheck(root: string, files?: string[]) {
  let worker: Worker | undefined;
  try {
    // The thread runs its TypeScript with Node's own type stripping, without tsx's loader: textlint's several
    // hundred modules load a quarter of a second sooner (1.3 s against 1.6 s to the dictionary loaded). Its
    // modules (style-worker.ts, textlint.ts and what they import) are plain TypeScript for that reason; were
    // one not, the thread would fail and the main thread lint instead.
    worker = new Worker(new URL("./style-worker.ts", import.meta.url), {
      workerData: { root, files } satisfies StyleWorkerData,
      execArgv: [],
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
        const { lintTexts } = await import("./textlint.ts");
        return lintTexts(texts);
      } finally {
        void worker?.terminate();
      }
    },
  };
  return state;
}
