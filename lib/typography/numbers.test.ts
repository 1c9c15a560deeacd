import { describe, expect, it } from "vitest";
import { englishNumberRanges, englishNumbers } from "./numbers";

const tokens = (text: string) => englishNumberRanges(text).map(([start, end]) => text.slice(start, end));

describe("English numbers, dates and amounts", () => {
  it("finds an amount with its currency and scale, and a range of amounts", () => {
    expect(tokens("a total cost of USD 150 million, or SGD 2.5 billion")).toEqual([
      "USD 150 million",
      "SGD 2.5 billion",
    ]);
    // A range written with "to" may break at its words, never inside an amount.
    expect(tokens("projects of USD 5 million to 100 million, under agreements")).toEqual([
      "USD 5 million",
      "100 million",
    ]);
    expect(tokens("between USD 5–100 million each")).toEqual(["USD 5–100 million"]);
  });

  it("finds a number with its unit, a date and a range of years", () => {
    expect(tokens("42 ha over 30 years, copies deleted within 28 days")).toEqual([
      "42 ha",
      "30 years",
      "28 days",
    ]);
    expect(tokens("founded on 18 June 2025; updated on 30 November 2026; since June 2025")).toEqual([
      "18 June 2025",
      "30 November 2026",
      "June 2025",
    ]);
    expect(tokens("from 2025 – 2030 and 2025–2030")).toEqual(["2025 – 2030", "2025–2030"]);
  });

  it("leaves a token a browser never breaks (no space, no dash), and words that only look like units", () => {
    expect(tokens("US$5m at 10% of USD5")).toEqual([]);
    expect([..."US$5m at 10%".matchAll(englishNumbers)].map(([token]) => token)).toEqual(["US$5m", "10%"]);
    expect(tokens("in 2025 we met 3 more partners")).toEqual([]);
    expect(tokens("Section 5 makes 3 points")).toEqual([]);
  });
});
