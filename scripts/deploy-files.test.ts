// Every place that builds the site takes Node's version from .nvmrc (the project needs 24.11): a number written
// anywhere else goes stale, as `NODE_VERSION = 20` in the deploy guide and the Pages job once did.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { parse } from "yaml";

type Step = { uses?: string; with?: Record<string, unknown> };
type Workflow = { jobs: Record<string, { steps?: Step[] }> };

const workflowFolder = ".github/workflows";

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
  const wanted = Number(fs.readFileSync(".nvmrc", "utf8").trim().split(".")[0]);
  const engines = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { engines: { node: string } })
    .engines;
  const least = Number(/>=\s*(\d+)/.exec(engines.node)?.[1]);
  expect(wanted).toBeGreaterThanOrEqual(least);
});
