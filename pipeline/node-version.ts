// The scripts need the Node.js that package.json's "engines" names (24.11 or later). `npm ci` enforces it
// (engine-strict), but `npm run check` on the machine's older Node (20, before `. .ci/use-node`) went on and stopped
// with Node's stack trace from the style worker ("Unknown file extension ".ts""), naming no cause (stop 77, left
// open). Each command now says so in one line before it loads anything else. Node only, no import of the site.
import fs from "node:fs";

/** The oldest version ">=24.11" (package.json's "engines.node") takes, as [major, minor]. */
export function oldestNode(range: string): [number, number] | undefined {
  const match = /^\s*>=\s*(\d+)(?:\.(\d+))?/.exec(range);
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : undefined;
}

/** Why `version` (such as "20.20.2") cannot run `command`, in one line; undefined when it can. */
export function nodeVersionProblem(version: string, range: string, command: string): string | undefined {
  const oldest = oldestNode(range);
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (!oldest || major > oldest[0] || (major === oldest[0] && minor >= oldest[1])) return undefined;
  return `${command} needs Node.js ${oldest.join(".")} or later, and this is Node.js ${version}: run \`. .ci/use-node\` in this shell first (README.md, "Quick start"), or install Node.js ${oldest[0]}.`;
}

/** Stops the command in one line on a Node.js older than package.json's "engines" asks for. */
export function refuseOldNode(command: string): void {
  const manifest = JSON.parse(fs.readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    engines?: { node?: string };
  };
  const problem = nodeVersionProblem(process.versions.node, manifest.engines?.node ?? "", command);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
