import { describe, expect, it } from "vitest";
import type { ChangedItem } from "./branch-changes";
import { previewGuide } from "./guide";

const item = (slug: string, change: ChangedItem["change"], href?: string): ChangedItem => ({
  group: "insights",
  slug,
  change,
  files: {},
  titles: {},
  ...(href && { href }),
});

describe("previewGuide", () => {
  it("names the reviewers' pages and every page the branch adds or changes, in both languages", () => {
    const lines = previewGuide(
      {
        state: "compared",
        base: { ref: "origin/main", commit: "abc1234" },
        items: [
          item("solar", "added", "/insights/solar"),
          item("home", "changed", "/"),
          item("old", "removed"),
        ],
        images: [{ file: "content/insights/solar.svg", change: "added" }],
        strings: [],
        otherFiles: [],
      },
      "http://localhost:4000",
    );
    expect(lines).toEqual([
      "Preview build complete: dist/client holds the site as reviewers will see it.",
      "To look at it on this computer, run `npm run serve` and open:",
      "  http://localhost:4000/preview/changes  what this branch changed (3 items, 1 image, 0 interface strings)",
      "  http://localhost:4000/preview/translations  the translation status of every item",
      "  http://localhost:4000/preview/visual  each changed page before and after",
      "The pages this branch adds or changes:",
      "  http://localhost:4000/insights/solar  http://localhost:4000/jp/insights/solar",
      "  http://localhost:4000/  http://localhost:4000/jp",
    ]);
  });

  it("still points to the reviewers' pages when the branch cannot be compared", () => {
    const lines = previewGuide(
      { state: "unavailable", reason: "shallow", ref: "main" },
      "http://localhost:3000",
    );
    expect(lines).toContain(
      "  http://localhost:3000/preview/changes  what this branch changed (no comparison: see the page)",
    );
    expect(lines.join("\n")).not.toContain("The pages this branch");
  });
});
