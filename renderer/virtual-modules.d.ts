// Modules the content plugin (renderer/content/vite-plugin.ts) makes from content/.
declare module "virtual:kizuna/service-menu" {
  const serviceMenu: Record<import("./locale").Locale, import("./routes").MenuItem[]>;
  export default serviceMenu;
}

declare module "virtual:kizuna/content" {
  const content: import("./content/loader").Content;
  export default content;
}
