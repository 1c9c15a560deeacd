import { describe, expect, it } from "vitest";
import { checkQuoteMarks } from "./quote-marks";

describe("checkQuoteMarks", () => {
  it("refuses a straight mark in English interface text, naming the line and the text to write", () => {
    const problems = checkQuoteMarks([
      {
        file: "content/ui/en.json",
        locale: "en",
        strings: [
          { field: "a", key: "a", value: "From our leaders' experience", line: 3 },
          { field: "b", key: "b", value: "From our leaders\u2019 experience", line: 4 },
          { field: "c", key: "c", value: "https://example.com/?q='x'", line: 5 },
        ],
      },
      {
        file: "content/ui/jp.json",
        locale: "jp",
        strings: [{ field: "a", key: "a", value: "It's", line: 3 }],
      },
    ]);
    expect(problems).toEqual([
      {
        file: "content/ui/en.json",
        line: 3,
        field: "a",
        message:
          'has a straight quotation mark or apostrophe: write the typographic one (\u2019 for an apostrophe, \u201c \u201d for quotation marks), as the pages show it: "From our leaders\u2019 experience"',
      },
    ]);
  });
});
