// Every SVG in content/ is drawn as the build draws it (at 2,400 px wide, pipeline/vite/draw-image.ts), in a child
// process that is killed when it runs out of time. No count of filters, masks, markers or path points bounds a
// renderer's work (a 598-byte CSS blur drew for three minutes); a clock does. A drawing the renderer cannot draw
// at all is found the same way. The verdict is kept by the file's content, so an unchanged file is drawn once. All
// the drawings of one check (or build) share a second clock, so many slow files cannot hold it for minutes.
import { fork, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pLimit from "p-limit";
import { defaultWidths } from "../vite/draw-image.ts";
import { isDrawnByBuild } from "./content-files.ts";
import type { Problem } from "./problems.ts";

/**
 * How long one SVG may take to draw. The site's slowest real SVG (jv-middle-east-market-entry.svg) took 1.9 s at
 * 2,400 px on the 2-core build machine under a load of 2.7 (measured 2026-11-30; most take 0.4-0.9 s): about ten
 * times that. `SVG_DRAW_SECONDS` sets another limit (the tests use a short one).
 */
export const defaultDrawSeconds = 20;

/**
 * How long all the drawings of one check (or build) may take together, the cache's verdicts aside. Every real SVG
 * of the site (29) drew in 9.8 s from an empty cache, two at a time, under a load of 10 (measured 2026-11-30): about
 * six times that. `SVG_DRAW_BUDGET_SECONDS` sets another total.
 */
export const defaultDrawBudgetSeconds = 60;

const secondsFrom = (name: string, otherwise: number) => {
  const set = Number(process.env[name]);
  return Number.isFinite(set) && set > 0 ? set : otherwise;
};
export const drawSeconds = () => secondsFrom("SVG_DRAW_SECONDS", defaultDrawSeconds);

/** The clock all the drawings of one run share: a drawing gets at most what is left of it. */
export type DrawBudget = { seconds: number; ends: number };
export function startDrawBudget(seconds = secondsFrom("SVG_DRAW_BUDGET_SECONDS", defaultDrawBudgetSeconds)) {
  return { seconds, ends: Date.now() + seconds * 1000 };
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
  /** Drawn for `seconds` without finishing; `unfinished` when it was stopped before its own limit (not kept):
      the run's total ran out (`budget`, its seconds), or no child could start. */
  | { ok: false; slow: true; seconds: number; unfinished?: { budget?: number } }
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
  if (!child) return { ok: false, slow: true, seconds, unfinished: {} };
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
 * this content was drawn before, else drawn now, within what is left of `budget`. Every verdict is kept, a drawing
 * that ran out of its own time too (so a second run refuses it at once; a longer `SVG_DRAW_SECONDS` draws it
 * again); one stopped early by the budget, or never started, is not.
 */
export async function drawVerdict(
  source: Buffer,
  options: { cacheDir: string; seconds?: number; widths?: number[]; budget?: DrawBudget },
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
    // Kept as fine but slower than this limit, or as too slow for a shorter limit than this one: drawn again.
    if (kept.ok ? kept.ms <= seconds * 1000 : !kept.slow) return kept;
    if (!kept.ok && kept.slow && kept.seconds >= seconds) return { ok: false, slow: true, seconds };
  } catch {
    // Not drawn before (or an unreadable entry): draw it.
  }
  const left = options.budget ? (options.budget.ends - Date.now()) / 1000 : seconds;
  if (left <= 0) return { ok: false, slow: true, seconds, unfinished: { budget: options.budget!.seconds } };
  let verdict = await drawInChild(source, Math.min(seconds, left), widths);
  if (!verdict.ok && verdict.slow && !verdict.unfinished && left < seconds)
    verdict = { ok: false, slow: true, seconds, unfinished: { budget: options.budget!.seconds } };
  if (verdict.ok || !verdict.slow || !verdict.unfinished) {
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
  if (verdict.slow && verdict.unfinished?.budget)
    return `was not drawn in time: the ${verdict.unfinished.budget} s that all drawings may take together ran out (on the files named as too slow, or on a busy machine): simplify or remove those, then check again`;
  if (verdict.slow)
    return `takes longer than ${verdict.seconds} s to draw at the site's sizes (2,400 px wide), where the build would stall: simplify it (fewer filters, blurs, masks, markers or points), or save it as a PNG`;
  return `cannot be drawn by the build's renderer (${verdict.error.split("\n")[0]}): save it again from the drawing program, or simplify it`;
}

/**
 * Every SVG among `files` (content/'s, relative to `root`) that the build draws and could not draw in time, or at
 * all: those `isDrawnByBuild` names, placeholder or not, used by a page or not (the build draws each one).
 */
export async function checkSvgDrawings(
  root: string,
  files: string[],
  cacheDir = defaultImageCache(),
): Promise<Problem[]> {
  const budget = startDrawBudget();
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
    .filter((file) => /\.svg$/.test(file) && isDrawnByBuild(file))
    .map((file) => ({ file, source: read(file) }))
    .filter((each): each is { file: string; source: NonSharedBuffer } => !!each.source);
  const verdicts = await Promise.all(
    sources.map(({ file, source }) =>
      limit(async () => ({ file, verdict: await drawVerdict(source, { cacheDir, budget }) })),
    ),
  );
  return verdicts.flatMap(({ file, verdict }) => {
    const message = drawProblem(verdict);
    return message ? [{ file, line: 1, message }] : [];
  });
}
