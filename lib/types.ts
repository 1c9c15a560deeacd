// What every page's +data returns besides its own props: the words the <head> needs.
export type HeadData = {
  title: string;
  description: string;
  /** Logical path of a social image; the site logo card when absent. */
  image?: string;
  /** The hero image, preloaded so it is fetched before the stylesheet and scripts are read. */
  preloadImage?: { srcset: string; sizes: string; type?: string };
  /** Extra JSON-LD objects (Service, Article, BreadcrumbList…); Organization is always added. */
  jsonLd?: Record<string, unknown>[];
  /** When true the title is used as is, without the "| company" suffix. */
  bareTitle?: boolean;
};

export type PageData = { head: HeadData };

declare global {
  namespace Vike {
    interface PageContext {
      locale: import("./locale.ts").Locale;
      /** The URL without the /jp prefix. */
      urlLogical: string;
      data: PageData;
    }
  }
}
