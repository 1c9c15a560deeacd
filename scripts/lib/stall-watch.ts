// A watch on a long command that may wait for ever: the bundler's native code can panic in a thread of its own
// (a file name that is not UTF-8 did), print its message and leave the build's promise pending, with the process
// alive and idle. Nothing but time would end it, so the watch does: while work goes on, the process uses CPU (its
// own threads, the bundler's and the image encoders' included); a process that has used almost none for minutes
// waits for something that will not come.

/** The CPU time the whole process has used, in ms (every thread of it). */
const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export type StallWatchOptions = {
  /** How long the process may stay idle before it counts as stalled (ms). */
  quietMs: number;
  /** Less CPU than this over `quietMs` is idle (ms): a waiting process still wakes now and then. */
  idleCpuMs?: number;
  /** Called once, when the process has stalled, with the idle time in ms. */
  onStall: (idleMs: number) => void;
  cpuMs?: () => number;
};

/** Starts the watch; `stop()` ends it. Its timer never keeps the process alive on its own. */
export function watchForStall({
  quietMs,
  idleCpuMs = 1000,
  onStall,
  cpuMs = processCpuMs,
}: StallWatchOptions): { stop: () => void } {
  const every = Math.max(1, Math.floor(quietMs / 6));
  let since = Date.now();
  let cpuSince = cpuMs();
  const timer = setInterval(() => {
    const cpu = cpuMs();
    if (cpu - cpuSince >= idleCpuMs) {
      since = Date.now();
      cpuSince = cpu;
    } else if (Date.now() - since >= quietMs) {
      clearInterval(timer);
      onStall(Date.now() - since);
    }
  }, every);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
