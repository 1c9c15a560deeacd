// The one rule for an image a content file names (in its frontmatter or its body): a real file of a type
// the pipeline builds, next to the content file, inside content/ and not a link to a file elsewhere.
import fs from "node:fs";
import path from "node:path";
import { imageFilePattern, imageTypesInWords } from "../../content/fields.ts";
import { longestFileName, readContentText } from "./content-files.ts";

/** The attribute on the picture `npm run new` puts next to a new item, until the writer replaces it. */
export const placeholderMarker = 'data-placeholder="npm run new"';

const placeholderMessage = "is still the placeholder picture from npm run new";

/**
 * Whether a problem is the scaffold's placeholder picture: like TODO text, a draft the dev server and a preview
 * show (the page with the placeholder), and the check and a production build refuse.
 */
export const isPlaceholderProblem = (message: string) => message.includes(placeholderMessage);

/** Why `src`, named in `contentFile` (relative to `root`), cannot be shown; undefined when it can. */
export function describeImageProblem(root: string, contentFile: string, src: string): string | undefined {
  const folder = path.dirname(contentFile);
  // Next to the file means in the same folder: no address, no path up, into or out of another folder.
  if (/^[a-z]+:|^\/\//i.test(src) || src.includes("/") || src.includes("\\"))
    return `the image ${src} must be a file next to this one (in ${folder}/), written as its file name`;
  // No file in content/ has a longer name (content-files.ts), and one over 255 bytes is more than a file system
  // can look up: the name is refused as it is written, before any look-up.
  const length = [...src].length;
  if (length > longestFileName)
    return `the image name ${src.slice(0, 40)}… is ${length} characters long: no file in content/ may have a name over ${longestFileName} characters, so no such image exists. Use the image's real name`;
  let stat: fs.Stats | undefined;
  try {
    stat = fs.lstatSync(path.join(root, folder, src), { throwIfNoEntry: false });
  } catch (error) {
    // Whatever the file system says of the name, it is this image's problem, never the end of the check.
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    return `the image "${src}" cannot be looked up (${reason}): check its name`;
  }
  if (!stat)
    return `the image "${src}" does not exist: put it next to this file (in ${folder}/) or fix the name`;
  if (stat.isSymbolicLink())
    return `the image "${src}" is a link to another file: put the image file itself in ${folder}/`;
  if (!stat.isFile()) return `the image "${src}" is a folder, not an image file: name the image file itself`;
  if (!imageFilePattern.test(src))
    return `the image "${src}" cannot be used: save it as ${imageTypesInWords}`;
  if (src.endsWith(".svg") && readContentText(root, path.join(folder, src), [])?.includes(placeholderMarker))
    return `the image "${src}" ${placeholderMessage}: replace it with the real image (same file name)`;
  return undefined;
}
