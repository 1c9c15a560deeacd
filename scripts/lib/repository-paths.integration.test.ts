import { expect, it } from "vitest";
import { findMissingPaths } from "./repository-paths";

// Reads every doc and code comment of the repository: the integration tier.
it("finds no path in the docs, the README, CONTRIBUTING or a code comment that names nothing in the repository", () => {
  const missing = findMissingPaths(process.cwd()).map(
    (mention) => `${mention.file}:${mention.line} ${mention.path}`,
  );
  expect(missing).toEqual([]);
});
