// Accessibility checks axe does not make, run in the page: every control's name begins with its visible text
// (WCAG 2.5.3), a focused element is never under the fixed header (2.4.11), pointer targets are 24 × 24 px (2.5.8).
import type { Page } from "@playwright/test";
import { injectAxe } from "./gates";

/** What a visitor can operate, as the checks below see it. */
const controlSelector =
  "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=switch], [role=menuitem]";

/** Controls whose accessible name does not begin with the text they show (speech users say what they see). */
export async function namesNotStartingWithVisibleText(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate((selector) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const normalise = (text: string) =>
      text
        .replace(/[\u200b\u2060]/g, "")
        .replace(/\s+/g, " ")
        .trim()
        .toLowerCase();
    // Text a sighted visitor sees: rendered text larger than the 1 px of visually hidden text.
    const visibleText = (root: Element) => {
      let text = "";
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("select, textarea") && !root.matches("select, textarea")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (
          box.width > 1 &&
          box.height > 1 &&
          node.parentElement?.checkVisibility({ visibilityProperty: true })
        )
          text += ` ${node.textContent}`;
      }
      return normalise(text);
    };
    axe.setup(document);
    try {
      const problems: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>(selector)) {
        if (control.closest("[aria-hidden=true], [inert]") || !control.checkVisibility()) continue;
        const labels = (control as HTMLInputElement).labels;
        const shown = control.matches("input, select, textarea")
          ? [...(labels ?? [])].map(visibleText).join(" ")
          : visibleText(control);
        if (!shown) continue;
        const name = normalise(axe.commons.text.accessibleText(control));
        // Text split into spans (a title's phrases) is read here with spaces between the spans, where neither the
        // page nor the name has them: the two are compared without white space.
        if (!name.replace(/ /g, "").startsWith(shown.replace(/ /g, "")))
          problems.push(`<${control.tagName.toLowerCase()}> shows "${shown}" but is named "${name}"`);
      }
      return problems;
    } finally {
      axe.teardown();
    }
  }, controlSelector);
}

/** Pointer targets under 24 × 24 px that are neither inline in a sentence nor spaced as WCAG 2.5.8 allows. */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (el) =>
          !el.closest("[aria-hidden=true], [inert]") && el.checkVisibility({ visibilityProperty: true }),
      )
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      // Off the page altogether (a skip link waiting above the top edge) is not a target.
      .filter(
        ({ box }) => box.width > 0 && box.height > 0 && box.bottom + scrollY > 0 && box.right + scrollX > 0,
      );
    const small = (box: DOMRect) => box.width < 23.5 || box.height < 23.5;
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    // Inline: a link inside a sentence, its size set by the line of text around it.
    const isInline = (el: HTMLElement) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const block = el.parentElement?.closest(
        "p, li, dd, td, th, figcaption, blockquote, h1, h2, h3, h4, h5, h6",
      );
      return (block?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0);
    };
    return targets
      .filter(({ el, box }) => {
        if (!small(box) || isInline(el)) return false;
        // Spacing: a 24 px circle on its centre touches no other target, nor another small target's circle.
        const c = centre(box);
        return targets.some(
          (other) =>
            other.el !== el &&
            !other.el.contains(el) &&
            !el.contains(other.el) &&
            (distanceToBox(c, other.box) < 12 ||
              (small(other.box) && Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24)),
        );
      })
      .map(
        ({ el, box }) =>
          `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label")}" is ${Math.round(box.width)} × ${Math.round(box.height)} px`,
      );
  }, controlSelector);
}

/**
 * Tabs through the whole page, forwards and then back, and returns every focused element that the fixed header
 * covered: any part of it, where the header is drawn on top (stricter than 2.4.11's "entirely"), unless the element
 * is too tall to fit below the header at all.
 */
export async function focusedUnderHeader(page: Page, maxStops = 400): Promise<string[]> {
  const covered = new Set<string>();
  for (const key of ["Tab", "Shift+Tab"]) {
    // Forwards from the top of the page; backwards from a focus point placed after everything else.
    await page.evaluate((backwards) => {
      const start = document.createElement("span");
      start.tabIndex = -1;
      start.id = "a11y-check-start";
      if (backwards) document.body.append(start);
      else document.body.prepend(start);
      start.focus({ preventScroll: !backwards });
      Object.assign(window, { firstFocused: start });
    }, key === "Shift+Tab");
    for (let stop = 0; stop < maxStops; stop++) {
      await page.keyboard.press(key);
      const result = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const state = window as unknown as { firstFocused?: Element };
        if (!el || el === document.body || el === state.firstFocused) return "done";
        const header = document.querySelector("#root > header");
        if (!header || header.contains(el)) return "ok";
        const box = el.getBoundingClientRect();
        const band = header.getBoundingClientRect();
        if (box.top >= band.bottom || box.bottom <= band.top) return "ok";
        // Taller than the room below the header (a long scrolling table): some of it showing is all it can do.
        if (box.height > innerHeight - band.bottom && Math.min(box.bottom, innerHeight) > band.bottom)
          return "ok";
        // Overlapping the header's band: covered if the header is what is drawn there.
        const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
        const y = (Math.max(box.top, band.top) + Math.min(box.bottom, band.bottom)) / 2;
        const hit = document.elementFromPoint(x, y);
        if (!hit || !header.contains(hit)) return "ok";
        const text = (el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label") || el.id;
        return `<${el.tagName.toLowerCase()}> "${text}" at y ${Math.round(box.top)}–${Math.round(box.bottom)}, header to ${Math.round(band.bottom)}`;
      });
      if (result === "done") break;
      if (result !== "ok") covered.add(`${key}: ${result}`);
    }
    await page.evaluate(() => document.getElementById("a11y-check-start")?.remove());
  }
  return [...covered];
}

/**
 * Tabs forwards through the page (from what has focus, if a modal dialog keeps it) and returns every focused element
 * that shows no focus ring, or whose ring has less contrast with what it is drawn on than text needs (4.5:1; WCAG
 * 1.4.11 asks 3:1 of a focus indicator, and a vermilion ring on navy, at 3.2:1, was seen as weak). The ground is the
 * layers under a point just outside the element (inside it, for a ring drawn inside), composited down to the first
 * opaque one, pictures skipped (the hero's artwork lies under a navy veil on a navy ground); colours are read
 * through a canvas, so Tailwind's translucent oklab colours count as the browser paints them. A ring drawn by a
 * card's link over the whole card, or as a box-shadow, is not measured.
 */
export async function lowContrastFocusRings(page: Page, maxStops = 400): Promise<string[]> {
  const found = new Set<string>();
  const measure = () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el.id === "a11y-check-start") return "done";
    // The page as it settles: a control's colour transition, or a panel still sliding in, would show it halfway.
    for (const animation of document.getAnimations())
      try {
        animation.finish();
      } catch {
        // An endless animation cannot finish; it is not one of these.
      }
    // Focus the pointer put there (the menu's Close, after a click opened it) shows no ring, rightly.
    if (!el.matches(":focus-visible")) return "ok";
    const text = (el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label") || el.id;
    const name = `<${el.tagName.toLowerCase()}> "${text}"`;
    const style = getComputedStyle(el);
    if (style.outlineStyle === "none" || parseFloat(style.outlineWidth) === 0)
      return style.boxShadow !== "none" ? "ok" : `${name} shows no focus ring`;
    const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (colour: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    const ring = rgba(style.outlineColor);
    const box = el.getBoundingClientRect();
    const offset = parseFloat(style.outlineOffset);
    const inset = offset + parseFloat(style.outlineWidth) <= 0;
    // Just outside the ring, left of the element (or right of it at the screen's edge), halfway down; a ring drawn
    // inside lies on the element's own ground.
    const reach = offset + parseFloat(style.outlineWidth) + 1;
    const x = inset
      ? box.left + 1
      : box.left - reach >= 0
        ? box.left - reach
        : Math.min(box.right + reach, innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
    const layers: number[][] = [];
    for (const under of document.elementsFromPoint(x, y)) {
      if ((under === el && !inset) || (under !== el && el.contains(under))) continue;
      if (under.closest("picture, img, video, svg")) continue;
      const layer = rgba(getComputedStyle(under).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3]! >= 1) break;
    }
    // Composite from the bottom up over the page's own ground, where no layer there is opaque.
    const page = [document.body, document.documentElement]
      .map((root) => rgba(getComputedStyle(root).backgroundColor))
      .find((colour) => colour[3] !== 0) ?? [255, 255, 255, 1];
    let ground = page.slice(0, 3);
    for (const [lr, lg, lb, la] of layers.reverse())
      ground = ground.map((c, i) => c * (1 - la!) + [lr!, lg!, lb!][i]! * la!);
    const luminance = (c: number[]) => {
      const [lr, lg, lb] = c.map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const [high, low] = [luminance(ring), luminance(ground)].sort((p, q) => q - p);
    const ratio = (high! + 0.05) / (low! + 0.05);
    if (ratio >= 4.5) return "ok";
    return `${name}: ring rgb(${ring.slice(0, 3).join(", ")}) on rgb(${ground.map(Math.round).join(", ")}) is ${ratio.toFixed(1)}:1`;
  };
  const focused = await page.evaluate(() => {
    const start = document.createElement("span");
    start.tabIndex = -1;
    start.id = "a11y-check-start";
    document.body.prepend(start);
    start.focus({ preventScroll: true });
    // Under a modal dialog the page outside it cannot take focus: start from what has it.
    return document.activeElement !== start;
  });
  if (focused) {
    const result = await page.evaluate(measure);
    if (result !== "ok" && result !== "done") found.add(result);
  }
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press("Tab");
    const result = await page.evaluate(measure);
    if (result === "done") break;
    if (result !== "ok") found.add(result);
  }
  await page.evaluate(() => document.getElementById("a11y-check-start")?.remove());
  return [...found];
}
