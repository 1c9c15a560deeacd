// Shared checks of the page sweep (gates.spec.ts) and the open-state checks (a11y.spec.ts).
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// The current axe-core, injected by evaluation: the CSP forbids inline <script> tags, but not DevTools' own evaluation.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Puts axe-core into the page once (window.axe), for axeViolations and the checks in a11y.spec.ts. */
export async function injectAxe(page: Page) {
  if (await page.evaluate(() => "axe" in window)) return;
  await page.evaluate(axeSource);
}

/** Console errors and warnings, uncaught errors, failed and error responses seen by the page from now on. */
export function watchPage(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught error: ${error.message}`));
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** What a visitor sees once every fade-in has run: all reveals shown and every finite animation at its end. */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    // Two frames let scroll handlers and React commit what they started (the header's scrolled style).
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await frame();
    document.querySelectorAll<HTMLElement>("[data-reveal]").forEach((el) => (el.dataset.reveal = "shown"));
    // Reading layout applies the new styles, so their transitions exist before they are finished.
    document.body.getBoundingClientRect();
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
    await frame();
  });
}

export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  // Only violations are reported: skipping the passes and incomplete lists makes axe markedly faster.
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, {
      resultTypes: ["violations"],
    }),
  );
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
