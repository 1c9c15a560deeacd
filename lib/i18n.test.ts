import { describe, expect, it } from "vitest";
import { copyrightYears, fillPlaceholders } from "./i18n";

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
