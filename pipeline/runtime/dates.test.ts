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
  const from = (year: string) => `from ${year}`;
  it("writes a Japanese range with a wave dash and the unit once, after the last year", () => {
    expect(yearRange("2025", "2030", "jp", from)).toBe("2025\u301c2030\u5e74");
    expect(yearRange("2025-04", "2030-12", "jp", from)).toBe("2025\u301c2030\u5e74");
    expect(yearRange("2026", "2026-09", "jp", from)).toBe("2026\u5e74");
  });
  it("writes an English range with an en dash", () => {
    expect(yearRange("2025", "2030", "en", from)).toBe("2025\u20132030");
    expect(yearRange("2026", "2026", "en", from)).toBe("2026");
  });
  it("writes a start without an end in words, never as an open range", () => {
    expect(yearRange("2026-01", undefined, "en", from)).toBe("from 2026");
    expect(yearRange("2026", undefined, "jp", from)).toBe("from 2026");
  });
});
