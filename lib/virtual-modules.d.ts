// Modules the content plugin (pipeline/vite/content-plugin.ts) makes from content/.
declare module "virtual:kizuna/service-menu" {
  const serviceMenu: Record<import("./locale.ts").Locale, import("./routes.ts").MenuItem[]>;
  export default serviceMenu;
}

declare module "virtual:kizuna/content" {
  const content: import("../pipeline/content/loader.ts").Content;
  export default content;
}

declare module "virtual:kizuna/reviews" {
  const reviews: {
    status: import("./preview.ts").TranslationStatus;
    changes: import("../pipeline/preview/branch-changes.ts").BranchChanges;
  };
  export default reviews;
}

// From pipeline/vite/enhance-plugin.ts: the URLs of the page's enhancements, of the island runtime, of the contact
// form's early script, of the Japanese line fitting and of the English faces' swap, and a file compiled to an inline
// script.
declare module "virtual:kizuna/enhance" {
  const url: string;
  export default url;
}

declare module "virtual:kizuna/islands" {
  const url: string;
  export default url;
}

declare module "virtual:kizuna/contact" {
  const url: string;
  export default url;
}
declare module "virtual:kizuna/typeset" {
  const url: string;
  export default url;
}
declare module "virtual:kizuna/faces" {
  const url: string;
  export default url;
}

declare module "*?inline-script" {
  const code: string;
  export default code;
}
