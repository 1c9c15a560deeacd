// The page's enhancements, loaded by the inline script (browser/boot.ts) once the page has loaded, or at a
// visitor's first interaction if that comes sooner. Nothing here is needed for a widget to work (docs/architecture.md,
// "HTML first"): it makes the widgets better (focus that returns where it came from, keyboard paths, the header's
// tone, the open accordion kept in history) and adds the motion a page can do without. It is a module of the client
// build that no page links to; `npm run size` counts it in the page's budget before any interaction.

import { speculationRules } from "./speculation-rules";
import {
  headingFamily,
  headingFontClass,
  headingFontStorageKey,
  headingWeight,
  textFamily,
  textWeight,
} from "@/lib/typography/heading-font";

const doc = document;
const html = doc.documentElement;
const on = <K extends keyof WindowEventMap>(
  type: K,
  listener: (event: WindowEventMap[K]) => void,
  target: Document | Window = doc,
) =>
  target.addEventListener(type, listener as EventListener, {
    // Only a key may be taken from the browser here ("/" and Tab): no click listener below prevents a default.
    passive: type !== "keydown",
  });
// An event's target, or the element focus is on, is an element, but for the document and the window, which have no
// `closest` (and no element has focus: null).
const within = <E extends Element = HTMLElement>(target: EventTarget | null, selector: string) =>
  (target as Partial<Element> | null)?.closest?.(selector) as E | null | undefined;
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
// The styles that stand in for this module without it (the header's background from the scroll position, the home
// lists' hovered row) give way to it.
html.classList.add("js");
// What only changes the page's look waits for a frame, so it never delays a paint.
const afterPaint = (work: () => void) => requestAnimationFrame(() => setTimeout(work));

// The English pages' faces on a visitor's first page (browser/faces.ts, a chunk of its own that only such a page
// fetches; it imports nothing, so the two share no chunk): from the next page on, the head's script sets the class
// before the first paint.
const faces = doc.querySelector<HTMLElement>("script[data-faces]")?.dataset.faces;
if (faces && !html.classList.contains(headingFontClass))
  void (import(/* @vite-ignore */ faces) as Promise<typeof import("./faces")>).then(
    ({ swapFaces }) =>
      swapFaces(
        [`${headingWeight} 1em "${headingFamily}"`, `${textWeight} 1em "${textFamily}"`],
        headingFontClass,
        headingFontStorageKey,
      ),
    () => {},
  );

// Japanese running text: a line that justification would letter-space is set to the start (browser/loose-lines.ts,
// a chunk of its own that only a Japanese page fetches, which watches the width and accordions itself). A page left
// before the chunk arrives drops it quietly (Firefox rejects the import).
if (html.lang === "ja")
  void (
    import(
      /* @vite-ignore */ doc.querySelector<HTMLElement>("script[data-typeset]")!.dataset.typeset!
    ) as Promise<typeof import("./loose-lines")>
  ).then(
    ({ watchLines }) => watchLines(),
    () => {},
  );

// Islands: the runtime (and React) is fetched on the first pointer, touch or focus inside an island or on one of its
// triggers, never because the page loaded (but for a parameter of the address that asks for one, below); the
// runtime hydrates the island from its server HTML. A visitor who reached for one before this module arrived (the
// pointer already on it, or focus in it) gets it at once.
type IslandRuntime = { hydrateIsland(root: HTMLElement): Promise<void> };
const { islands: runtimeUrl, contact: contactUrl } =
  doc.querySelector<HTMLElement>("script[data-islands]")!.dataset;
/**
 * A chunk loaded once, `use` run on it. A load that fails (a dropped connection, a 503 from a proxy) is forgotten and
 * asked for again at the next call, under an address of its own (`?0`, `?1`…), since a browser keeps a failed
 * module's answer for the page's life: asked again at the same address, Chromium fails at once without a request
 * (stop 79, D1; stop 80, E2). A plain concatenation, as the other imports here: a template literal made the build wrap
 * the import in Vite's preload helper, one more script on every page before any interaction (`npm run size` counts
 * it now).
 */
const loader = <T, R>(url: string, use: (module: T) => R) => {
  let loaded: Promise<R> | undefined;
  let tries = 0;
  return () =>
    (loaded ??= (import(/* @vite-ignore */ url + "?" + tries++) as Promise<T>).then(use, (error) => {
      loaded = undefined;
      throw error;
    }));
};
const loadRuntime = loader(runtimeUrl!, (module: IslandRuntime) => module);
function wake(target: EventTarget | null) {
  const trigger = within(target, "[data-island-trigger]")?.dataset.islandTrigger;
  const root = within(target, "[data-island]") ?? (trigger ? doc.getElementById(trigger) : null);
  if (!root || root.dataset.islandState) return;
  root.dataset.islandState = "loading";
  // An island whose code failed to arrive is reached for again at the visitor's next move (stop 80, E2).
  loadRuntime()
    .then((module) => module.hydrateIsland(root))
    .catch(() => delete root.dataset.islandState);
}
// An island whose holder names a parameter of the address that is there (the search page opened as /search?q=...)
// wakes at once: the visitor came for what it shows.
const parameters = new URLSearchParams(location.search);
doc
  .querySelectorAll<HTMLElement>("[data-island-wake-param]")
  .forEach(
    (holder) =>
      parameters.get(holder.dataset.islandWakeParam!) && wake(holder.querySelector("[data-island]")),
  );
wake(doc.activeElement);
doc.querySelectorAll(":hover").forEach(wake);
// The contact form's draft and its sends before its island arrives (browser/contact-form.ts, 1.7 KB): loaded when
// a visitor first reaches for a contact form, or at once when a draft of theirs is waiting to come back or they are
// typing in one already (this module arrived after their first keystrokes). A load that fails (a dropped connection)
// is asked for again at the visitor's next keystroke (`loader`, stop 79, D1); the script saves what the form holds as
// soon as it runs.
type ContactForms = { enhanceContactForms(doc: Document): void };
const loadContactForms = loader(contactUrl!, (module: ContactForms) => module.enhanceContactForms(doc));
const contactForm = (target: EventTarget | null) => within<HTMLFormElement>(target, "form[data-draft]");
// The moves that reach for an island or a contact form (a pointer over a form loads its script too: 1.7 KB, where the
// island's 78 KB are asked for already).
for (const type of ["pointerover", "pointerdown", "touchstart", "focusin", "input"] as const)
  on(type, ({ target }) => {
    wake(target);
    if (contactForm(target)) void loadContactForms();
  });
const forms = [...doc.querySelectorAll<HTMLFormElement>("form[data-draft]")];
try {
  if (contactForm(doc.activeElement) || forms.some((form) => sessionStorage.getItem(form.dataset.draft!)))
    void loadContactForms();
} catch {
  // Blocked storage keeps no draft.
}
// A send that comes before that script (or the island) waits for it, rather than leaving the site as a plain post,
// and reaches for the island, whose code shows the result (a send held by the inline script came before this module's
// listeners); so does one the browser's checks would stop, whose fields that script and the island explain in the
// page's words rather than in the browser's bubble. Should the script fail to arrive, the send goes as a plain post,
// with the browser's checks and bubbles: a form never does nothing (docs/contact.md).
for (const form of forms) form.noValidate = true;
doc.addEventListener("submit", (event) => {
  const form = contactForm(event.target);
  if (!form || event.defaultPrevented || form.dataset.early !== undefined) return;
  event.preventDefault();
  wake(form);
  void loadContactForms()
    .catch(() => {
      form.noValidate = false;
      form.dataset.early = "";
    })
    .then(() => form.requestSubmit(event.submitter));
});

// The site search (docs/search.md): "/" opens it from anywhere but a field or a dialog, as the header's search link
// would (focusing it first loads the search): the dialog over the page, or the search page's own field.
on("keydown", (event) => {
  if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  if (within(event.target, "input, textarea, select, [contenteditable]") || doc.querySelector("dialog:modal"))
    return;
  const field = doc.querySelector<HTMLElement>("main [data-search-field]");
  const link = doc.querySelector<HTMLElement>("[data-search-link]");
  if (!field && !link) return;
  event.preventDefault();
  if (field) return field.focus();
  link!.focus();
  link!.click();
});

// Speculation rules: the page a visitor points at (or starts to tap) is fetched before the click, so the next page
// opens at once; nothing is fetched because this page loaded.
const rules = doc.createElement("script");
rules.type = "speculationrules";
rules.textContent = speculationRules;
doc.body.append(rules);

// Where focus goes when a dialog closes: the control that opened it, or, for a dialog opened from inside another
// one (the contact dialog from the menu), the control that opened the outer one.
const openers = new Map<Element, HTMLElement>();
on("click", (event) => {
  // A click beside a dialog closes it (`closedby="any"`) where the browser does not do it by itself.
  const dialog = event.target;
  if (
    dialog instanceof HTMLDialogElement &&
    !("closedBy" in dialog) &&
    dialog.getAttribute("closedby") === "any"
  ) {
    const box = dialog.getBoundingClientRect();
    const { clientX: x, clientY: y } = event;
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) dialog.close();
  }
  // A link in a dialog to a place on this page (the menu's "Connect with Us" on the contact page) closes the dialog.
  within(event.target, "dialog[open] a[href^='#']")?.closest("dialog")!.close();
  const button = within(event.target, "button[commandfor][command='show-modal'], a[data-dialog]");
  const target = button && doc.getElementById(button.getAttribute("commandfor") ?? button.dataset.dialog!);
  if (target instanceof HTMLDialogElement) {
    const outer = button!.closest("dialog");
    openers.set(target, (outer && openers.get(outer)) || button!);
  }
});
// An open dialog with a form starts in its first field where there is a physical keyboard; on a touch screen the
// dialog itself takes focus, so no keyboard pops up over the contact form a visitor came to read first. The search
// field takes focus on every screen: a visitor opens search to type.
doc.querySelectorAll("dialog").forEach((dialog) => {
  dialog.addEventListener("toggle", (event) => {
    const field = dialog.querySelector<HTMLElement>("[data-autofocus]");
    if ((event as ToggleEvent).newState !== "open" || !field) return;
    const typing = field.matches("[type=search]");
    (matchMedia("(pointer: coarse)").matches && !typing ? dialog : field).focus();
  });
  dialog.addEventListener("close", () => {
    // A closed menu opens again at its top level, with the current page's section open (docs/pages.md).
    dialog
      .querySelectorAll("details")
      .forEach((details) => (details.open = details.hasAttribute("data-current-section")));
    const opener = openers.get(dialog);
    if (opener && (doc.activeElement === doc.body || !doc.activeElement?.checkVisibility())) opener.focus();
    updateHeader();
  });
});
// Tab and Shift+Tab go round inside an open dialog (the browser would move on to its own controls).
on("keydown", (event) => {
  const dialog = doc.querySelector("dialog:modal");
  if (event.key !== "Tab" || !dialog) return;
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, summary"),
  ].filter((element) => element.checkVisibility() && !element.matches(":disabled, [tabindex='-1']"));
  const edge = focusable[event.shiftKey ? 0 : focusable.length - 1];
  if (edge && doc.activeElement === edge) {
    event.preventDefault();
    focusable[event.shiftKey ? focusable.length - 1 : 0]!.focus();
  }
});
// Leaving the page closes the menu, so Back does not return to it open.
on(
  "pagehide",
  () => doc.querySelectorAll<HTMLDialogElement>("dialog[open]").forEach((dialog) => dialog.close()),
  window,
);

// The "coming soon" notice is a popover the browser shows by itself; here it also goes after 5 seconds, until
// the toast island takes over.
let popoverTimer: ReturnType<typeof setTimeout>;
doc.querySelectorAll<HTMLElement>("[popover][data-toast]").forEach((popover) =>
  popover.addEventListener("toggle", (event) => {
    clearTimeout(popoverTimer);
    if ((event as ToggleEvent).newState === "open")
      popoverTimer = setTimeout(() => popover.hidePopover(), 5000);
  }),
);

// The header: transparent at the top of a page, then solid white, navy over dark sections and while a dialog is open.
const header = doc.querySelector<HTMLElement>("header[data-tone]");
const heroTone = header?.dataset.tone === "hero";
let frame = 0;
function isDarkUnder(element: HTMLElement): boolean {
  for (const under of doc.elementsFromPoint(innerWidth / 2, element.offsetHeight / 2)) {
    if (element.contains(under)) continue;
    const [r, g, b, a = 1] = (getComputedStyle(under).backgroundColor.match(/[\d.]+/g) ?? []).map(
      Number,
    ) as number[];
    if (r === undefined || a < 0.5) continue;
    // Perceived lightness (ITU-R BT.601 weights) below the middle grey.
    return r * 0.299 + g! * 0.587 + b! * 0.114 < 128;
  }
  return false;
}
function updateHeader() {
  frame = 0;
  if (!header) return;
  const scrolled = scrollY > 10;
  header.dataset.scrolled = "" + scrolled;
  header.dataset.tone = doc.querySelector("dialog:modal")
    ? "dark"
    : heroTone && !scrolled
      ? "hero"
      : isDarkUnder(header)
        ? "dark"
        : scrolled
          ? "light"
          : "top";
}
const scheduleHeader = () => (frame ||= requestAnimationFrame(updateHeader));
on("scroll", scheduleHeader, window);
on("resize", scheduleHeader, window);
doc.addEventListener("toggle", scheduleHeader, true);
// At once, in the task that added the "js" class (which takes the CSS background away), and with no transition: a
// page opened part-way down (the language toggle keeps the reader's place, Back and a reload restore it) would
// otherwise fade its header in from transparent over the text. Again when the page comes back from the back-forward
// cache.
if (header) {
  header.style.transition = "none";
  updateHeader();
  getComputedStyle(header).backgroundColor;
  requestAnimationFrame(() => header.style.removeProperty("transition"));
}
on("pageshow", scheduleHeader, window);

// The home page's lists: the row last pointed at, focused or tapped stays the active one (without this script the
// CSS shows the hovered row's details).
// As mouseenter would: a pointer that moves within a row, or stays put while the page scrolls under it, does not
// take the row back from the keyboard.
let pointedRow: Element | null | undefined = null;
const activate = (row: Element | null | undefined) => {
  if (row)
    for (const sibling of row.parentElement!.children as HTMLCollectionOf<HTMLElement>)
      sibling.dataset.active = "" + (sibling === row);
};
on("pointerover", (event) => {
  const row = within(event.target, ".active-list > li");
  if (row !== pointedRow) activate((pointedRow = row));
});
on("focusin", (event) => activate(within(event.target, ".active-list > li")));
// The move that loaded this script came before its listeners: the row under the pointer (or holding focus) now
// takes over from the CSS, which stops showing the hovered row's details once the page has the "js" class.
activate(
  (pointedRow = doc.querySelector(".active-list > li:hover")) ??
    doc.querySelector(".active-list > li:focus-within"),
);

// Accordions (<details name>): arrow keys, Home and End move between the summaries; the open item is kept in the
// history entry, so Back (or a reload) opens it again.
const historyKey = "accordions";
const saved = (): Record<string, string> => (history.state?.[historyKey] as Record<string, string>) ?? {};
afterPaint(() =>
  doc.querySelectorAll<HTMLElement>("[data-accordion]").forEach((group) => {
    const name = group.dataset.accordion!;
    const items = [...group.querySelectorAll<HTMLDetailsElement>(":scope > details")];
    const open = saved()[name];
    const defaultOpen = items.find((item) => item.hasAttribute("data-default-open"))?.dataset.item ?? "";
    if (open !== undefined) for (const details of items) details.open = details.dataset.item === open;
    else {
      // A visitor who opened or closed an item before this script arrived: the entry keeps what they did.
      const openNow = items.find((item) => item.open)?.dataset.item ?? "";
      if (openNow !== defaultOpen)
        history.replaceState({ ...history.state, [historyKey]: { ...saved(), [name]: openNow } }, "");
    }
    for (const details of items)
      details.addEventListener("toggle", () => {
        const current = saved()[name] ?? defaultOpen;
        const id = details.dataset.item!;
        const next = details.open ? id : id === current ? "" : undefined;
        if (next !== undefined && next !== current)
          history.replaceState({ ...history.state, [historyKey]: { ...saved(), [name]: next } }, "");
      });
    group.addEventListener("keydown", (event) => {
      const summaries = items.map((details) => details.querySelector("summary")!);
      const index = summaries.indexOf(event.target as HTMLElement);
      const last = summaries.length - 1;
      const next = {
        ArrowDown: index === last ? 0 : index + 1,
        ArrowUp: index ? index - 1 : last,
        Home: 0,
        End: last,
      }[event.key];
      if (index < 0 || next === undefined) return;
      event.preventDefault();
      summaries[next]!.focus();
    });
  }),
);

// Entrances: an element below the fold is hidden at once and fades in (0.6 s, staggered by its
// data-reveal-delay) as it scrolls into view, in CSS. Content on screen is never hidden, nothing is hidden
// without this script, and nothing moves under prefers-reduced-motion.
// (Every engine the site supports has IntersectionObserver, which the video below uses too; without it, nothing
// would be hidden.)
if (!reducedMotion.matches)
  afterPaint(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const fold = innerHeight;
        for (const { target, isIntersecting, boundingClientRect } of entries) {
          const element = target as HTMLElement;
          const state = element.dataset.reveal;
          if (state === "hidden" && isIntersecting) {
            element.style.animationDelay = `${element.dataset.revealDelay ?? 0}s`;
            element.dataset.reveal = "shown";
          } else if (state === undefined && boundingClientRect.top >= fold) {
            element.dataset.reveal = "hidden";
            continue;
          } else if (state === "hidden") continue;
          observer.unobserve(element);
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    doc.querySelectorAll("[data-reveal-delay]").forEach((element) => observer.observe(element));
  });

// A decorative background video (the right-investor page): its poster is the page's image. The video is fetched
// when the visitor first moves, scrolls, touches or types on the page, as an island's code is (a visitor who only
// glances pays nothing for it: docs/performance.md, "The right-investor video"); it plays only while it is on
// screen, never by itself under reduced motion or when the browser asks to save data, and a button pauses and
// resumes it.
doc.querySelectorAll<HTMLVideoElement>("video[data-background]").forEach((video) => {
  const button = video.parentElement!.querySelector<HTMLButtonElement>("button[data-video-toggle]")!;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  // What the visitor asked for (the button, or their settings), whether they have used the page yet, and whether
  // the hero is on screen.
  let wanted = !reducedMotion.matches && !saveData;
  let engaged = false;
  let onScreen = false;
  const sync = () => {
    const playing = !video.paused;
    button.ariaLabel = button.dataset[playing ? "labelPause" : "labelPlay"]!;
    button.dataset.playing = "" + playing;
  };
  const update = () => {
    if (!(wanted && engaged && onScreen)) video.pause();
    else if (video.paused) {
      video.preload = "auto";
      void video.play().catch(sync);
    }
  };
  video.addEventListener("play", sync);
  video.addEventListener("pause", sync);
  video.addEventListener("playing", () => video.classList.remove("hidden"), { once: true });
  button.addEventListener("click", () => {
    wanted = video.paused;
    engaged = true;
    update();
  });
  const engagement = new AbortController();
  for (const type of ["pointermove", "pointerdown", "touchstart", "wheel", "scroll", "keydown"])
    addEventListener(
      type,
      () => {
        engaged = true;
        update();
        engagement.abort();
      },
      { capture: true, passive: true, signal: engagement.signal },
    );
  reducedMotion.addEventListener("change", () => {
    wanted = !reducedMotion.matches;
    update();
  });
  // The last of the entries: a scroll away and back between two callbacks (a busy machine) brings both, oldest first,
  // and the first alone left the video paused on screen, deaf to its play button.
  new IntersectionObserver((entries) => {
    onScreen = entries.pop()!.isIntersecting;
    update();
  }).observe(video.parentElement!);
  button.dataset.ready = "";
});
