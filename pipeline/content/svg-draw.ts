// Every SVG in content/ is drawn as the build draws it (at 2,400 px wide, pipeline/vite/draw-image.ts), in a child
// process that is killed when it runs out of time. No count of filters, masks, markers or path points bounds a
// renderer's work (a 598-byte CSS blur drew for three minutes); a clock does. A drawing the renderer cannot draw
// at all is found the same way. The verdict is kept by the file's content, so an unchanged file is drawn once.
import { fork, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pLimit from "p-limit";
import { defaultWidths } from "../vite/draw-image.ts";
import { placeholderMarker } from "./image-files.ts";
import type { Problem } from "./problems.ts";

/**
 * How long one SVG may take to draw. The site's slowest real SVG (jv-middle-east-market-entry.svg) took 1.9 s at
 * 2,400 px on the 2-core build machine under a load of 2.7 (measured 2026-11-30; most take 0.4-0.9 s): about ten
 * times that. `SVG_DRAW_SECONDS` sets another limit (the tests use a short one).
 */
export const defaultDrawSeconds = 20;

export function drawSeconds(): number {
  const set = Number(process.env.SVG_DRAW_SECONDS);
  return Number.isFinite(set) && set > 0 ? set : defaultDrawSeconds;
}

/**
 * Where verdicts are kept: beside the build's image sets (pipeline/vite/image-plugin.ts's folder), by the file's hash.
 * The project's folder, not the content's: a verdict depends on the file's bytes alone, so a check of a copy of
 * content/ (the tests') reuses it.
 */
export const defaultImageCache = () => path.resolve("node_modules/.cache/images");
// Bump when the drawing changes (draw-image.ts), so old verdicts are not reused.
const drawVersion = 1;

export type DrawVerdict =
  | { ok: true; ms: number }
  | { ok: false; slow: true; seconds: number }
  | { ok: false; slow: false; error: string };

/** Every child alive: killed when this process exits, however it exits (a stopped build draws nothing on). */
const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});
/** Children that have drawn and wait for the next drawing: starting one (Node and the renderer) took longer than
    most drawings on a busy machine. They do not keep this process alive. */
const idle: ChildProcess[] = [];

const childFile = fileURLToPath(new URL("./svg-draw-child.ts", import.meta.url));

/** A child ready to draw, or undefined when none could start within a minute. */
function startChild(): Promise<ChildProcess | undefined> {
  return new Promise((resolve) => {
    // Node alone (no loader of this process's): it reads the child's TypeScript as it is.
    const child = fork(childFile, [], { execArgv: [], stdio: ["ignore", "ignore", "ignore", "ipc"] });
    live.add(child);
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(undefined);
    }, 60_000);
    child.on("exit", () => {
      live.delete(child);
      if (idle.includes(child)) idle.splice(idle.indexOf(child), 1);
      clearTimeout(timer);
      resolve(undefined);
    });
    child.once("message", () => {
      clearTimeout(timer);
      resolve(child);
    });
  });
}

type Answer = { ok: true; ms: number } | { ok: false; error: string };

/** Draws `source` in a child process, which is killed when the drawing takes more than `seconds`. */
async function drawInChild(source: Buffer, seconds: number, widths: number[]): Promise<DrawVerdict> {
  const child = idle.pop() ?? (await startChild());
  // A child that cannot even start in a minute: the machine is too busy to say; not kept, so drawn again.
  if (!child) return { ok: false, slow: true, seconds };
  child.ref();
  child.channel?.ref();
  return new Promise((resolve) => {
    const done = (verdict: DrawVerdict, keep: boolean) => {
      clearTimeout(timer);
      child.off("message", answer);
      child.off("exit", ended);
      if (keep) {
        child.unref();
        child.channel?.unref();
        idle.push(child);
      } else child.kill("SIGKILL");
      resolve(verdict);
    };
    const answer = (message: Answer) =>
      done(message.ok ? message : { ok: false, slow: false, error: message.error }, true);
    // Ended with no answer: the renderer crashed or ran out of memory.
    const ended = (code: number | null, signal: string | null) =>
      done(
        {
          ok: false,
          slow: false,
          error: `the renderer stopped (${signal ?? `exit code ${code}`}), most likely out of memory`,
        },
        false,
      );
    const timer = setTimeout(() => done({ ok: false, slow: true, seconds }, false), seconds * 1000);
    child.on("message", answer);
    child.on("exit", ended);
    child.send({ source: source.toString("base64"), widths });
  });
}

/**
 * Whether `source` (an SVG) can be drawn at the site's sizes within `seconds`: from the cache in `cacheDir` when
 * this content was drawn before, else drawn now. A drawing that ran out of time is not kept (a busy machine may
 * have slowed it); one that drew, or failed, is.
 */
export async function drawVerdict(
  source: Buffer,
  options: { cacheDir: string; seconds?: number; widths?: number[] },
): Promise<DrawVerdict> {
  const widths = options.widths ?? defaultWidths;
  const seconds = options.seconds ?? drawSeconds();
  const key = createHash("sha256")
    .update(source)
    .update(JSON.stringify({ drawVersion, widths }))
    .digest("hex")
    .slice(0, 24);
  const file = path.join(options.cacheDir, "drawn", `${key}.json`);
  try {
    const kept = JSON.parse(fs.readFileSync(file, "utf8")) as DrawVerdict;
    // A drawing kept as fine but slower than this limit is drawn again against it.
    if (!kept.ok || kept.ms <= seconds * 1000) return kept;
  } catch {
    // Not drawn before (or an unreadable entry): draw it.
  }
  const verdict = await drawInChild(source, seconds, widths);
  if (verdict.ok || !verdict.slow) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}`;
      fs.writeFileSync(tmp, JSON.stringify(verdict));
      fs.renameSync(tmp, file);
    } catch {
      // A cache that cannot be written only costs the next check a drawing.
    }
  }
  return verdict;
}

/** What a writer reads for a drawing that cannot be drawn, or undefined. */
export function drawProblem(verdict: DrawVerdict): string | undefined {
  if (verdict.ok) return undefined;
  if (verdict.slow)
    return `takes longer than ${verdict.seconds} s to draw at the site's sizes (2,400 px wide), where the build would stall: simplify it (fewer filters, blurs, masks, markers or points), or save it as a PNG`;
  return `cannot be drawn by the build's renderer (${verdict.error.split("\n")[0]}): save it again from the drawing program, or simplify it`;
}

/** Every SVG among `files` (content/'s, relative to `root`) the build could not draw in time, or at all. */
export async function checkSvgDrawings(
  root: string,
  files: string[],
  cacheDir = defaultImageCache(),
): Promise<Problem[]> {
  // Two at a time: the build machine has two cores.
  const limit = pLimit(2);
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(root, file));
    } catch {
      return undefined; // The walk of content/ names a file it cannot read.
    }
  };
  const sources = files
    .filter((file) => /\.svg$/i.test(file))
    .map((file) => ({ file, source: read(file) }))
    // The picture `npm run new` puts in place is refused where a page shows it, once: it is not drawn too.
    .filter(
      (each): each is { file: string; source: NonSharedBuffer } =>
        !!each.source && !each.source.includes(placeholderMarker),
    );
  const verdicts = await Promise.all(
    sources.map(({ file, source }) =>
      limit(async () => ({ file, verdict: await drawVerdict(source, { cacheDir }) })),
    ),
  );
  return verdicts.flatMap(({ file, verdict }) => {
    const message = drawProblem(verdict);
    return message ? [{ file, line: 1, message }] : [];
  });
}
