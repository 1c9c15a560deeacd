// What the browser needs of the content to draw the menu: each language's services, in order.
// The content plugin serves it as the module `virtual:kizuna/service-menu`.
import type { Locale } from "../../lib/locale.ts";
import type { MenuItem } from "../../lib/routes.ts";
import type { Content } from "./loader.ts";

export const serviceMenuModule = "virtual:kizuna/service-menu";

export function getServiceMenu(content: Content): Record<Locale, MenuItem[]> {
  const { en, jp } = content.collections.services;
  const items = (entries: typeof en) => entries.map(({ slug, data }) => ({ slug, title: data.menuTitle }));
  return { en: items(en), jp: items(jp) };
}
