// Finds Debian's Chromium (browser downloads are impossible here) and the flags it needs as root
// on a machine without outside network.
//
// Tests and screenshots prefer Chromium's headless shell (Debian's chromium-headless-shell): the same Blink and V8
// as the browser without the desktop browser around them, and what Playwright itself runs for headless tests. On
// this 2-core machine it ran the same end-to-end specs in 0.57 of the full browser's time (docs/architecture.md, Tests).
// Lighthouse asks for the full browser.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { LaunchOptions } from "@playwright/test";

const fullBrowser = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
const headlessShell = ["/usr/bin/chromium-headless-shell"];

/** `headless`: the headless shell where it is installed, else the full browser; `full`: only the full browser. */
export type ChromiumKind = "headless" | "full";

export function findChromium(kind: ChromiumKind = "headless"): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  const candidates = kind === "headless" ? [...headlessShell, ...fullBrowser] : fullBrowser;
  return candidates.find((candidate) => fs.existsSync(candidate));
}

/** Returns Chromium's path, installing Debian's packages when it is missing and apt-get is usable. */
export function ensureChromium(kind: ChromiumKind = "headless"): string {
  const found = findChromium(kind);
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot)
    throw new Error("Chromium was not found. Install Debian's `chromium` package or set CHROME_PATH.");
  console.log("Chromium not found: installing Debian's chromium package…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "chromium-headless-shell", "fonts-noto-cjk"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = findChromium(kind);
  if (!installed) throw new Error("Installing chromium did not provide /usr/bin/chromium.");
  return installed;
}

/** Flags for Chromium on these machines: no sandbox as root, and no background calls to a closed network. */
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: ensureChromium(), args: chromiumFlags };
}
