import { describe, expect, it } from "vitest";
import { copyrightYears } from "./i18n";

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
