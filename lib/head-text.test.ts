import { describe, expect, it } from "vitest";
import { collections, type CollectionName } from "../content/schema";
import { getItemPageTitle } from "./head-text";
import { translate } from "./i18n";

describe("getItemPageTitle", () => {
  // Every collection with a page title of its own (the team's "{name}, {position}").
  const titled = (Object.keys(collections) as CollectionName[]).filter((name) => collections[name].pageTitle);

  it("composes from the loaded catalogue by default, as the page's head does", () => {
    expect(titled.length).toBeGreaterThan(0);
    for (const name of titled) {
      const data = { name: "Aiko Tanaka", position: "Partner" };
      for (const locale of ["en", "jp"] as const)
        expect(getItemPageTitle(name, locale, data)).toBe(
          translate(locale, collections[name].pageTitle!, data),
        );
    }
  });
});
