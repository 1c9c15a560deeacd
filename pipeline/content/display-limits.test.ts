import { describe, expect, it } from "vitest";
import { checkDisplayLimits } from "./display-limits";
import type { ContentRecord } from "./types";

const record = (file: string, locale: "en" | "jp", field: string, value: string) =>
  ({
    file,
    locale,
    strings: [{ field, key: field.split(".").at(-1)!, value, line: 6 }],
  }) as unknown as ContentRecord;

describe("checkDisplayLimits", () => {
  it("refuses an investment hero's lead over its length, naming the line and by how much", () => {
    const [problem] = checkDisplayLimits([
      record("content/pages/investment-approach.en.mdx", "en", "hero.subtitle", "x".repeat(300)),
    ]);
    expect(problem).toMatchObject({
      file: "content/pages/investment-approach.en.mdx",
      line: 6,
      field: "hero.subtitle",
    });
    expect(problem!.message).toMatch(/^is 300 characters long: at most 265, .* Shorten it by 35$/);
    expect(
      checkDisplayLimits([
        record("content/pages/investment-approach.jp.mdx", "jp", "hero.subtitle", "\u3042".repeat(132)),
      ]),
    ).toEqual([]);
  });

  it("refuses a home investors intro of three sentences in either language", () => {
    expect(
      checkDisplayLimits([record("content/pages/home.en.mdx", "en", "investors.intro", "One. Two. Three.")]),
    ).toHaveLength(1);
    expect(
      checkDisplayLimits([
        record("content/pages/home.jp.mdx", "jp", "investors.intro", "\u4e00\u3002\u4e8c\u3002"),
      ]),
    ).toEqual([]);
  });
});
