import { expect, it } from "vitest";
import {
  belowThreshold,
  compareWithFloor,
  compareWithPeer,
  defaultFloorLimits,
  defaultPeerLimits,
  overFloor,
  defaultThresholds,
  formatBytesTable,
  formatFloorTable,
  formatPeerTable,
  formatTable,
  median,
  medianRun,
  overPeer,
  type RouteResult,
} from "./lighthouse-report";

const run = (performance: number, tbtMs: number): RouteResult => ({
  route: "/jp",
  scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 1500,
  fcpMs: 900,
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

const measured = (lcpMs: number, tbtMs: number, kb: number, fcpMs = lcpMs / 2): RouteResult => ({
  ...run(100, tbtMs),
  lcpMs,
  fcpMs,
  transferBytes: kb * 1024,
});

it("compares a page with its floor by the median of each metric", () => {
  const comparison = compareWithFloor(
    "/",
    [measured(1500, 40, 150), measured(1300, 0, 150), measured(1400, 20, 152)],
    [measured(1000, 0, 50), measured(1250, 10, 50), measured(1100, 0, 52)],
  );
  expect(comparison.page).toEqual({ lcpMs: 1400, fcpMs: 700, tbtMs: 20, transferBytes: 150 * 1024 });
  expect(comparison.floor).toEqual({ lcpMs: 1100, fcpMs: 550, tbtMs: 0, transferBytes: 50 * 1024 });
  expect(comparison.lcpRatio).toBeCloseTo(1400 / 1100);
  expect(comparison.fcpRatio).toBeCloseTo(700 / 550);
  expect(comparison.extraTbtMs).toBe(20);
  expect(comparison.extraBytes).toBe(100 * 1024);
  expect(formatFloorTable([comparison]).split("\n")[2]).toBe(
    "| /     | 1.40 s | 1.10 s |    1.27 | 0.70 s | 0.55 s |    1.27 | 20 ms |  0 ms | 150.0 |  50.0 | 100.0 |",
  );
});

it("names each limit a page goes over, and none for a page at its floor", () => {
  const page = compareWithFloor("/jp", [measured(1100, 25, 62, 600)], [measured(1000, 0, 50, 500)]);
  expect(overFloor(page, defaultFloorLimits)).toEqual([
    "LCP 1.10× its floor's, over 1.05×",
    "FCP 1.20× its floor's, over 1.05×",
    "blocks 25 ms longer than its floor, over 10 ms",
    "loads 12.0 KB more than its floor, over 10 KB",
  ]);
  const even = compareWithFloor("/", [measured(1040, 5, 58, 520)], [measured(1000, 0, 50, 500)]);
  expect(overFloor(even, defaultFloorLimits)).toEqual([]);
});

it("allows an English page, which loads the brand's faces, 20 KB over its floor and a Japanese page 10 KB", () => {
  const floor = [measured(1000, 0, 50, 500)];
  expect(
    overFloor(compareWithFloor("/about", [measured(1000, 0, 68, 500)], floor), defaultFloorLimits),
  ).toEqual([]);
  expect(
    overFloor(compareWithFloor("/jp/about", [measured(1000, 0, 68, 500)], floor), defaultFloorLimits),
  ).toEqual(["loads 18.0 KB more than its floor, over 10 KB"]);
  expect(
    overFloor(compareWithFloor("/about", [measured(1000, 0, 71, 500)], floor), defaultFloorLimits),
  ).toEqual(["loads 21.0 KB more than its floor, over 20 KB"]);
});

it("compares a page with the peer's page by medians, and names the paints over the peer's limits", () => {
  const withDocument = (lcpMs: number, fcpMs: number, documentKb: number): RouteResult => ({
    ...measured(lcpMs, 0, 40, fcpMs),
    bytes: { ...run(100, 0).bytes, document: documentKb * 1024 },
  });
  const comparison = compareWithPeer(
    "/jp",
    "/blog/",
    [withDocument(1000, 800, 25), withDocument(1100, 900, 25), withDocument(1050, 850, 26)],
    [withDocument(1250, 700, 4), withDocument(1300, 690, 4), withDocument(1200, 710, 5)],
  );
  expect(comparison.fcpRatio).toBeCloseTo(850 / 700);
  expect(comparison.lcpRatio).toBeCloseTo(1050 / 1250);
  expect(overPeer(comparison, defaultPeerLimits)).toEqual(["FCP 1.21× the peer's /blog/, over 1×"]);
  expect(formatPeerTable([comparison]).split("\n")[2]).toBe(
    "| /jp   | /blog/ | 850 ms | 700 ms | 1.21 | 1050 ms | 1250 ms | 0.84 | 40.0 | 40.0 |   25.0 |  4.0 |",
  );
  const ahead = compareWithPeer("/", "/", [withDocument(1000, 690, 20)], [withDocument(1250, 700, 4)]);
  expect(overPeer(ahead, defaultPeerLimits)).toEqual([]);
});
