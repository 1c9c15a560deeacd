// The whole loader, so the integration tier: the kept terms are read from the content as the build reads them.
import { describe, expect, it } from "vitest";
import { loadContent } from "../content/loader";
import { readKeptTerms } from "./typeset";

describe("the terms kept whole", () => {
  it("are every Japanese team member's name and position, from the content", () => {
    const { content } = loadContent();
    const terms = readKeptTerms();
    for (const { data } of content.collections.team.jp) {
      expect(terms).toContain(data.name);
      expect(terms).toContain(data.position);
    }
    expect(terms).toContain(content.pages["from-our-chairman"].jp.data.role);
  });
});
