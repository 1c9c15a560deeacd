// `npm run check` and the other commands on an older Node.js (20, the machine's default before `. .ci/use-node`):
// one line naming the Node.js needed, where the check stopped with Node's stack trace from its style worker
// ("Unknown file extension ".ts"", stop 77, left open). The version is changed before the command's first line
// runs (the test itself runs on the Node.js the project needs).
import { spawnSync } from "node:child_process";
import { expect, it } from "vitest";

const asNode20 = `--import=data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.20.2'})`;

it.each([
  ["check", ["scripts/check-content.ts", "content/insights"]],
  ["build", ["scripts/build.ts"]],
  ["serve", ["scripts/serve.ts"]],
])("npm run %s stops in one line on Node.js 20, before reading anything", (command, args) => {
  const run = spawnSync("node_modules/.bin/tsx", args, {
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: asNode20, npm_lifecycle_event: command, PORT: "0" },
    timeout: 60_000,
  });
  expect(run.stderr.trim()).toBe(
    `npm run ${command} needs Node.js 24.11 or later, and this is Node.js 20.20.2: run \`. .ci/use-node\` in this shell first (README.md, "Quick start"), or install Node.js 24.`,
  );
  expect(run.stdout).toBe("");
  expect(run.status).toBe(1);
});
