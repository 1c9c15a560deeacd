// `npm run dev` on an older Node.js stops here in one line (pipeline/node-version.ts).
import "./pipeline/node-version-guard.ts";
import mdx from "@mdx-js/rollup";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import vike from "vike/plugin";
import { defineConfig } from "vite";
import { contentPlugin } from "./pipeline/vite/content-plugin.ts";
import { listenPort } from "./pipeline/listen-port.ts";
import { rehypePlugins, remarkPlugins } from "./pipeline/vite/mdx-plugins.ts";
import { previewPlugin } from "./pipeline/preview/vite-plugin.ts";
import { responsiveImages } from "./pipeline/vite/image-plugin.ts";
import { publishedSvgPlugin } from "./pipeline/vite/published-svg.ts";
import { enhancePlugin } from "./pipeline/vite/enhance-plugin.ts";
import { adminDevServer } from "./cms/vite-plugin.ts";
import { devFileGuard } from "./pipeline/vite/dev-file-guard.ts";

/** `PORT` for `npm run dev` (`vike dev`): one line and exit 1 when it is no port, where Vite's own error is a stack
    trace; a build, which listens on nothing, is not stopped by it. */
function devPort(): number {
  try {
    return listenPort();
  } catch (error) {
    if (!process.argv.includes("dev")) return 3000;
    console.error((error as Error).message);
    process.exit(1);
  }
}

export default defineConfig({
  plugins: [
    // Dev: no file reached through a symbolic link is served (pipeline/vite/dev-file-guard.ts).
    devFileGuard(),
    contentPlugin(),
    // The content editor at /admin (cms/), as the build makes it.
    adminDevServer(),
    previewPlugin(),
    // The pages' inline script and the island runtime (docs/architecture.md, "HTML first").
    enhancePlugin(),
    // Content images become AVIF/WebP sets with a raster fallback (pipeline/runtime/images.ts).
    responsiveImages(),
    // The SVGs published as files (the logos) go out without their comments.
    publishedSvgPlugin(),
    // MDX bodies compile here; frontmatter is read (and validated) by pipeline/content/loader.ts.
    {
      enforce: "pre",
      ...mdx({
        // pipeline/vite/mdx-plugins.ts: GFM, Markdown for Japanese, heading ids, phrase breaks.
        remarkPlugins,
        rehypePlugins,
      }),
    },
    react({ include: /\.(tsx?|mdx)$/ }),
    tailwindcss(),
    vike(),
  ],
  // `@/components/…` imports resolve from the repository root, as tsconfig.json's `paths` says
  // (docs/architecture.md).
  resolve: { tsconfigPaths: true },
  // `PORT=4000 npm run dev` works as `npm run serve` does; 3000 otherwise.
  server: {
    port: devPort(),
    // This computer only: the dev server hands out the project's files (package.json, scripts, notes), so it
    // never listens on the network unless HOST says so (HOST=0.0.0.0 in a container; docs/serving.md).
    host: process.env.HOST || "127.0.0.1",
    // Only files of the project (Vite's default, said here): `/@fs/` outside it is 403. Vite compares the path as
    // asked, so a link to outside is refused by devFileGuard.
    fs: { strict: true },
    // A change is reported once the file has stopped changing for 100 ms. An editor that saves in place
    // (empty the file, then write it) was otherwise seen twice, the first time half-written: the page
    // showed a content problem that was not there, and could miss the reload that followed.
    watch: { awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 20 } },
  },
  // Never inline images as data URIs: logos need real URLs (JSON-LD) and content images stay cacheable.
  build: { target: "es2022", assetsInlineLimit: 0 },
});
