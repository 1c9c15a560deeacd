// Resident memory of a process and all its descendants, read from /proc (Linux), for the build benchmark.
import fs from "node:fs";

type ProcInfo = { pid: number; ppid: number; rssBytes: number };

const pageSize = 4096;

function readProc(pid: number): ProcInfo | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces and parentheses: fields start after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { pid, ppid: Number(fields[1]), rssBytes: Number(fields[21]) * pageSize };
  } catch {
    return undefined; // The process ended between listing and reading.
  }
}

/** Sum of the resident set sizes of `rootPid` and every process below it, in bytes. */
export function getTreeRss(rootPid: number): number {
  const all = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((info): info is ProcInfo => info !== undefined);
  const children = new Map<number, ProcInfo[]>();
  for (const info of all) children.set(info.ppid, [...(children.get(info.ppid) ?? []), info]);
  let total = 0;
  const stack = all.filter((info) => info.pid === rootPid);
  while (stack.length) {
    const info = stack.pop()!;
    total += info.rssBytes;
    stack.push(...(children.get(info.pid) ?? []));
  }
  return total;
}

/** Samples the tree's memory until stopped; `peak` is the largest sum seen. */
export function watchTreeRss(rootPid: number, intervalMs = 100) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, getTreeRss(rootPid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
