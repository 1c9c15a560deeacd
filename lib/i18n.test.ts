import { describe, expect, it } from "vitest";
import en from "../content/ui/en.json" with { type: "json" };
import { translate } from "./i18n";
import { site } from "./site";
import { copyrightYears, fillPlaceholders } from "./text-template";

describe("translate", () => {
  it("fills the catalogue's text with the site's own values and the ones given", () => {
    expect(translate("en", "footer.copyright")).toBe(
      fillPlaceholders(en["footer.copyright"], {
        year: copyrightYears(site.copyrightYear),
        company: site.name.en,
      }),
    );
    expect(translate("en", "team.pageTitle", { name: "Aiko Tanaka", position: "Partner" })).toBe(
      fillPlaceholders(en["team.pageTitle"], { name: "Aiko Tanaka", position: "Partner" }),
    );
  });
});
