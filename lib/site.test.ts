import { describe, expect, it } from "vitest";
import { site } from "./site";

describe("the site facts as the code imports them", () => {
  it("leave out the firm's record of who confirmed a fact's wording (fourteenth probe, D1)", () => {
    // The contact form's script imports these facts, and every field it imports is published with it: a counsel's
    // name and memo number in fees.reviewedBy went out in a script every visitor could download.
    expect(site.fees).not.toHaveProperty("reviewedBy");
    expect(site.regulatoryStatus).not.toHaveProperty("reviewedBy");
    expect(site.fees.en).toBeTruthy();
    expect(site.fees.jp).toBeTruthy();
    expect(site.email).toMatch(/@/);
  });
});
