// A local repository for the editor without the native folder picker. Sveltia CMS's "Work with Local Repository"
// asks the browser for a folder with `window.showDirectoryPicker()` (the File System Access API), a native dialog
// Playwright cannot answer. The browser's origin private file system (OPFS) gives the same kind of handle, a real
// FileSystemDirectoryHandle the editor reads and writes exactly as it would a folder on disk: the test copies the
// repository's content/ into it, answers the picker with it, and reads the files back after the editor saved.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const folder = "repository";

/** Every file under content/ (with its path from the repository root), base64-encoded for the page. */
export function contentFiles(root: string): [string, string][] {
  return fs
    .readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
    .map((file) => path.join("content", file).split(path.sep).join("/"))
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .map((file) => [file, fs.readFileSync(path.join(root, file)).toString("base64")]);
}

/** Answers the folder picker with the OPFS folder; call before the page loads. */
export async function answerFolderPicker(page: Page): Promise<void> {
  await page.addInitScript((name) => {
    Object.defineProperty(window, "showDirectoryPicker", {
      value: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(name, { create: true }),
    });
  }, folder);
}

/** Fills the OPFS folder with the files and an empty `.git` (the editor checks that it was given a repository). */
export async function seedRepository(page: Page, files: [string, string][]): Promise<void> {
  await page.evaluate(
    async ({ name, files }) => {
      const opfs = await navigator.storage.getDirectory();
      await opfs.removeEntry(name, { recursive: true }).catch(() => {});
      const root = await opfs.getDirectoryHandle(name, { create: true });
      await root.getDirectoryHandle(".git", { create: true });
      for (const [file, base64] of files) {
        const parts = file.split("/");
        let dir = root;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { name: folder, files },
  );
}

/**
 * Every file of the OPFS folder but `.git`, as the editor left it: path → bytes. The editor may still be writing
 * when its "saved" notice shows (Chromium writes through a `.crswap` file it then renames, so a file listed a
 * moment ago can be gone, or changed, when it is read: NotFoundError, NotReadableError): the folder is read until
 * two reads in a row agree.
 */
export async function readRepository(page: Page): Promise<Map<string, Buffer>> {
  let last = "";
  for (let attempt = 0; attempt < 20; attempt++) {
    const entries = await readOnce(page).catch((error: Error) => {
      if (!/NotFoundError|NotReadableError/.test(error.message)) throw error;
      return undefined;
    });
    const current = entries && JSON.stringify(entries);
    if (current && current === last && !entries.some(([file]) => file.endsWith(".crswap")))
      return new Map(entries.map(([file, base64]) => [file, Buffer.from(base64, "base64")]));
    last = current ?? "";
    await page.waitForTimeout(250);
  }
  throw new Error("the editor's folder kept changing for 5 seconds after it said the entry was saved");
}

async function readOnce(page: Page): Promise<[string, string][]> {
  const entries = await page.evaluate(async (name) => {
    const out: [string, string][] = [];
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      // @ts-expect-error: entries() is in Chromium, not yet in TypeScript's DOM types.
      for await (const [entryName, handle] of dir.entries() as AsyncIterable<[string, FileSystemHandle]>) {
        if (entryName === ".git") continue;
        const file = prefix ? `${prefix}/${entryName}` : entryName;
        if (handle.kind === "directory") await walk(handle as FileSystemDirectoryHandle, file);
        else {
          const blob = await (handle as FileSystemFileHandle).getFile();
          const dataUrl = await new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as string);
            reader.onerror = () => reject(reader.error);
            reader.readAsDataURL(blob);
          });
          out.push([file, dataUrl.slice(dataUrl.indexOf(",") + 1)]);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(name), "");
    return out.sort(([a], [b]) => (a < b ? -1 : 1));
  }, folder);
  return entries;
}
