import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { watchForStall } from "./stall-watch";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it("reports a process that has used almost no CPU for the quiet time, once", () => {
  let cpu = 0;
  const stalls: number[] = [];
  watchForStall({ quietMs: 60_000, onStall: (idle) => stalls.push(idle), cpuMs: () => cpu });
  // A bundler panic: the process wakes now and then (a few ms) and does nothing else.
  for (let second = 0; second < 59; second++) {
    cpu += 5;
    vi.advanceTimersByTime(1000);
  }
  expect(stalls).toEqual([]);
  vi.advanceTimersByTime(10_000);
  expect(stalls).toHaveLength(1);
  expect(stalls[0]).toBeGreaterThanOrEqual(60_000);
  vi.advanceTimersByTime(600_000);
  expect(stalls).toHaveLength(1);
});

it("never reports a process that keeps working, however long it takes", () => {
  let cpu = 0;
  const stalls: number[] = [];
  const watch = watchForStall({ quietMs: 60_000, onStall: (idle) => stalls.push(idle), cpuMs: () => cpu });
  // A first build encoding images on a loaded machine: a little CPU, but a steady amount.
  for (let second = 0; second < 3600; second++) {
    cpu += 100;
    vi.advanceTimersByTime(1000);
  }
  expect(stalls).toEqual([]);
  watch.stop();
});

it("counts the quiet time from the last work, not from the start", () => {
  let cpu = 0;
  const stalls: number[] = [];
  watchForStall({ quietMs: 60_000, onStall: (idle) => stalls.push(idle), cpuMs: () => cpu });
  vi.advanceTimersByTime(50_000);
  cpu += 5000;
  vi.advanceTimersByTime(50_000);
  expect(stalls).toEqual([]);
  vi.advanceTimersByTime(20_000);
  expect(stalls).toHaveLength(1);
});
