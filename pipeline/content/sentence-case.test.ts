import { describe, expect, it } from "vitest";
import { outOfStyle, properNouns } from "./sentence-case";

describe("sentence case", () => {
  it("finds Title Case and passes sentence case", () => {
    const nouns = new Set(["Singapore", "Japanese"]);
    expect(outOfStyle("Connect with Us", nouns)).toEqual(["Us"]);
    expect(outOfStyle("Cross-Border Procurement in Singapore", nouns)).toEqual(["Border", "Procurement"]);
    expect(outOfStyle("Built for execution. Clear at every step.", nouns)).toEqual([]);
    expect(outOfStyle("Japanese EPC firms: what Singapore's rules mean", nouns)).toEqual([]);
    expect(outOfStyle("Yen and rupee: Foreign loans", nouns)).toEqual(["Foreign"]);
    expect(outOfStyle("Our Technical Services work", nouns, ["Technical Services"])).toEqual([]);
    expect(outOfStyle("02 If you decide to invest", nouns)).toEqual([]);
  });

  it("takes as proper nouns the capitals the prose writes inside a sentence, not those of titles and headings", () => {
    const nouns = properNouns(
      [
        "We work from Singapore with Japanese contractors.\n\n## The Programme in Context\n\nRead [Our Approach](/x) too.",
        "See Risk Review for more.",
      ],
      ["Risk Review"],
    );
    expect([...nouns].sort()).toEqual(["Approach", "Japanese", "Our", "Singapore"].sort());
  });
});
