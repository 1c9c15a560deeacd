// Under `npm run dev` a content image is its source file, at the set's aspect ratio: nothing is drawn or encoded,
// so a first visit does not wait for image sets (nor vike warn that the page's data() is slow).
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createServer } from "vite";
import { devImageModule, responsiveImages } from "./image-plugin";

const fixtures = path.resolve("tests/fixtures/images");

describe("responsiveImages under npm run dev", () => {
  it("gives the source file itself at the set's aspect ratio, with nothing encoded", async () => {
    const ownCache = await fs.mkdtemp(path.join(os.tmpdir(), "image-dev-"));
    const server = await createServer({
      root: fixtures,
      configFile: false,
      logLevel: "silent",
      plugins: [responsiveImages({ cacheDir: ownCache })],
      server: { middlewareMode: true, ws: false },
    });
    try {
      const load = async (name: string) =>
        ((await server.ssrLoadModule(`/${name}?responsive`)) as { default: Record<string, unknown> }).default;
      expect(await load("photo.jpg")).toEqual({
        width: 1000,
        height: 667,
        avif: "",
        webp: "",
        // The file as the dev server serves it, not a data: URL (the pages' policy allows only files).
        src: expect.stringMatching(/^\/photo\.jpg(\?|$)/),
        type: "image/jpeg",
      });
      expect(await load("diagram.svg")).toMatchObject({
        width: 400,
        height: 300,
        src: expect.stringMatching(/^\/diagram\.svg(\?|$)/),
        avif: "",
      });
      // Nothing was drawn or encoded.
      expect(await fs.readdir(ownCache)).toEqual([]);
    } finally {
      await server.close();
      await fs.rm(ownCache, { recursive: true, force: true });
    }
    expect(await devImageModule(path.join(fixtures, "badge.png"))).toContain('type: "image/png"');
  });
});
