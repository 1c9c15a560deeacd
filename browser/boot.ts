// The one script in every page: inline at the end of <body> (pages/+bodyHtmlEnd.ts), so no request stands
// between the HTML and the first paint, and it adds no framework. Every widget already works from the HTML alone
// (docs/architecture.md, "HTML first"). This holds only what a first tap may need before anything else arrives,
// and it is kept small because every byte of the page delays its first paint on a slow network
// (docs/performance.md, "Why the page's script is small"). It stores the language a visitor chooses (a click on the
// toggle leaves the page at once) and loads the page's enhancements (browser/enhance.ts) once the page has
// loaded, or at a visitor's first move if that comes sooner; they load an island's code when a visitor reaches for
// that island. It is compiled and minified at build time (build/vite/enhance-plugin.ts); `npm run size` holds it
// to its budget.
//
// Settings come from the script element's own data attributes: the enhancements' URL (the island runtime's is there
// for them) and the language storage key.

(() => {
  const doc = document;
  const { enhance, langKey } = (doc.currentScript as HTMLScriptElement).dataset as Record<string, string>;
  const on = (types: string, listener: (event: Event) => void, target: Document | Window = doc) =>
    types
      .split(" ")
      .forEach((type) => target.addEventListener(type, listener, { passive: true, capture: true }));
  const closest = (event: Event, selector: string) =>
    (event.target instanceof Element ? event.target.closest(selector) : null) as HTMLElement | null;

  // The enhancements: once the page has loaded and its first paint is on screen, so their request never competes
  // with the page's own nor stands before its first and largest paints (a script requested before them counts as
  // render-blocking in Lighthouse's simulation: docs/performance.md), or at once when a visitor starts to use the
  // page. The paint entry arrives when the frame is presented; two more frames let the loaded images' frame be
  // presented too.
  let enhanced = false;
  const loadEnhancements = () => {
    if (!enhanced) void import(/* @vite-ignore */ enhance!);
    enhanced = true;
  };
  const nextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  const afterPaint = () => nextFrame(() => nextFrame(loadEnhancements));
  const afterLoad = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterPaint();
    new PerformanceObserver((_, observer) => {
      observer.disconnect();
      afterPaint();
    }).observe({ type: "paint", buffered: true });
  };
  if (doc.readyState === "complete") afterLoad();
  else on("load", afterLoad, window);
  on("pointerdown pointerover keydown touchstart focusin scroll", loadEnhancements);

  // The language toggle is a plain link to the same page in the other language; following it stores the choice
  // (docs/languages-and-urls.md), which the <head> script then applies on later visits.
  on("click", (event) => {
    const locale = closest(event, "a[data-lang-toggle]")?.dataset.langToggle;
    if (!locale) return;
    try {
      localStorage.setItem(langKey!, locale);
    } catch {
      // Storage can be blocked: the cookie keeps the choice.
    }
    doc.cookie = `${langKey}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
  });

  // A contact link (docs/contact.md) opens the contact dialog over the page, from inside the menu too; a modified
  // click (a new tab) and a browser without <dialog> follow it to the contact page.
  doc.addEventListener("click", (event) => {
    const link = closest(event, "a[data-dialog]");
    const dialog = link && (doc.getElementById(link.dataset.dialog!) as HTMLDialogElement | null);
    if (
      !dialog?.showModal ||
      event.button ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    link!.closest("dialog")?.close();
    dialog.showModal();
  });
})();
