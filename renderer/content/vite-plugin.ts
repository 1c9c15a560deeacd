// Validates content/ when Vite starts (build and dev) so a writer's mistake stops the build with
// every problem listed, and shows in the dev overlay until it is fixed.
import type { Plugin } from "vite";
import { ContentError, formatProblemLine, loadContent } from "./loader.ts";

export function contentPlugin(): Plugin {
  return {
    name: "kizuna:content",
    buildStart() {
      const { problems } = loadContent();
      if (problems.length) {
        const error = new ContentError(problems);
        // Writers need the list, not a stack trace.
        error.stack = problems.map(formatProblemLine).join("\n");
        this.error(error);
      }
    },
  };
}
