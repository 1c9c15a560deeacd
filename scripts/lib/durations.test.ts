// A long step's first line says how long it took here last time, and its progress how long is left.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { formatDuration, lastDuration, lastTimeNote, recordDuration, timeLeft } from "./durations";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "durations-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it("says nothing of a step that never ran here, then its last time", () => {
  expect(lastDuration("check", root)).toBeUndefined();
  expect(lastTimeNote("check", root)).toBe("");
  recordDuration("check", 21_400, root);
  recordDuration("visual", 372_000, root);
  recordDuration("check", 26_600, root);
  expect(lastDuration("check", root)).toBe(26_600);
  expect(lastTimeNote("check", root)).toBe(" (last time on this computer: 27 s)");
  expect(lastTimeNote("visual", root)).toBe(" (last time on this computer: 6 min)");
});

it("reads a damaged file as no record", () => {
  fs.writeFileSync(path.join(root, ".tmp", "durations.json"), "{ not json");
  expect(lastDuration("check", root)).toBeUndefined();
  recordDuration("check", 5_000, root);
  expect(lastDuration("check", root)).toBe(5_000);
});

it("rounds to what an estimate can promise", () => {
  expect(formatDuration(300)).toBe("1 s");
  expect(formatDuration(89_000)).toBe("89 s");
  expect(formatDuration(250_000)).toBe("4 min");
  expect(timeLeft(0, 10, 0)).toBe("");
  expect(timeLeft(2, 10, 20_000)).toBe("about 80 s left");
  expect(timeLeft(10, 10, 20_000)).toBe("");
});
