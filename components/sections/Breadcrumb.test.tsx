import { renderToStaticMarkup } from "react-dom/server";
import type { PageContext } from "vike/types";
import { expect, it } from "vitest";
import { translate } from "@/lib/i18n";
import { LocaleContext } from "@/lib/locale-context";
import { routes } from "@/lib/routes";
import { getBreadcrumbList, getTrail } from "@/lib/structured-data";
import { PageContextProvider } from "@/lib/usePageContext";
import { Breadcrumb } from "./Breadcrumb";

const trail = getTrail("jp", [{ label: translate("jp", "nav.services"), href: routes.services }], {
  label: "Service",
  href: routes.item("services", "x"),
});

it("declares the breadcrumb trail the page shows, with the same names and pages", () => {
  const shown = renderToStaticMarkup(
    <PageContextProvider pageContext={{ locale: "jp", urlLogical: "/services/x" } as PageContext}>
      <LocaleContext value="jp">
        <Breadcrumb trail={trail} />
      </LocaleContext>
    </PageContextProvider>,
  );
  const links = [...shown.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => ({
    href,
    label,
  }));
  const declared = getBreadcrumbList(trail, "jp").itemListElement as { name: string; item: string }[];
  expect(links).toEqual(
    declared.slice(0, -1).map((item) => ({ href: new URL(item.item).pathname, label: item.name })),
  );
  expect(shown).toContain(
    `aria-current="page" class="font-medium text-ink phrase">${declared.at(-1)!.name}<`,
  );
  expect(declared[0]!.name).toBe(translate("jp", "nav.home"));
});
