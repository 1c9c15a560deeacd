import { expect, it } from "vitest";
import {
  belowThreshold,
  compareWithFloor,
  defaultThresholds,
  formatBytesTable,
  formatFloorTable,
  formatTable,
  median,
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
  bytes: { document: 0, script: 0, stylesheet: 0, image: 0, media: 0, font: 0, other: 0 },
  findings: {},
});

it("judges a route by its run with the median performance score, reporting that run's metrics", () => {
  const median = medianRun([run(91, 420), run(99, 60), run(96, 180)]);
  expect(median.scores.performance).toBe(96);
  expect(median.tbtMs).toBe(180);
  expect(median.performanceRuns).toEqual([91, 99, 96]);
  const looser = { ...defaultThresholds, performance: 95 };
  expect(belowThreshold(median, looser)).toEqual([]);
  // Two runs out of three below the threshold fail the route.
  expect(belowThreshold(medianRun([run(94, 300), run(99, 60), run(93, 320)]), looser)).toEqual([
    "performance",
  ]);
  // By default every category must be 100.
  expect(belowThreshold(medianRun([run(100, 0), run(99, 60), run(100, 10)]), defaultThresholds)).toEqual([]);
  expect(belowThreshold(medianRun([run(99, 90), run(99, 60), run(100, 10)]), defaultThresholds)).toEqual([
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

const measured = (lcpMs: number, tbtMs: number, kb: number): RouteResult => ({
  ...run(100, tbtMs),
  lcpMs,
  transferBytes: kb * 1024,
});

it("compares a page with its floor by the median of each metric", () => {
  const comparison = compareWithFloor(
    "/",
    [measured(1500, 40, 150), measured(1300, 0, 150), measured(1400, 20, 152)],
    [measured(1000, 0, 50), measured(1250, 10, 50), measured(1100, 0, 52)],
  );
  expect(comparison.page).toEqual({ lcpMs: 1400, tbtMs: 20, transferBytes: 150 * 1024 });
  expect(comparison.floor).toEqual({ lcpMs: 1100, tbtMs: 0, transferBytes: 50 * 1024 });
  expect(comparison.lcpRatio).toBeCloseTo(1400 / 1100);
  expect(comparison.bytesRatio).toBe(3);
  // Any blocking against a floor that blocks for 0 ms has no ratio; none against none is even.
  expect(comparison.tbtRatio).toBeUndefined();
  expect(compareWithFloor("/", [measured(1, 0, 1)], [measured(1, 0, 1)]).tbtRatio).toBe(1);
  expect(compareWithFloor("/", [measured(1, 30, 1)], [measured(1, 20, 1)]).tbtRatio).toBe(1.5);
  expect(formatFloorTable([comparison]).split("\n")[2]).toBe(
    "| /     | 1.40 s | 1.10 s |    1.27 | 20 ms |  0 ms |       — | 150 |    50 |    3.00 |",
  );
});

it("takes the middle value, or the mean of the two middle ones", () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(() => median([])).toThrow(/at least one/);
});

it("lists a page's bytes by kind, video included, with their total", () => {
  const page = { ...run(100, 0), bytes: { ...run(100, 0).bytes, script: 99 * 1024, media: 180 * 1024 } };
  expect(formatBytesTable([page]).split("\n")[2]).toBe(
    "| /jp   |  0.0 | 99.0 | 0.0 |    0.0 | 180.0 |   0.0 |   0.0 | 279.0 |",
  );
});
