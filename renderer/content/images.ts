// Content images live next to their .mdx file; Vite fingerprints them into the build.
const urls = import.meta.glob<string>("/content/**/*.{svg,png,jpg,jpeg,webp,avif}", {
  query: "?url",
  import: "default",
  eager: true,
});

export type ResolvedImage = { src: string; alt: string };

/** Resolves an image of a content file (`content/insights/x.en.mdx` + `x.svg`) to its built URL. */
export function resolveImage(contentFile: string, image: { src: string; alt: string }): ResolvedImage {
  const folder = contentFile.slice(0, contentFile.lastIndexOf("/"));
  const key = `/${folder}/${image.src}`.replace(/\/\.\//g, "/");
  const url = urls[key];
  if (!url) throw new Error(`${contentFile}: image "${image.src}" was not found next to the file`);
  return { src: url, alt: image.alt };
}
