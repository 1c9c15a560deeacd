import { describe, expect, it } from "vitest";
import { figureText, publishedSiteFacts } from "./disclosures";

describe("publishedSiteFacts", () => {
  const facts = {
    name: { en: "Firm", jp: "会社" },
    fees: {
      en: "We are paid by clients.",
      jp: "報酬はお客様から。",
      reviewedBy: "A. Counsel of Example LLP, memo 117",
    },
    email: "contact@example.com",
  };

  it("keeps every fact a page shows and drops the record of a counsel's review (fourteenth probe, D1)", () => {
    const published = publishedSiteFacts(JSON.stringify(facts));
    expect(published).toBeDefined();
    expect(published).not.toContain("Counsel");
    expect(JSON.parse(published!)).toEqual({
      name: facts.name,
      fees: { en: facts.fees.en, jp: facts.fees.jp },
      email: facts.email,
    });
  });

  it("leaves text that is not a JSON object to the check, which names its line", () => {
    expect(publishedSiteFacts('{ "name": ')).toBeUndefined();
    expect(publishedSiteFacts("[1, 2]")).toBeUndefined();
  });
});

describe("figureText (probe 75, N1)", () => {
  it("reads every script's digits, and the Arabic percent sign, as a visitor reads the figure", () => {
    expect(figureText("a \u0668\u066a saving")).toBe("a 8% saving");
    expect(figureText("a \u096e% saving")).toBe("a 8% saving");
    expect(figureText("\u0661\u0665 design firms")).toBe("15 design firms");
    expect(figureText("\u06f4\u06f0 per cent")).toBe("40 per cent");
    expect(figureText("\u0e54\u0e50 months")).toBe("40 months");
    // Already read so: full-width and mathematical digits (NFKC), and ASCII ones.
    expect(figureText("\uff14\uff10\uff05 and \ud835\udfd2\ud835\udfce% of 15 firms")).toBe(
      "40% and 40% of 15 firms",
    );
  });
});
