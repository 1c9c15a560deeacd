// Validates content/ when Vite starts (build and dev) so a writer's mistake stops the build with
// every problem listed, and shows in the dev overlay until it is fixed.
import type { Plugin } from "vite";
import { checkContent } from "./check.ts";
import { ContentError, formatProblemLine } from "./loader.ts";

export function contentPlugin(): Plugin {
  return {
    name: "kizuna:content",
    async buildStart() {
      // scripts/build.ts has just run the same check; the client and server builds need not repeat it.
      if (process.env.KIZUNA_CONTENT_CHECKED === "1") return;
      const problems = await checkContent();
      if (problems.length) {
        const error = new ContentError(problems);
        // Writers need the list, not a stack trace.
        error.stack = problems.map(formatProblemLine).join("\n");
        this.error(error);
      }
    },
  };
}
