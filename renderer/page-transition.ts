// Page transition on client-side navigation, 0.8 s in all: the old page fades and slides out in 0.3 s,
// then the new one in in 0.5 s, with framer-motion (renderer/motion.ts). Only after hydration, so
// prerendered HTML is never hidden; `prefers-reduced-motion: reduce` skips both.
import { loadAnimate, motionAllowed, timing } from "./motion";
import { shellIds } from "./page-ids";

let exiting: Promise<unknown> | undefined;

/** Starts fading the current page out (+onPageTransitionStart). */
export function startPageExit() {
  const main = document.getElementById(shellIds.main);
  if (!main || !motionAllowed()) return;
  exiting = loadAnimate().then((animate) =>
    animate(
      main,
      { opacity: 0, transform: "translateY(-12px)" },
      { duration: timing.pageExit, ease: "easeIn" },
    ),
  );
}

/** Resolves once the old page is gone (+onBeforeRenderClient); at once when no fade-out was started. */
export async function finishPageExit(): Promise<void> {
  const started = exiting;
  exiting = undefined;
  await started;
}

/** Fades the newly rendered page in (+Layout). Its fade-out loaded framer-motion, so this starts before the next frame. */
export function playPageEnter(main: HTMLElement | null) {
  if (!main || !motionAllowed()) return;
  void loadAnimate().then((animate) =>
    animate(
      main,
      { opacity: [0, 1], transform: ["translateY(16px)", "none"] },
      { duration: timing.pageEnter, ease: timing.easeOut },
    ),
  );
}
