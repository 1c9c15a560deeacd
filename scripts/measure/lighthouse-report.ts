// Turns Lighthouse results into table rows and checks them against the score thresholds.
import type { Result } from "lighthouse";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];
export type Thresholds = Record<Category, number>;

/**
 * Scores are 0–100; a route fails when any category is below its minimum. Every page is to score 100 in
 * every category (the median of three runs); `--min-performance 95` gives the old, looser gate.
 */
export const defaultThresholds: Thresholds = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

export const resourceKinds = ["document", "script", "stylesheet", "image", "media", "font", "other"] as const;
type ResourceKind = (typeof resourceKinds)[number];

export type RouteResult = {
  route: string;
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  transferBytes: number;
  /** Bytes over the network by kind of resource (compressed, as loaded on this page). */
  bytes: Record<ResourceKind, number>;
  /** Audits that cost points, per category, as `id: title (score)`. */
  findings: Partial<Record<Category, string[]>>;
  /** Performance score of every run of this route, in the order they ran (set by medianRun). */
  performanceRuns?: number[];
};

/**
 * Lighthouse varies from run to run (most of all in total blocking time), so a route is measured several
 * times and judged by the run with the median performance score: the middle one of an odd number of runs,
 * the lower of the two middle ones of an even number. Its other scores and metrics are reported with it.
 */
export function medianRun(runs: RouteResult[]): RouteResult {
  if (!runs.length) throw new Error("medianRun needs at least one run");
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, performanceRuns: runs.map((run) => run.scores.performance) };
}

export function summarize(route: string, lhr: Result): RouteResult {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = {} as Record<Category, number>;
  const findings: RouteResult["findings"] = {};
  for (const category of categories) {
    const entry = lhr.categories[category];
    scores[category] = Math.round((entry?.score ?? 0) * 100);
    const failing = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id}: ${audit.title} (${audit.score})${describeItems(audit.details)}`);
    if (failing.length) findings[category] = failing;
  }
  const summary = (
    lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const bytes = Object.fromEntries(
    resourceKinds.map((kind) => [
      kind,
      summary?.find((item) => item.resourceType === kind)?.transferSize ?? 0,
    ]),
  ) as Record<ResourceKind, number>;
  return {
    route,
    bytes,
    scores,
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    transferBytes: numeric("total-byte-weight"),
    findings,
  };
}

/** The first offending elements or URLs of an audit, so a failure can be found without the HTML report. */
function describeItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const described = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    return node?.snippet ?? item.href ?? item.url ?? item.source ?? item.description;
  });
  const text = described.filter((value) => typeof value === "string" && value).join(" ; ");
  return text ? ` — ${text}` : "";
}

export function belowThreshold(result: RouteResult, thresholds: Thresholds): Category[] {
  return categories.filter((category) => result.scores[category] < thresholds[category]);
}

const columns = ["route", "perf", "a11y", "best", "SEO", "LCP", "CLS", "TBT", "transfer", "perf of each run"];

/** A Markdown table, readable in a terminal and pasteable into docs/performance.md. */
export function formatTable(results: RouteResult[]): string {
  const rows = results.map((result) => [
    result.route,
    String(result.scores.performance),
    String(result.scores.accessibility),
    String(result.scores["best-practices"]),
    String(result.scores.seo),
    `${(result.lcpMs / 1000).toFixed(1)} s`,
    result.cls.toFixed(3),
    `${Math.round(result.tbtMs)} ms`,
    `${(result.transferBytes / 1024).toFixed(0)} KB`,
    (result.performanceRuns ?? [result.scores.performance]).join(", "),
  ]);
  return renderTable(columns, rows);
}

/** Bytes per page by kind of resource, in KB as transferred (compressed). */
export function formatBytesTable(results: RouteResult[]): string {
  const header = ["route", "HTML", "JS", "CSS", "images", "video", "fonts", "other", "total"];
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;
  const rows = results.map((result) => [
    result.route,
    ...resourceKinds.map((kind) => kb(result.bytes[kind])),
    kb(resourceKinds.reduce((total, kind) => total + result.bytes[kind], 0)),
  ]);
  return renderTable(header, rows);
}

/** The middle value (the mean of the two middle ones for an even number). */
export function median(values: number[]): number {
  if (!values.length) throw new Error("median needs at least one value");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!;
}

type Measured = { lcpMs: number; fcpMs: number; tbtMs: number; transferBytes: number };

/**
 * How much a page may cost over its floor (docs/performance.md, "Budgets"): `extraBytes` for a Japanese page,
 * `extraBytesEnglish` for an English one, which also loads the brand's heading and text faces (issue 45 allows
 * 20 KB over the floor for the text face; docs/design.md, "An English text face").
 */
export type FloorLimits = {
  lcpRatio: number;
  fcpRatio: number;
  extraTbtMs: number;
  extraBytes: number;
  extraBytesEnglish: number;
};
export const defaultFloorLimits: FloorLimits = {
  lcpRatio: 1.05,
  fcpRatio: 1.05,
  extraTbtMs: 10,
  extraBytes: 10 * 1024,
  extraBytesEnglish: 20 * 1024,
};

/** The bytes a route may load over its floor: Japanese routes start with /jp. */
export function extraBytesAllowed(route: string, limits: FloorLimits): number {
  return /^\/jp(\/|$)/.test(route) ? limits.extraBytes : limits.extraBytesEnglish;
}

export type FloorComparison = {
  route: string;
  page: Measured;
  floor: Measured;
  lcpRatio: number;
  fcpRatio: number;
  /** Blocking time and bytes over the floor's (the floor blocks for 0 ms on most pages, so no ratio). */
  extraTbtMs: number;
  extraBytes: number;
};

const medians = (runs: RouteResult[]): Measured => ({
  lcpMs: median(runs.map((run) => run.lcpMs)),
  fcpMs: median(runs.map((run) => run.fcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  transferBytes: median(runs.map((run) => run.transferBytes)),
});

export function compareWithFloor(
  route: string,
  pageRuns: RouteResult[],
  floorRuns: RouteResult[],
): FloorComparison {
  const page = medians(pageRuns);
  const floor = medians(floorRuns);
  return {
    route,
    page,
    floor,
    lcpRatio: page.lcpMs / floor.lcpMs,
    fcpRatio: page.fcpMs / floor.fcpMs,
    extraTbtMs: page.tbtMs - floor.tbtMs,
    extraBytes: page.transferBytes - floor.transferBytes,
  };
}

/** What a page spends over its floor beyond the limits, in words; empty when within them. */
export function overFloor(comparison: FloorComparison, limits: FloorLimits): string[] {
  const over: string[] = [];
  if (comparison.lcpRatio > limits.lcpRatio)
    over.push(`LCP ${comparison.lcpRatio.toFixed(2)}× its floor's, over ${limits.lcpRatio}×`);
  if (comparison.fcpRatio > limits.fcpRatio)
    over.push(`FCP ${comparison.fcpRatio.toFixed(2)}× its floor's, over ${limits.fcpRatio}×`);
  if (comparison.extraTbtMs > limits.extraTbtMs)
    over.push(
      `blocks ${Math.round(comparison.extraTbtMs)} ms longer than its floor, over ${limits.extraTbtMs} ms`,
    );
  const allowed = extraBytesAllowed(comparison.route, limits);
  if (comparison.extraBytes > allowed)
    over.push(
      `loads ${(comparison.extraBytes / 1024).toFixed(1)} KB more than its floor, over ${(allowed / 1024).toFixed(0)} KB`,
    );
  return over;
}

/** Each page against its floor: medians of LCP, FCP, TBT and bytes, as ratios or what the page adds. */
export function formatFloorTable(comparisons: FloorComparison[]): string {
  const header = [
    "route",
    "LCP",
    "floor",
    "× floor",
    "FCP",
    "floor",
    "× floor",
    "TBT",
    "floor",
    "KB",
    "floor",
    "+ KB",
  ];
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = comparisons.map(({ route, page, floor, lcpRatio, fcpRatio, extraBytes }) => [
    route,
    seconds(page.lcpMs),
    seconds(floor.lcpMs),
    lcpRatio.toFixed(2),
    seconds(page.fcpMs),
    seconds(floor.fcpMs),
    fcpRatio.toFixed(2),
    ms(page.tbtMs),
    ms(floor.tbtMs),
    kb(page.transferBytes),
    kb(floor.transferBytes),
    kb(extraBytes),
  ]);
  return renderTable(header, rows);
}

function renderTable(header: string[], rows: string[][]): string {
  const widths = header.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(" | ")} |`;
  const rule = `|${widths.map((width, index) => (index === 0 ? `-${"-".repeat(width)}-` : `-${"-".repeat(width)}:`)).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

/**
 * Another site measured in the same run (`npm run lighthouse -- --peer DIR`): issue 51 holds our first and largest
 * paints to a zero-JavaScript peer's, Astro's blog example, page for page. The document's bytes are what a second
 * page costs a visitor whose cache holds the rest.
 */
export type PeerLimits = { fcpRatio: number; lcpRatio: number };
export const defaultPeerLimits: PeerLimits = { fcpRatio: 1, lcpRatio: 0.85 };

type PeerMeasured = Measured & { documentBytes: number };
export type PeerComparison = {
  route: string;
  peerRoute: string;
  page: PeerMeasured;
  peer: PeerMeasured;
  fcpRatio: number;
  lcpRatio: number;
};

const peerMedians = (runs: RouteResult[]): PeerMeasured => ({
  ...medians(runs),
  documentBytes: median(runs.map((run) => run.bytes.document)),
});

export function compareWithPeer(
  route: string,
  peerRoute: string,
  pageRuns: RouteResult[],
  peerRuns: RouteResult[],
): PeerComparison {
  const page = peerMedians(pageRuns);
  const peer = peerMedians(peerRuns);
  return {
    route,
    peerRoute,
    page,
    peer,
    fcpRatio: page.fcpMs / peer.fcpMs,
    lcpRatio: page.lcpMs / peer.lcpMs,
  };
}

/** Where a page paints later than the peer allows, in words; empty when it is within the limits. */
export function overPeer(comparison: PeerComparison, limits: PeerLimits): string[] {
  const over: string[] = [];
  const beside = `the peer's ${comparison.peerRoute}`;
  if (comparison.fcpRatio > limits.fcpRatio)
    over.push(`FCP ${comparison.fcpRatio.toFixed(2)}× ${beside}, over ${limits.fcpRatio}×`);
  if (comparison.lcpRatio > limits.lcpRatio)
    over.push(`LCP ${comparison.lcpRatio.toFixed(2)}× ${beside}, over ${limits.lcpRatio}×`);
  return over;
}

export function formatPeerTable(comparisons: PeerComparison[]): string {
  const header = ["route", "peer", "FCP", "peer", "×", "LCP", "peer", "×", "KB", "peer", "doc KB", "peer"];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = comparisons.map(({ route, peerRoute, page, peer, fcpRatio, lcpRatio }) => [
    route,
    peerRoute,
    ms(page.fcpMs),
    ms(peer.fcpMs),
    fcpRatio.toFixed(2),
    ms(page.lcpMs),
    ms(peer.lcpMs),
    lcpRatio.toFixed(2),
    kb(page.transferBytes),
    kb(peer.transferBytes),
    kb(page.documentBytes),
    kb(peer.documentBytes),
  ]);
  return renderTable(header, rows);
}
