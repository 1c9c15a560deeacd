import { expect, it } from "vitest";
import { createLimit } from "./limit";

it("never runs more tasks at once than allowed, and runs them in order", async () => {
  const limit = createLimit(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const task = (index: number) =>
    limit(async () => {
      started.push(index);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5 + (index % 3)));
      running--;
      return index * 10;
    });
  const first = Array.from({ length: 6 }, (_, index) => task(index));
  // Asked for while the first ones still wait: must not jump the queue.
  await Promise.resolve();
  const later = task(6);
  expect(await Promise.all([...first, later])).toEqual([0, 10, 20, 30, 40, 50, 60]);
  expect(most).toBe(2);
  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
});
