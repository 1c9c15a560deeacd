import { expect, it } from "vitest";
import { buildHead } from "./head";
import { translate } from "./i18n";
import { routes } from "./routes";
import { site } from "./site";
import { getArticle, getBreadcrumbList, getOrganization, getService, getTrail } from "./structured-data";

const trail = getTrail("jp", [{ label: translate("jp", "nav.services"), href: routes.services }], {
  label: "Service",
  href: routes.item("services", "x"),
});

it("builds every head tag once, and none of those vike-react writes from +title and +description", () => {
  const tags = buildHead(
    { title: "T", description: "D", jsonLd: [getBreadcrumbList(trail, "jp")] },
    "jp",
    "/services/x",
    false,
    null,
  );
  const keys = tags.map((tag) =>
    tag.tag === "jsonld"
      ? `jsonld ${String(tag.json["@type"])}`
      : `${tag.tag} ${tag.attrs.name ?? tag.attrs.property ?? `${tag.attrs.rel} ${tag.attrs.hreflang ?? tag.attrs.type ?? ""}`}`,
  );
  expect(keys.length).toBeGreaterThan(10);
  expect([...new Set(keys)]).toEqual(keys);
  for (const written of ["meta description", "meta og:title", "meta og:description"])
    expect(keys).not.toContain(written);
  expect(keys.filter((key) => key === "jsonld Organization")).toHaveLength(1);
});

it("names the firm the same way as the organization, the author, the publisher and the provider", () => {
  const { "@context": _context, ...firm } = getOrganization("en");
  const article = getArticle("en", {
    path: routes.item("insights", "x"),
    title: "T",
    excerpt: "E",
    date: "2026-01-01",
    image: "/assets/x.jpg",
    tags: ["a", "b"],
    written: "en",
  });
  expect(article.author).toEqual(firm);
  expect(article.publisher).toEqual(firm);
  expect(getService("en", { path: "/services/x", title: "S", description: "D" }).provider).toEqual(firm);
  expect(firm.name).toBe(site.name.en);
});
