// https://vike.dev/data — what this branch changed against the main branch (made by the content plugin from the
// content it has loaded and one reading of git: pipeline/preview/runtime.ts), with the new and edited pictures built
// as the site builds every content image.
import type { PageContextServer } from "vike/types";
import { translate } from "@/lib/i18n";
import { getStatusGroupTitles, readBranchChanges } from "@/pipeline/preview/runtime";
import { resolveImage } from "@/pipeline/runtime/images";
import type { BranchChanges } from "@/pipeline/preview/branch-changes";
import type { Thumbnails } from "@/components/preview/BranchChangesList";

// Both languages' pages show the same pictures: built once per build.
let built: Promise<Thumbnails> | undefined;

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

async function buildThumbnails(changes: BranchChanges): Promise<Thumbnails> {
  const thumbnails: Thumbnails = {};
  for (const { file, alt } of shownImages(changes)) {
    if (thumbnails[file]) continue;
    // Resolved beside itself. Only the pictures of the content files' folders are built (not the logos of
    // content/brand): the others are named without a picture.
    const src = file.slice(file.lastIndexOf("/") + 1);
    const image = await resolveImage(file, { src, alt }).catch(() => undefined);
    if (image) thumbnails[file] = image;
  }
  return thumbnails;
}

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  const changes = readBranchChanges();
  built ??= buildThumbnails(changes);
  return {
    head: {
      title: translate(locale, "preview.changes.title"),
      description: translate(locale, "preview.changes.description"),
    },
    changes,
    groupTitles: getStatusGroupTitles(locale),
    thumbnails: await built,
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
