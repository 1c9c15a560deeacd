import { expect, it } from "vitest";
import { nodeVersionProblem, oldestNode } from "./node-version";

it("reads the oldest Node.js package.json's engines take", () => {
  expect(oldestNode(">=24.11")).toEqual([24, 11]);
  expect(oldestNode(">= 24")).toEqual([24, 0]);
  expect(oldestNode("^24")).toBeUndefined();
});

it("names the Node.js a command needs in one line, and lets a newer one run", () => {
  const problem = nodeVersionProblem("20.20.2", ">=24.11", "npm run check");
  expect(problem).toBe(
    'npm run check needs Node.js 24.11 or later, and this is Node.js 20.20.2: run `. .ci/use-node` in this shell first (README.md, "Quick start"), or install Node.js 24.',
  );
  expect(problem).not.toContain("\n");
  expect(nodeVersionProblem("24.10.0", ">=24.11", "npm run build")).toContain("needs Node.js 24.11");
  for (const version of ["24.11.0", "24.22.3", "25.0.0"])
    expect(nodeVersionProblem(version, ">=24.11", "npm run check"), version).toBeUndefined();
});
