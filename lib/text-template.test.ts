import { describe, expect, it } from "vitest";
import { collections, type CollectionName } from "../content/schema";
import { site } from "./site";
import { composeItemPageTitle, copyrightYears, fillPlaceholders } from "./text-template";

describe("composeItemPageTitle", () => {
  // Every collection with a page title of its own (the team's "{name}, {position}").
  const titled = (Object.keys(collections) as CollectionName[]).filter((name) => collections[name].pageTitle);

  it("composes from the catalogue it is given, as the content check does, and falls back to the item's title", () => {
    expect(titled.length).toBeGreaterThan(0);
    for (const name of titled) {
      const key = collections[name].pageTitle!;
      const data = { [collections[name].title]: "Aiko Tanaka", other: 3 };
      expect(composeItemPageTitle(name, "en", data, { [key]: "{other} of {company}, {missing}" }, site)).toBe(
        `3 of ${site.name.en}, {missing}`,
      );
      // A catalogue without the text (one a writer broke) gives the item's own title.
      expect(composeItemPageTitle(name, "jp", data, {}, site)).toBe("Aiko Tanaka");
    }
  });
});

describe("copyrightYears", () => {
  it("shows the year of first publication alone in that year", () => {
    expect(copyrightYears(2025, new Date("2025-06-01"))).toBe("2025");
  });
  it("adds the current year once it is later", () => {
    expect(copyrightYears(2025, new Date("2026-11-26"))).toBe("2025–2026");
  });
  it("never shows a range that runs backwards", () => {
    expect(copyrightYears(2027, new Date("2026-11-26"))).toBe("2027");
  });
});

describe("fillPlaceholders", () => {
  it("fills the values given and leaves any other name as written, inherited ones too", () => {
    expect(fillPlaceholders("Step {number} of {total}", { number: 2, total: 5 })).toBe("Step 2 of 5");
    expect(fillPlaceholders("{constructor} {toString} {__proto__} {missing}", {})).toBe(
      "{constructor} {toString} {__proto__} {missing}",
    );
  });
});
