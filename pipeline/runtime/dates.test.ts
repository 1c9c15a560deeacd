import { describe, expect, it } from "vitest";
import { publishDate, yearRange } from "./dates";

describe("publishDate", () => {
  it("writes English dates day first, as the site's British English copy does", () => {
    expect(publishDate("2026-11-10", "en")).toEqual({ iso: "2026-11-10", label: "10 November 2026" });
  });
  it("writes Japanese dates with year, month and day", () => {
    expect(publishDate("2025-06-18", "jp").label).toBe("2025\u5e746\u670818\u65e5");
  });
  it("keeps the day of the ISO date whatever the machine's time zone", () => {
    expect(publishDate("2026-01-01", "en").label).toBe("1 January 2026");
  });
});

describe("yearRange", () => {
  it("writes a Japanese range with a wave dash and the unit once, after the last year", () => {
    expect(yearRange("2025", "2030", "jp")).toBe("2025\u301c2030\u5e74");
    expect(yearRange("2025-04", "2030-12", "jp")).toBe("2025\u301c2030\u5e74");
    expect(yearRange("2026-01", undefined, "jp")).toBe("2026\u5e74\u301c");
    expect(yearRange("2026", "2026-09", "jp")).toBe("2026\u5e74");
  });
  it("writes an English range with an en dash", () => {
    expect(yearRange("2025", "2030", "en")).toBe("2025\u20132030");
    expect(yearRange("2026-01", undefined, "en")).toBe("2026\u2013");
    expect(yearRange("2026", "2026", "en")).toBe("2026");
  });
});
