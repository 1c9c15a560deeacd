import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import {
  checkSvgDrawings,
  defaultDrawBudgetSeconds,
  defaultDrawSeconds,
  drawProblem,
  drawVerdict,
} from "./svg-draw";

let cacheDir: string;
beforeEach(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "svg-draw-"));
});
afterEach(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const drawing = (inner: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">${inner}</svg>`,
  );
/** Our children still alive (drawing, or waiting idle for the next drawing). */
const children = () =>
  execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(process.pid)], { encoding: "utf8" })
    .split("\n")
    .filter((line) => line.includes("svg-draw-child"));

it("stops a drawing that runs out of time (forty CSS blurs, 598 bytes), killing its renderer", async () => {
  const blur = drawing(
    `<rect width="1200" height="1200" fill="#123" style="filter:${Array(40).fill("blur(20px)").join(" ")}"/>`,
  );
  const from = performance.now();
  const verdict = await drawVerdict(blur, { cacheDir, seconds: 2 });
  expect(verdict).toEqual({ ok: false, slow: true, seconds: 2 });
  expect(performance.now() - from).toBeLessThan(2_000 + 15_000);
  expect(drawProblem(verdict)).toMatch(/^takes longer than 2 s to draw at the site's sizes/);
  // The renderer that ran out of time is gone, and an idle one never outlives this process.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(children().length).toBeLessThanOrEqual(1);
  // Out of time is kept by the file's content: the next check refuses it at once; a longer limit draws it again.
  expect(fs.readdirSync(path.join(cacheDir, "drawn"))).toHaveLength(1);
  const again = performance.now();
  expect(await drawVerdict(blur, { cacheDir, seconds: 2 })).toEqual({ ok: false, slow: true, seconds: 2 });
  expect(await drawVerdict(blur, { cacheDir, seconds: 1 })).toEqual({ ok: false, slow: true, seconds: 1 });
  expect(performance.now() - again).toBeLessThan(500);
  expect(await drawVerdict(blur, { cacheDir, seconds: 3 })).toEqual({ ok: false, slow: true, seconds: 3 });
  expect(performance.now() - again).toBeGreaterThan(3_000);
  expect(defaultDrawSeconds).toBe(20);
});

it("names a drawing the renderer cannot draw at all, and keeps each verdict by the file's content", async () => {
  const broken = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect foo:x="1" width="10" height="10"/></svg>',
  );
  const verdict = await drawVerdict(broken, { cacheDir, seconds: 20 });
  expect(drawProblem(verdict)).toMatch(
    /^cannot be drawn by the build's renderer \(.*Namespace prefix foo .*\): save it again from the drawing program/,
  );
  const fine = drawing('<rect width="600" height="600" fill="#123"/>');
  expect(await drawVerdict(fine, { cacheDir, seconds: 20 })).toMatchObject({ ok: true });
  const kept = fs.readdirSync(path.join(cacheDir, "drawn"));
  expect(kept).toHaveLength(2);
  // Kept: the same bytes are not drawn again (the kept entry, marked here, is what comes back).
  for (const name of kept) {
    const file = path.join(cacheDir, "drawn", name);
    const verdict = JSON.parse(fs.readFileSync(file, "utf8")) as { ok: boolean };
    if (verdict.ok) fs.writeFileSync(file, JSON.stringify({ ok: true, ms: 7 }));
  }
  expect(await drawVerdict(fine, { cacheDir, seconds: 20 })).toEqual({ ok: true, ms: 7 });
});

it("probe 47, fourth round, H4: many slow drawings end within one total, each named, and a rerun goes on", async () => {
  // Six drawings that each run into the per-file limit; the total is shorter than drawing them all.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "svg-budget-"));
  const files = Array.from({ length: 6 }, (_, k) => `content/insights/slow-${k}.svg`);
  fs.mkdirSync(path.join(root, "content/insights"), { recursive: true });
  for (const file of files)
    fs.writeFileSync(
      path.join(root, file),
      drawing(
        `<!-- ${file} ${Date.now()} --><rect width="1200" height="1200" fill="#123" style="filter:${Array(40).fill("blur(20px)").join(" ")}"/>`,
      ),
    );
  process.env.SVG_DRAW_SECONDS = "2";
  process.env.SVG_DRAW_BUDGET_SECONDS = "3";
  try {
    const run = async () => {
      const from = performance.now();
      const problems = await checkSvgDrawings(root, files, cacheDir);
      const ms = performance.now() - from;
      const named = (start: string) => problems.filter((p) => p.message.startsWith(start)).map((p) => p.file);
      return { ms, problems, slow: named("takes longer than 2 s"), undrawn: named("was not drawn in time") };
    };
    const first = await run();
    // Every file is named, either as too slow or as not drawn in time, and the run ends with the total's clock
    // (3 s, plus starting the renderers on a busy machine), not after 6 × 2 s / 2.
    expect([...first.slow, ...first.undrawn].sort()).toEqual(files);
    expect(first.undrawn.length).toBeGreaterThan(0);
    expect(first.problems.find((p) => first.undrawn.includes(p.file))?.message).toBe(
      "was not drawn in time: the 3 s that all drawings may take together ran out (on the files named as too slow, or on a busy machine): simplify or remove those, then check again",
    );
    expect(first.ms).toBeLessThan(3_000 + 15_000);
    // A rerun refuses the files kept as too slow at once and draws on where the first stopped.
    const second = await run();
    expect([...second.slow, ...second.undrawn].sort()).toEqual(files);
    expect(second.slow).toEqual(expect.arrayContaining(first.slow));
    expect(second.slow.length).toBeGreaterThan(first.slow.length);
  } finally {
    delete process.env.SVG_DRAW_SECONDS;
    delete process.env.SVG_DRAW_BUDGET_SECONDS;
    fs.rmSync(root, { recursive: true, force: true });
  }
  expect(defaultDrawBudgetSeconds).toBe(60);
});
