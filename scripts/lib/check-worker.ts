// A worker thread of the content check's pool (check-pool.ts): checks the batches of files it is sent.
import { parentPort } from "node:worker_threads";
import { checkFiles, type FileCheckOptions, type FileInput } from "../../renderer/content/file-checks.ts";

type Request = { id: number; files: FileInput[]; options: FileCheckOptions };

parentPort!.on("message", async ({ id, files, options }: Request) => {
  try {
    parentPort!.postMessage({ id, checks: await checkFiles(files, options) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
