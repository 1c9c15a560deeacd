// The one script in every page: inline at the end of <body> (pages/+bodyHtmlEnd.ts), so no request stands
// between the HTML and the first paint, and it adds no framework. Every widget already works from the HTML alone
// (docs/architecture.md, "HTML first"). This holds only what a first tap may need before anything else arrives,
// and it is kept small because every byte of the page delays its first paint on a slow network
// (docs/performance.md, "Why the page's script is small"). It stores the language a visitor chooses (a click on the
// toggle leaves the page at once) and loads the page's enhancements (browser/enhance.ts) once the page has
// loaded, or at a visitor's first move if that comes sooner; they load an island's code when a visitor reaches for
// that island. It is compiled and minified at build time (pipeline/vite/enhance-plugin.ts); `npm run size` holds it
// to its budget.
//
// Settings come from the script element's own data attributes: the enhancements' URL (the island runtime's is there
// for them) and the language storage key.

(() => {
  const doc = document;
  const root = doc.documentElement;
  const { enhance, langKey } = (doc.currentScript as HTMLScriptElement).dataset as Record<string, string>;
  // In the capture phase, before anything on the page can stop the event. None is passive, as the two that take a
  // default (a contact link, a send) must not be: the browsers hold a document's touch listeners passive themselves,
  // and a scroll cannot be cancelled.
  const on = <E extends Event>(
    types: string,
    listener: (event: E) => void,
    target: Document | Window = doc,
  ) => types.split(" ").forEach((type) => target.addEventListener(type, listener as EventListener, true));
  // A click's target is an element (the document or a text node has no `closest`).
  const closest = (event: Event, selector: string) =>
    (event.target as Partial<Element>).closest?.(selector) as HTMLElement | null | undefined;

  // The enhancements: once the page has loaded and its first paint is on screen, so their request never competes
  // with the page's own nor stands before its first and largest paints (a script requested before them counts as
  // render-blocking in Lighthouse's simulation: docs/performance.md), or at once when a visitor starts to use the
  // page. The paint entry arrives when the frame is presented; two more frames let the loaded images' frame be
  // presented too.
  let loading: Promise<unknown> | 0 = 0;
  // Whether a contact form's send goes on at once: once the enhancements have run, or a load a send waited for failed.
  let unheld: unknown;
  let tries = 0;
  // A load cut short (the visitor left, the network dropped) is tried again at the next move, never left as an
  // unhandled rejection, and under an address of its own (`?0`, `?1`…): a browser keeps a failed module's answer
  // for the page's life, and asked again at the same address, Chromium failed at once without a request, leaving
  // the page without its enhancements, its islands and the contact form's draft (stop 80, E1). The promise settles
  // once they have run, or failed.
  const loadEnhancements = () =>
    (loading ||= import(/* @vite-ignore */ enhance + "?" + tries++).then(
      () => (unheld = 1),
      () => (loading = 0),
    ));
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

  // A send of a contact form before the enhancements have run is held, not posted away from the site, and made again
  // once they are here, by their code and the form's (browser/enhance.ts, browser/contact-form.ts: fetch, the result
  // on the site, the draft kept until it is sent). It waits for the load under way, or asks for them at once (a new
  // try where one failed). Should that load fail, the send (and any after it) goes as a plain post, as without
  // JavaScript, with the browser's checks: a form never does nothing (docs/contact.md).
  on<SubmitEvent>("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (unheld || !form.dataset.draft) return;
    event.preventDefault();
    void loadEnhancements().then(() => {
      unheld = 1;
      form.requestSubmit(event.submitter);
    });
  });

  // The language toggle is a plain link to the same page in the other language; following it stores the choice
  // (docs/languages-and-urls.md), which the <head> script then applies to links followed from our pages, and keeps
  // the reader's place for the page it opens.
  on("click", (event) => {
    const toggle = closest(event, "a[data-lang-toggle]");
    const locale = toggle?.dataset.langToggle;
    if (!locale) return;
    try {
      localStorage.setItem(langKey!, locale);
    } catch {
      // Storage can be blocked: the cookie keeps the choice.
    }
    doc.cookie = `${langKey}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
    keepPlace(toggle!);
  });

  // The reader's place across the toggle: twin pages have their sections in the same order, so the place is the
  // section at the top of the screen (its ordinal among the page's headings) and how far into it, kept in this tab
  // for the page the toggle opens and applied here, before that page's first paint. Where the two pages' headings
  // do not pair up, the same proportion of the page.
  const placeKey = `${langKey}_place`;
  const headings = () =>
    [...doc.querySelectorAll<HTMLElement>("main :is(h1, h2, h3)")].filter(
      (heading) => heading.getClientRects().length,
    );
  // Where each section starts: the page's top, each heading, and the page's end after the last.
  const sections = () => [
    0,
    ...headings().map((heading) => heading.getBoundingClientRect().top + scrollY),
    root.scrollHeight,
  ];
  const scrollable = () => root.scrollHeight - innerHeight;
  const keepPlace = (toggle: HTMLElement) => {
    const starts = sections();
    // The page's end is never at or above the top of the screen, so the last start found begins a section.
    const index = starts.findLastIndex((start) => start <= scrollY);
    const start = starts[index]!;
    const place = [
      (toggle as HTMLAnchorElement).pathname,
      starts.length,
      index,
      (scrollY - start) / (starts[index + 1]! - start || 1),
      scrollY / (scrollable() || 1),
    ];
    try {
      sessionStorage.setItem(placeKey, JSON.stringify(place));
    } catch {
      // Storage blocked: the page opens at its top, as a plain link does.
    }
  };
  try {
    const place = JSON.parse(sessionStorage.getItem(placeKey) ?? "[]") as [
      string,
      number,
      number,
      number,
      number,
    ];
    sessionStorage.removeItem(placeKey);
    const [path, count, index, into, proportion] = place;
    if (path === location.pathname && !location.hash) {
      const starts = sections();
      const start = starts[index]!;
      scrollTo(
        0,
        starts.length === count ? start + into * (starts[index + 1]! - start) : proportion * scrollable(),
      );
    }
  } catch {
    // Storage blocked or a note not ours: the page stays at its top.
  }
  // The header's background on a page that opens part-way down (the place kept above; Back and a reload, which the
  // browser restores before its first scroll event): the CSS that follows the scroll position is a frame late there,
  // and showed a transparent header over the text. The enhancements refine the tone (navy over dark sections).
  const background = () => {
    const header = doc.querySelector<HTMLElement>("header[data-tone=top]");
    if (header && scrollY > 10) header.dataset.tone = "light";
  };
  background();
  on("scroll", background);
  // A restore that lands in the layout of a frame (the document has grown tall enough) is announced by a scroll
  // event only in the next frame: a size observer runs after that layout and before the paint.
  new ResizeObserver(background).observe(root);

  // Engines without invoker commands (`commandfor`, WebKit before Safari 26.2): the menu's and the contact dialog's
  // buttons work from here, so the first tap opens them before any script file arrives. Where the browser has them,
  // a dialog opened from inside another (the contact dialog from the menu) still takes the other's place.
  const native = "commandForElement" in HTMLButtonElement.prototype;
  on("click", (event) => {
    const button = closest(event, "button[commandfor]");
    const dialog = button && doc.getElementById(button.getAttribute("commandfor")!);
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (button!.getAttribute("command") === "show-modal") {
      button!.closest("dialog")?.close();
      if (!native && !dialog.open) dialog.showModal();
    } else if (!native) dialog.close();
  });

  // A contact link (docs/contact.md) opens the contact dialog over the page, from inside the menu too; a modified
  // click (a new tab) and a browser without <dialog> follow it to the contact page.
  on<MouseEvent>("click", (event) => {
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
