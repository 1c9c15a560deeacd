// Modules the content plugin (renderer/content/vite-plugin.ts) makes from content/.
declare module "virtual:kizuna/service-menu" {
  const serviceMenu: Record<import("./locale").Locale, import("./routes").MenuItem[]>;
  export default serviceMenu;
}

declare module "virtual:kizuna/content" {
  const content: import("./content/loader").Content;
  export default content;
}

// From renderer/enhance/vite-plugin.ts: the island runtime's URL, and a file compiled to an inline script.
declare module "virtual:kizuna/islands" {
  const url: string;
  export default url;
}

declare module "*?inline-script" {
  const code: string;
  export default code;
}
