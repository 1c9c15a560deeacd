// content/ itself must be a folder of the repository. The site's code imports its schema (content/schema.ts), so
// a content/ that is a link to a folder elsewhere was loaded from there, and the check stopped with Node's stack
// trace ("Cannot find module 'zod'") before any rule could name it. Asked first, with no import of content/.
import fs from "node:fs";
import path from "node:path";

/** Why content/ cannot be read as the repository's own folder, or undefined when it is one (or is missing). */
export function describeContentFolder(root: string): string | undefined {
  const folder = path.join(root, "content");
  const entry = fs.lstatSync(folder, { throwIfNoEntry: false });
  if (!entry || entry.isDirectory()) return undefined;
  if (entry.isSymbolicLink())
    return `content: is a link to ${fs.readlinkSync(folder)}, and the site never reads what a link points to: put the folder itself here (content/ must be a folder of this repository)`;
  return "content: is a file, not a folder: put the folder of the site's content here";
}

/** Stops the command in one line when content/ is not the repository's own folder. */
export function refuseForeignContentFolder(root: string, command: string): void {
  const problem = describeContentFolder(root);
  if (!problem) return;
  console.error(`${problem}\n\n${command} stopped before reading anything.`);
  process.exit(1);
}
