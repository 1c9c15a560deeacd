// The content editor at /admin: Sveltia CMS bundled from npm with its editor components (cms/main.ts), its
// configuration generated from content/schema.ts (cms/config.ts), and the headers it needs. Built by Vite on its
// own, without the site's React client or vike, into dist/client/admin (docs/architecture.md, "The content editor").
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { renderCmsConfigFile } from "../../cms/config-file";
import { adminFolder, adminPath } from "../../cms/paths";
import { adminContentSecurityPolicy } from "./admin-headers";
import { addMetaPolicy } from "./security-headers";

const cmsDir = fileURLToPath(new URL("../../cms", import.meta.url));

/** Builds the editor into `<clientDir>/admin`: the page with its policy, the bundled app, and config.yml. */
export async function buildAdmin(clientDir: string): Promise<string> {
  const outDir = path.resolve(clientDir, adminFolder);
  await build({
    configFile: false,
    root: cmsDir,
    base: `${adminPath}/`,
    logLevel: "warn",
    // The site's public/ folder is the site's; the editor has none.
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      assetsInlineLimit: 0,
      reportCompressedSize: false,
      // The app is one large file by its nature (the editor, its rich text and its languages); nothing to split.
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
  });
  const page = path.join(outDir, "index.html");
  fs.writeFileSync(
    page,
    addMetaPolicy(fs.readFileSync(page, "utf8"), adminContentSecurityPolicy(), "admin/index.html"),
  );
  fs.writeFileSync(path.join(outDir, "config.yml"), renderCmsConfigFile(process.cwd()));
  const files = fs
    .readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile());
  return `${files.length} files`;
}
