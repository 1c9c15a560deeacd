// https://vike.dev/data
import path from "node:path";
import type { PageContextServer } from "vike/types";
import { getPageEntry, resolveImage } from "@/pipeline/runtime/data";
import { pageData } from "@/components/mdx/page-data";
// Made by scripts/visual/make-video.ts; imported so Vite fingerprints them into the build. The poster (the first
// frame) goes through the image pipeline like every content image: AVIF and WebP at the widths a screen needs.
import mp4 from "@/content/pages/investment-right-investor-hero.mp4?url";
import webm from "@/content/pages/investment-right-investor-hero.webm?url";

// Named by its path, as the imports above are, so that the content check requires it (pipeline/content/code-files.ts).
const poster = "content/pages/investment-right-investor-hero.jpg";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("investment-right-investor", pageContext.locale);
  return {
    ...(await pageData(entry)),
    video: {
      webm,
      mp4,
      poster: await resolveImage(entry.file, { src: path.basename(poster), alt: "" }),
    },
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
