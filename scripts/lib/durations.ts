// How long a long step last took on this computer (`.tmp/durations.json`), so that its first line can say what
// to expect here: a figure measured on another machine, or on this one under another load, is not an estimate.
import fs from "node:fs";
import path from "node:path";

const fileOf = (root: string) => path.join(root, ".tmp", "durations.json");

function readAll(root: string): Record<string, number> {
  try {
    const data = JSON.parse(fs.readFileSync(fileOf(root), "utf8")) as unknown;
    return data && typeof data === "object" ? (data as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** The milliseconds `step` took the last time it ran in `root`, if it ran there. */
export function lastDuration(step: string, root = process.cwd()): number | undefined {
  const value = readAll(root)[step];
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Notes that `step` took `ms` milliseconds; a file that cannot be written is no reason to fail the step. */
export function recordDuration(step: string, ms: number, root = process.cwd()): void {
  try {
    fs.mkdirSync(path.dirname(fileOf(root)), { recursive: true });
    fs.writeFileSync(
      fileOf(root),
      `${JSON.stringify({ ...readAll(root), [step]: Math.round(ms) }, null, 2)}\n`,
    );
  } catch {
    // Read-only checkout: the next run says nothing of the last one.
  }
}

/** "12 s", "3 min": a duration as a person reads it, rounded to what an estimate can promise. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** "about 2 min left" once `done` of `total` took `elapsed` ms at a steady pace; "" before there is a pace. */
export function timeLeft(done: number, total: number, elapsed: number): string {
  if (done < 1 || done >= total) return "";
  return `about ${formatDuration((elapsed / done) * (total - done))} left`;
}

/** " (last time here: 22 s)" for a step that ran before in `root`, else "". */
export function lastTimeNote(step: string, root = process.cwd()): string {
  const last = lastDuration(step, root);
  return last === undefined ? "" : ` (last time on this computer: ${formatDuration(last)})`;
}
