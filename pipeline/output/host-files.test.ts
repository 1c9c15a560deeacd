import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { site } from "../../lib/site";
import { listPagePaths, renderSitemap } from "./host-files";

let dir: string | undefined;
afterEach(() => dir && fs.rmSync(dir, { recursive: true, force: true }));

it("lists each prerendered page once, without the not-found pages and assets", () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  for (const file of [
    "index.html",
    "jp.html",
    "404.html",
    "jp/404.html",
    "about.html",
    "jp/about.html",
    "about/our-team.html",
    "assets/x.html",
  ]) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "");
  }
  expect(listPagePaths(dir)).toEqual(["/", "/about", "/about/our-team"]);
});

it("writes both languages of a page with reciprocal alternates and x-default", () => {
  const xml = renderSitemap(["/about"]);
  expect(xml).toContain("<loc>https://www.kizunabridge.example/about</loc>");
  expect(xml).toContain("<loc>https://www.kizunabridge.example/jp/about</loc>");
  expect(xml.match(/hreflang="ja" href="https:\/\/www\.kizunabridge\.example\/jp\/about"/g)).toHaveLength(2);
  expect(xml.match(/hreflang="x-default" href="https:\/\/www\.kizunabridge\.example\/about"/g)).toHaveLength(
    2,
  );
});
