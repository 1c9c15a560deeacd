// The site's animations run on framer-motion's `animate` (its small, WAAPI-based build: the browser's
// compositor plays them, off the main thread). It loads on first use, after hydration, so none of it is
// in a page's first load (docs/performance.md, "Motion"). Nothing is animated under
// prefers-reduced-motion: reduce, and prerendered HTML is never hidden before the scripts run.
type Animate = typeof import("framer-motion/dom/mini").animate;

let loading: Promise<Animate> | undefined;

/** framer-motion's `animate`, fetched once. */
export const loadAnimate = (): Promise<Animate> =>
  (loading ??= import("framer-motion/dom/mini").then((module) => module.animate));

export const motionAllowed = () => !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Page 0.8 s in all (0.3 s out, 0.5 s in); items 0.6 s, 0.1 s apart per card (workflow steps: two). */
export const timing = {
  pageExit: 0.3,
  pageEnter: 0.5,
  item: 0.6,
  stagger: 0.1,
  easeOut: [0.22, 1, 0.36, 1] as [number, number, number, number],
};
