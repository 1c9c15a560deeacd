// Content files the site's code names itself (the hero video, its poster, the brand logos, the data files): a
// pull request that deletes or renames one must be refused by the check, naming the file and the code that
// needs it, not by the bundler a minute into the build. The list is read from the code, not kept by hand: every
// import into content/ (`@/content/…`, `../content/…`, `/content/…`) and every fixed `"content/…"` path in the
// site's code, so a new import is required without anyone remembering to list it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Problem } from "./problems.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The folders of the site's code that the build bundles or runs (the checker and the scripts are not the site). */
const codeFolders = ["browser", "pipeline/runtime", "pipeline/vite", "cms", "components", "lib", "pages"];
const codeFile = /\.(ts|tsx|mts)$/;
const notCode = /\.test\.|\.d\.ts$/;
// A quoted name of one content file: a fixed path (no `*`, `{`, `${`), with an optional query (`?url`).
const quoted =
  /["'`]((?:@\/|\/|(?:\.\.\/)+|\.\/)?content\/[\w.-]+\/[\w.-]+\.[a-z\d]+|(?:@\/|\/|(?:\.\.\/)+)?content\/[\w-]+\.json)(?:\?[\w&=]*)?["'`]/g;

function listCode(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return [];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((rel) => `${folder}/${rel.split(path.sep).join("/")}`)
    .filter((rel) => codeFile.test(rel) && !notCode.test(rel) && !rel.includes("node_modules"))
    .sort();
}

/** Each content file (`content/…`) the code of `root` names, with the code files that name it. */
export function contentFilesTheCodeNeeds(root = repoRoot): Map<string, string[]> {
  const needed = new Map<string, string[]>();
  for (const file of codeFolders.flatMap((folder) => listCode(root, folder))) {
    // Comments mention content files as examples: only the code's own strings count.
    const source = fs
      .readFileSync(path.join(root, file), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/(^|\s)\/\/.*$/gm, "$1");
    for (const [, written] of source.matchAll(quoted)) {
      const target = written!.startsWith("@/")
        ? written!.slice(2)
        : written!.startsWith("/")
          ? written!.slice(1)
          : written!.startsWith(".")
            ? path.posix.normalize(path.posix.join(path.posix.dirname(file), written!))
            : written!;
      if (!target.startsWith("content/")) continue;
      const users = needed.get(target) ?? [];
      if (!users.includes(file)) users.push(file);
      needed.set(target, users);
    }
  }
  return new Map([...needed].sort(([a], [b]) => a.localeCompare(b)));
}

/** A problem for each file the site's code needs that `root`'s content/ does not have. */
export function checkFilesTheCodeNeeds(root: string, needed = contentFilesTheCodeNeeds()): Problem[] {
  return (
    [...needed]
      // A link or a folder in its place has a problem of its own (content-files.ts).
      .filter(([file]) => !fs.lstatSync(path.join(root, file), { throwIfNoEntry: false }))
      .map(([file, users]) => ({
        file,
        message: `is missing, and the site's code needs it by this name: ${users.join(", ")} ${users.length > 1 ? "use" : "uses"} it. Put the file back under this name, or ask a developer to change the code first`,
      }))
  );
}
