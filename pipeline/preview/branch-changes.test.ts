// The diffs a preview shows reviewers stay quick whatever two versions of a text are (probe 75, P1): a writer's own
// commits can make the English an article had when its Japanese was last updated and the English it has now two
// texts of thousands of lines with none in common, and the diff's search grew with the square of their length.
import { describe, expect, it } from "vitest";
import { diffStrings, mostEdits, readableDiff } from "./branch-changes";

/** Lines that no line of the other version repeats. */
const lines = (count: number, word: string) =>
  Array.from({ length: count }, (_, index) => `Note ${word}${index}.`).join("\n");

describe("readableDiff of texts with nothing in common", () => {
  it("shows the old text struck and the new one whole, in a few seconds at most", () => {
    // 4,000 lines each: 20 s before the bound, and the time grows with the square of the lines (6,000 took 42 s; the
    // 256 KB a file may have holds about 28,000); half a second after it on a busy 2-core machine.
    const before = `${lines(4000, "a")}\n`;
    const after = `${lines(4000, "b")}\n`;
    const started = performance.now();
    const diff = readableDiff(before, after);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(diff.blocks).toEqual([
      {
        parts: [
          { text: before.trimEnd(), change: "removed" },
          { text: after.trimEnd(), change: "added" },
        ],
      },
    ]);
  });

  it("still reads an edit of one paragraph among thousands of lines as words struck and added", () => {
    const before = `${lines(mostEdits * 2, "a")}\n\nWe build ports.\n`;
    const after = `${lines(mostEdits * 2, "a")}\n\nWe build and run ports.\n`;
    expect(readableDiff(before, after).blocks[0]!.parts).toEqual([
      { text: "We build " },
      { text: "and run ", change: "added" },
      { text: "ports." },
    ]);
  });
});

describe("diffStrings of interface texts with nothing in common", () => {
  it("shows the old text struck and the new one whole, in a few seconds at most", () => {
    // 6,000 words each: half a minute before the bound.
    const words = (word: string) => Array.from({ length: 6000 }, (_, index) => `${word}${index}`).join(" ");
    const started = performance.now();
    const [change] = diffStrings(
      { en: { a: words("old") }, jp: { a: "古い" } },
      { en: { a: words("new") }, jp: { a: "古い" } },
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(change!.text.en.parts).toEqual([
      { text: words("old"), change: "removed" },
      { text: words("new"), change: "added" },
    ]);
  });
});
