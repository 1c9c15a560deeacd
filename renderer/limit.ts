// Runs async tasks at most `concurrency` at a time, in the order they were asked for (image encoding,
// social cards). A finished task hands its slot straight to the next one waiting.
export function createLimit(concurrency: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= Math.max(1, concurrency)) await new Promise<void>((resolve) => queue.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = queue.shift();
      if (next) next();
      else active--;
    }
  };
}
