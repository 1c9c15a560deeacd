// The before-and-after report of `npm run visual`: reg-cli (MIT) compares the screenshots that differ and writes
// its single-page report (slide, 2-up, blend and toggle views, the changed pixels marked in a diff image). We make
// that page self-contained for a preview deploy: its web-font stylesheet (the only file it loads from another
// host) is dropped, and its inline scripts move into files beside it, so the site's Content-Security-Policy
// (scripts from the site itself only) lets it run.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

type RegResult = { failedItems: string[]; passedItems: string[]; newItems: string[]; deletedItems: string[] };

export const reportDirs = { before: "before", after: "after", diff: "diff" } as const;
const rawReport = "reg-report.html";

/**
 * Runs reg-cli's command over `dir`/before and `dir`/after (diff images into `dir`/diff, its page and reg.json
 * into `dir`), relaying its lines; resolves to its verdicts. The command, not the module: reg-cli's module
 * loads ES-module dependencies with require(), which the TypeScript loader of our scripts cannot follow.
 */
export function compareShots(dir: string, onLine: (line: string) => void): Promise<RegResult> {
  const json = path.join(dir, "reg.json");
  const args = [
    path.join(dir, reportDirs.after),
    path.join(dir, reportDirs.before),
    path.join(dir, reportDirs.diff),
    ["--json", json],
    ["--report", path.join(dir, rawReport)],
    // Differences are what we report, not a failure of the command.
    "--ignoreChange",
    // Its own closing advice ("re-run with `-U`") names an option we never pass: say where the report is.
    ["--customDiffMessage", "The report below shows each pair."],
    // Writes worker.js beside the page: the report's filter and its tree of pages run in that worker.
    ["--additionalDetection", "client"],
    ["--concurrency", "2"],
    // Anti-aliased pixels count (no --enableAntialias): a title that moves by a pixel is a change to see. A colour
    // within pixelmatch's usual threshold (0.1) is the same colour: the anti-aliased rim of a rounded picture was
    // drawn 9 levels of 255 apart in two shots of one page on a busy machine (113 pixels), while a moved glyph or a
    // changed word differs by hundreds of levels. 0.2 since stop 71: a card's JPEG, decoded at another scale in one
    // of two shots of the same built page, differed by 2 levels (median) to 54 (most) over 70,000 pixels, and 0.1
    // counted it a change; a changed title still differs by far more.
    ["--matchingThreshold", "0.2"],
  ].flat();
  const child = spawn(path.resolve("node_modules/.bin/reg-cli"), args, { stdio: ["ignore", "pipe", "pipe"] });
  const relay = (chunk: Buffer) => {
    // Its spinner's terminal codes mean nothing in a log.
    const text = chunk.toString().replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
    for (const line of text.split("\n")) if (line.trim()) onLine(line.trim().replace(`${dir}/`, ""));
  };
  child.stdout.on("data", relay);
  child.stderr.on("data", relay);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0) return reject(new Error(`reg-cli stopped with code ${code} (its messages are above)`));
      resolve(JSON.parse(fs.readFileSync(json, "utf8")) as RegResult);
    });
  });
}

/** Writes `dir`/index.html from reg-cli's page, with `banner` (HTML) above the comparison. */
export function writeReportPage(dir: string, banner: string): void {
  const raw = path.join(dir, rawReport);
  selfContained(dir, fs.readFileSync(raw, "utf8"), banner);
  fs.rmSync(raw);
}

/** The report's data as reg-cli writes it into its page (the parts we change: where its files are). */
type RegData = {
  actualDir: string;
  expectedDir: string;
  diffDir: string;
  ximgdiffConfig: { enabled: boolean; workerUrl: string };
} & Record<string, unknown>;
const dataScript = /^\s*window\['__reg__'\]\s*=\s*([\s\S]*?);?\s*$/;
const writeData = (file: string, data: RegData) =>
  fs.writeFileSync(file, `window['__reg__'] = ${JSON.stringify(data)};\n`);

/**
 * Rewrites reg-cli's page into index.html plus reg-data.js and reg-report.js (its two inline scripts), and its
 * stylesheet's data: pictures into files, loading nothing from elsewhere.
 */
export function selfContained(dir: string, html: string, banner = ""): void {
  let page = html
    // The Roboto Mono and Work Sans stylesheet from a font host: the report reads well in the system fonts.
    .replace(/<link\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*>\s*/gi, "")
    // A data: icon, which the site's policy (images from the site only) would refuse with a console error.
    .replace(/<link\b[^>]*\brel="shortcut icon"[^>]*>\s*/gi, "");
  // The same policy refuses the stylesheet's data: pictures (the checkerboard behind transparent areas).
  let pictures = 0;
  page = page.replace(
    /url\(\s*["']?data:image\/png;base64,([A-Za-z0-9+/=]+)["']?\s*\)/g,
    (whole, base64: string) => {
      const name = `reg-picture-${++pictures}.png`;
      fs.writeFileSync(path.join(dir, name), Buffer.from(base64, "base64"));
      return `url(${name})`;
    },
  );
  const scripts: string[] = [];
  page = page.replace(/<script\b[^>]*>([\s\S]*?)<\/script>/gi, (whole, body: string) => {
    if (/\ssrc=/.test(whole.slice(0, whole.indexOf(">")))) return whole;
    if (scripts.length > 1) throw new Error("reg-cli's report has more inline scripts than the two expected");
    const name = scripts.length === 0 ? "reg-data.js" : "reg-report.js";
    scripts.push(name);
    if (name === "reg-data.js") {
      const json = dataScript.exec(body)?.[1];
      if (!json) throw new Error("reg-cli's report does not start with its data, as expected");
      const data = JSON.parse(json) as RegData;
      // The worker filters the list; its pixel detector (WebAssembly, which the site's policy does not allow)
      // stays off: the diff view already marks every changed pixel.
      data.ximgdiffConfig = { enabled: false, workerUrl: "worker.js" };
      writeData(path.join(dir, name), data);
    } else fs.writeFileSync(path.join(dir, name), body);
    return `<script src="${name}"></script>`;
  });
  if (scripts.length !== 2) throw new Error("reg-cli's report does not have the two inline scripts expected");
  fs.rmSync(path.join(dir, "detector.wasm"), { force: true });
  if (!fs.existsSync(path.join(dir, "worker.js")))
    throw new Error("reg-cli wrote no worker.js beside its report");
  page = page.replace(/<body([^>]*)>/i, (body) => `${body}\n${banner}`);
  const external = externalReferences(page);
  if (external.length)
    throw new Error(`the visual report still refers to other hosts: ${external.join(", ")}`);
  fs.writeFileSync(path.join(dir, "index.html"), page);
}

/** The addresses on other hosts that a page's HTML would load (src, href of link elements, CSS url() and @import). */
export function externalReferences(html: string): string[] {
  const found = [
    ...html.matchAll(
      /<(?:script|img|link|iframe|source|video|audio)\b[^>]*\s(?:src|href)\s*=\s*["']((?:https?:)?\/\/[^"']+)/gi,
    ),
    ...html.matchAll(/(?:url\(\s*["']?|@import\s+["'])((?:https?:)?\/\/[^"')]+)/gi),
  ];
  return found.map((match) => match[1]!);
}

/**
 * Copies the report of `npm run visual` (`from`, default .tmp/visual/report) into a preview build's `clientDir`
 * at `urlPath` (/preview/visual/report/), its scripts and pictures addressed from the site's root so that the
 * page works at any of the addresses a host answers it at (with or without the final slash). Returns how many
 * screenshots it holds, or undefined when there is no report.
 */
export function publishReport(from: string, clientDir: string, urlPath: string): number | undefined {
  if (!fs.existsSync(path.join(from, "index.html"))) return undefined;
  const to = path.join(clientDir, urlPath);
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  let pictures = 0;
  for (const dir of Object.values(reportDirs)) {
    if (!fs.existsSync(path.join(from, dir))) continue;
    fs.cpSync(path.join(from, dir), path.join(to, dir), { recursive: true });
    pictures += fs
      .readdirSync(path.join(to, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".png")).length;
  }
  const data = JSON.parse(
    dataScript.exec(fs.readFileSync(path.join(from, "reg-data.js"), "utf8"))![1]!,
  ) as RegData;
  for (const key of ["actualDir", "expectedDir", "diffDir"] as const) data[key] = `${urlPath}${data[key]}`;
  data.ximgdiffConfig.workerUrl = `${urlPath}${data.ximgdiffConfig.workerUrl}`;
  writeData(path.join(to, "reg-data.js"), data);
  for (const file of fs.readdirSync(from).filter((name) => /^(reg-.*\.(js|png)|worker\.js)$/.test(name)))
    if (file !== "reg-data.js") fs.copyFileSync(path.join(from, file), path.join(to, file));
  const html = fs
    .readFileSync(path.join(from, "index.html"), "utf8")
    .replace(/src="(reg-[a-z]+\.js)"/g, `src="${urlPath}$1"`)
    .replace(/url\((reg-picture-\d+\.png)\)/g, `url(${urlPath}$1)`)
    // The site's own icon (a browser asks for /favicon.ico otherwise).
    .replace(/<\/title>/, `</title>\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />`);
  fs.writeFileSync(path.join(to, "index.html"), html);
  return pictures;
}
