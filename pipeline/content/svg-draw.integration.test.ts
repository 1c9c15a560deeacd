import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { defaultDrawSeconds, drawProblem, drawVerdict } from "./svg-draw";

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
  // Out of time is not kept (a busy machine may have slowed it): the next check draws it again.
  expect(fs.existsSync(path.join(cacheDir, "drawn")) && fs.readdirSync(path.join(cacheDir, "drawn"))).toEqual(
    false,
  );
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
