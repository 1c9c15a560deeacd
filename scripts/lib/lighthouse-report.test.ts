import { expect, it } from "vitest";
import {
  belowThreshold,
  defaultThresholds,
  formatTable,
  medianRun,
  type RouteResult,
} from "./lighthouse-report";

const run = (performance: number, tbtMs: number): RouteResult => ({
  route: "/jp",
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1500,
  cls: 0,
  tbtMs,
  transferBytes: 200 * 1024,
  bytes: { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, other: 0 },
  findings: {},
});

it("judges a route by its run with the median performance score, reporting that run's metrics", () => {
  const median = medianRun([run(91, 420), run(99, 60), run(96, 180)]);
  expect(median.scores.performance).toBe(96);
  expect(median.tbtMs).toBe(180);
  expect(median.performanceRuns).toEqual([91, 99, 96]);
  expect(belowThreshold(median, defaultThresholds)).toEqual([]);
  // Two runs out of three below the threshold fail the route.
  expect(belowThreshold(medianRun([run(94, 300), run(99, 60), run(93, 320)]), defaultThresholds)).toEqual([
    "performance",
  ]);
});

it("takes the lower middle run of an even number, and a single run as it is", () => {
  expect(medianRun([run(97, 100), run(94, 300)]).scores.performance).toBe(94);
  expect(medianRun([run(88, 500)]).performanceRuns).toEqual([88]);
  expect(() => medianRun([])).toThrow(/at least one run/);
});

it("prints each run's performance beside the median in the table", () => {
  const table = formatTable([medianRun([run(91, 420), run(99, 60), run(96, 180)])]);
  expect(table.split("\n")[2]).toBe(
    "| /jp   |   96 |  100 |  100 | 100 | 1.5 s | 0.000 | 180 ms |   200 KB |       91, 99, 96 |",
  );
});
