import { describe, expect, it } from "vitest";
import { publishDate } from "./dates";

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
