// The English pages' faces (lib/typography/heading-font.ts) on a visitor's first page: a chunk of its own, which the
// enhancements (browser/enhance.ts) fetch and call on an English page that is not yet using the faces (the head's
// script sets the class before the first paint once this browser has them), so no Japanese page and no later page
// pays for it.
//
// The files are fetched once the first screen is complete (its images decoded and painted) and the browser is idle,
// so they never compete with what the visitor sees first, and the next pages use them from their first paint (a note
// in local storage). On this page they replace their fallbacks only where that moves nothing on screen (below); where
// it would, they are tried again whenever what is on screen changes or nobody looks at it: when a scroll ends, when
// the window changes size, and when the page is hidden (docs/design.md, "The face on a first visit").

const doc = document;
const html = doc.documentElement;
const whenIdle = (work: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(work, { timeout: 2000 }) : setTimeout(work, 200);

/**
 * Loads the faces (`fonts`, as `document.fonts.load` names them) and sets `name` on <html> where that moves nothing,
 * now or at one of the moments below; leaves the note `key` in local storage for the next pages. The names come from
 * lib/typography/heading-font.ts through the enhancements: a module both imported would be a third file to fetch.
 */
export function swapFaces(fonts: string[], name: string, key: string) {
  // Images drawn in the first screen (not those hidden at this width, which never load); three seconds at most.
  const firstScreen = [...doc.images].filter(
    (image) => image.getClientRects().length && image.getBoundingClientRect().top < innerHeight,
  );
  void Promise.race([
    Promise.all(firstScreen.map((image) => image.decode().catch(() => {}))),
    new Promise((settled) => setTimeout(settled, 3000)),
  ])
    .then(() => new Promise<void>((idle) => requestAnimationFrame(() => setTimeout(() => whenIdle(idle)))))
    .then(() => Promise.all(fonts.map((font) => doc.fonts.load(font))))
    .then((loaded) => {
      if (loaded.some((faces) => !faces.length)) return;
      // The moments a swap is tried again: what is on screen has changed, or nobody is looking at it.
      const moments = [
        [window, "scrollend"],
        [window, "resize"],
        [doc, "visibilitychange"],
      ] as const;
      // Once for each place and size of the screen: a refused swap leaves the page where it was, so the end of the
      // scroll it makes cannot start another.
      let tried = "";
      const retry = () => {
        const state = () => [scrollX, scrollY, innerWidth, innerHeight, doc.visibilityState].join();
        if (state() === tried) return;
        const on = swapUnlessItMoves(name);
        tried = state();
        if (on) for (const [target, type] of moments) target.removeEventListener(type, retry);
        return on;
      };
      if (!retry())
        for (const [target, type] of moments) target.addEventListener(type, retry, { passive: true });
      try {
        localStorage[key] = "1";
      } catch {
        // Storage refused: the next page loads the faces the same way.
      }
    });
}

// The faces replace their fallbacks only if that barely moves what the visitor sees. The fallbacks have the faces'
// size and height, but a line can still hold a word more in one than in the other, and a heading or paragraph that
// gains a line pushes everything under it. Every box and text is measured before and after the class is set, in one
// task (the browser paints nothing in between), and the move is scored as Chromium scores a layout shift: a box or a
// text has moved when its first fragment starts elsewhere (a text after a word set narrower starts a few pixels to the
// left, though its other lines stay where they were: all of it counts then); the share of the screen what moved covers
// before or after (a box the swap pulls up from below the screen counts too), times the farthest move over the
// screen's larger side; a box that covers the whole screen before and after counts as unmoved (below). Over half
// a thousandth (a heading that gains a line scores about 0.03; a right-aligned menu a few pixels narrower, 0.0002),
// the class comes off again: half, because the estimate is not Chromium's count (survey in docs/design.md, "The face
// on a first visit"), and the swap must stay under a thousandth in Chromium's. Returns whether the faces are now on.
function swapUnlessItMoves(name: string) {
  const nodes: Node[] = [];
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode());) nodes.push(node);
  const range = doc.createRange();
  // A box's extent and its first fragment (a text's first line).
  const measure = (node: Node) => {
    const target = node instanceof Element ? node : (range.selectNode(node), range);
    return [target.getBoundingClientRect(), target.getClientRects()[0]] as const;
  };
  const before = nodes.map(measure);
  const y = scrollY;
  html.classList.add(name);
  // The browser keeps what is on screen in place as what is above it grows or shrinks, by scrolling as much (scroll
  // anchoring). Chromium has been seen to count such a box as moved or as unmoved: both count here, on screen and on
  // the page, the farther of the two; only a box that covers the whole screen before and after (the page's outer
  // boxes) does not.
  const scrolled = scrollY - y;
  const moved = new Set<Node>();
  let area = 0;
  let distance = 0;
  const coversScreen = (rect: DOMRect) =>
    rect.top <= 0 && rect.left <= 0 && rect.bottom >= innerHeight && rect.right >= innerWidth;
  nodes.forEach((node, index) => {
    const [box, start] = before[index]!;
    const [now, nowStart] = measure(node);
    if (!start || !nowStart || (coversScreen(box) && coversScreen(now))) return;
    // The part of the screen the box covered before or covers now.
    const top = Math.max(0, Math.min(box.top, now.top));
    const bottom = Math.min(innerHeight, Math.max(box.bottom, now.bottom));
    const left = Math.max(0, Math.min(box.left, now.left));
    const right = Math.min(innerWidth, Math.max(box.right, now.right));
    const dx = nowStart.x - start.x;
    const dy = nowStart.y - start.y;
    const move = Math.max(Math.hypot(dx, dy), Math.hypot(dx, dy + scrolled));
    if (move < 1 || bottom <= top || right <= left) return;
    distance = Math.max(distance, move);
    // What moves inside a box that moved adds no area of its own.
    if (!moved.add(node).has(node.parentNode!)) area += (right - left) * (bottom - top);
  });
  const side = Math.max(innerWidth, innerHeight);
  if (area * distance <= (innerWidth * innerHeight * side) / 2000) return true;
  html.classList.remove(name);
}
