// Page transition on client navigation (0.8 s in all, docs/pages.md): the old page fades and slides out in
// 0.3 s, then the new one in in 0.5 s. Web Animations only run after hydration, so prerendered HTML is
// never hidden, and `prefers-reduced-motion: reduce` skips both.
let exit: Animation | undefined;

const motionAllowed = () => !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Fades the current page out; resolves when it is gone (at once under reduced motion). */
export async function playPageExit(main: HTMLElement | null): Promise<void> {
  if (!main || !motionAllowed() || typeof main.animate !== "function") return;
  // No start keyframe: an exit interrupted by a newer navigation continues from where it is.
  exit = main.animate([{ opacity: 0, transform: "translateY(-12px)" }], {
    duration: 300,
    easing: "ease-in",
    fill: "forwards",
  });
  await exit.finished.catch(() => undefined);
}

/** Shows the current page again when a navigation ends on the page that was fading out. */
export function cancelPageExit() {
  exit?.cancel();
  exit = undefined;
}

/** Fades the newly rendered page in. */
export function playPageEnter(main: HTMLElement | null) {
  exit = undefined;
  if (!main || !motionAllowed() || typeof main.animate !== "function") return;
  main.animate(
    [
      { opacity: 0, transform: "translateY(16px)" },
      { opacity: 1, transform: "none" },
    ],
    { duration: 500, easing: "cubic-bezier(0.22, 1, 0.36, 1)" },
  );
}
