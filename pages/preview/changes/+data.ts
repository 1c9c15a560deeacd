// https://vike.dev/data — what this branch changed against the main branch, read from content/ and git at build time,
// with the new and edited pictures built as the site builds every content image.
import type { PageContextServer } from "vike/types";
import { translate } from "@/renderer/i18n";
import { getBranchChanges, type BranchChanges } from "@/renderer/content/branch-changes";
import { resolveImage } from "@/renderer/content/images";
import { loadContent } from "@/renderer/content/loader";
import { getTranslationStatus } from "@/renderer/content/translation-status";
import type { Thumbnails } from "@/components/sections/BranchChangesList";

// Both languages' pages show the same comparison: read git and build the pictures once per build.
let compared: Promise<{ changes: BranchChanges; thumbnails: Thumbnails }> | undefined;

/** The image files the page shows: new and edited ones, and each new item's picture. */
function shownImages(changes: BranchChanges): { file: string; alt: string }[] {
  if (changes.state !== "compared") return [];
  const images = changes.images
    .filter((image) => image.change !== "removed")
    .map((image) => ({ file: image.file, alt: "" }));
  for (const item of changes.items)
    for (const summary of Object.values(item.summary ?? {}))
      if (summary.image)
        images.push({ file: `content/${item.group}/${summary.image.src}`, alt: summary.image.alt });
  return images;
}

async function compare() {
  const root = process.cwd();
  const { records } = loadContent(root);
  const changes = getBranchChanges(root, records, getTranslationStatus(root, records));
  const thumbnails: Thumbnails = {};
  for (const { file, alt } of shownImages(changes)) {
    if (thumbnails[file]) continue;
    // Resolved beside itself. Only the pictures of the content files' folders are built (not the logos of
    // content/brand): the others are named without a picture.
    const src = file.slice(file.lastIndexOf("/") + 1);
    const image = await resolveImage(file, { src, alt }).catch(() => undefined);
    if (image) thumbnails[file] = image;
  }
  return { changes, thumbnails };
}

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  compared ??= compare();
  return {
    head: {
      title: translate(locale, "preview.changes.title"),
      description: translate(locale, "preview.changes.description"),
    },
    ...(await compared),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
