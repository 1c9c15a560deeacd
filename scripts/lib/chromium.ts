// Finds Debian's Chromium (browser downloads are impossible here) and the flags it needs as root
// on a machine without outside network.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import type { LaunchOptions } from "@playwright/test";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && fs.existsSync(fromEnv)) return fromEnv;
  return candidates.find((candidate) => fs.existsSync(candidate));
}

/** Returns Chromium's path, installing Debian's package when it is missing and apt-get is usable. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot)
    throw new Error("Chromium was not found. Install Debian's `chromium` package or set CHROME_PATH.");
  console.log("Chromium not found: installing Debian's chromium package…");
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-noto-cjk"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  const installed = findChromium();
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
