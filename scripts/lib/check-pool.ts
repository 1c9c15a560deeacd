// Runs the per-file part of the content check (renderer/content/file-checks.ts: body rules and the
// Japanese style check, most of the check's time) in worker threads, so that every core shares the
// work. Files go out in small batches to whichever worker is free. Starting a worker costs about a
// second (TypeScript loader, textlint, the Japanese dictionary), so a small site is checked in-process.
import { Worker } from "node:worker_threads";
import {
  checkFiles,
  type FileCheck,
  type FileChecker,
  type FileInput,
} from "../../renderer/content/file-checks.ts";

const workerEntry = new URL("./check-worker.ts", import.meta.url).href;
// Worker threads do not inherit tsx's loader: each registers it before importing its TypeScript entry.
const bootstrap = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))})
  .then(({ register }) => { register(); return import(${JSON.stringify(workerEntry)}); });`;

type Reply = { id: number; checks?: FileCheck[]; error?: string };

export type CheckPool = { check: FileChecker; close: () => Promise<void> };

export type PoolOptions = {
  /** Fewer files than this are checked in this thread. */
  minFiles?: number;
  batchSize?: number;
  /** Batches sent ahead to each worker, so it never waits for a busy main thread. */
  depth?: number;
};

/** A pool of `size` workers, started on the first large check. Close it when done. */
export function createCheckPool(
  size: number,
  { minFiles = 200, batchSize = 8, depth = 3 }: PoolOptions = {},
): CheckPool {
  let workers: Worker[] = [];
  let nextId = 0;

  const inWorkers: FileChecker = (files, options) =>
    new Promise((resolve, reject) => {
      if (!workers.length)
        workers = Array.from({ length: Math.max(1, size) }, () => new Worker(bootstrap, { eval: true }));
      const batches: FileInput[][] = [];
      for (let start = 0; start < files.length; start += batchSize)
        batches.push(files.slice(start, start + batchSize));
      const results: FileCheck[] = [];
      const cleanups: (() => void)[] = [];
      let running = 0;
      let failed = false;
      const finish = (error?: Error) => {
        if (failed || (!error && (batches.length || running))) return;
        failed = !!error;
        for (const cleanup of cleanups) cleanup();
        if (error) reject(error);
        else resolve(results);
      };
      const feed = (worker: Worker) => {
        if (failed) return;
        const batch = batches.shift();
        if (!batch) return finish();
        const id = nextId++;
        running++;
        const onMessage = (reply: Reply) => {
          if (reply.id !== id) return;
          worker.off("message", onMessage);
          running--;
          if (reply.error !== undefined) return finish(new Error(reply.error));
          results.push(...reply.checks!);
          feed(worker);
        };
        worker.on("message", onMessage);
        cleanups.push(() => worker.off("message", onMessage));
        worker.postMessage({ id, files: batch, options });
      };
      for (const worker of workers) {
        const onError = (error: Error) => finish(error);
        worker.on("error", onError);
        cleanups.push(() => worker.off("error", onError));
      }
      for (let round = 0; round < depth; round++) for (const worker of workers) feed(worker);
    });

  return {
    check: (files, options) =>
      size < 1 || files.length < minFiles ? checkFiles(files, options) : inWorkers(files, options),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
