// The files `npm run check -- <files>` reads in full: the ones named (a folder stands for the files in it)
// and their twins in the other language, as repository-relative paths. Anything outside content/ is unknown.
import fs from "node:fs";
import path from "node:path";

const twinOf = (file: string) => {
  const pair = /^(.*)\.(en|jp)\.mdx$/.exec(file);
  if (pair) return `${pair[1]}.${pair[2] === "en" ? "jp" : "en"}.mdx`;
  if (file === "content/ui/en.json") return "content/ui/jp.json";
  if (file === "content/ui/jp.json") return "content/ui/en.json";
  return undefined;
};

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    );
}

/** Whether `relative` (under `root`) is a folder reached through no link. */
function isFolder(root: string, relative: string): boolean {
  let at = root;
  for (const part of relative.split("/")) {
    at = path.join(at, part);
    const entry = fs.lstatSync(at, { throwIfNoEntry: false });
    if (!entry || entry.isSymbolicLink()) return false;
  }
  return fs.lstatSync(at).isDirectory();
}

export function styleFilesOf(root: string, args: string[]): { files: Set<string>; unknown: string[] } {
  const files = new Set<string>();
  const unknown: string[] = [];
  for (const arg of args) {
    const full = path.resolve(root, arg);
    const relative = path.relative(root, full).split(path.sep).join("/");
    // A file removed by the change is still named: the whole-site rules find what pointed to it.
    if (!relative.startsWith("content/")) {
      unknown.push(arg);
      continue;
    }
    // A folder is read without following a link, on the way to it or as it: a link committed to content/ that points
    // to a folder elsewhere (`/`, `/proc`) had the check take every file there as one of the site's, or stop with a
    // stack trace on one it could not list (stop 81, A4). The link itself is named, and the walk of content/
    // refuses it with its message.
    const named = isFolder(root, relative) ? filesUnder(full) : [full];
    for (const file of named) {
      const rel = path.relative(root, file).split(path.sep).join("/");
      files.add(rel);
      const twin = twinOf(rel);
      if (twin) files.add(twin);
    }
  }
  return { files, unknown };
}
