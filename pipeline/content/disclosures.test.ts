import { describe, expect, it } from "vitest";
import { publishedSiteFacts } from "./disclosures";

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
