// What `npm run build` prints for a step that failed: every error the step gathered (the bundler gathers all of a
// build's, "Build failed with 6 errors:"), each message whole, and no stack trace. Printing the message up to its
// first stack line showed the first of six image errors, cut at its first line break.

/** One error's message, without the stack lines Node and the bundler add to it. */
const withoutStack = (message: string) =>
  message
    .split("\n")
    .filter((line) => !/^\s+at /.test(line))
    .join("\n")
    .trim();

export function describeBuildError(error: unknown): string {
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const messages = errors.map((each) =>
      withoutStack(each instanceof Error ? each.message : String(each)).replaceAll("\n", "\n  "),
    );
    return `Build failed with ${errors.length} error${errors.length === 1 ? "" : "s"}:\n${messages.map((message) => `- ${message}`).join("\n")}`;
  }
  return `Build failed: ${withoutStack(error instanceof Error ? error.message : String(error))}`;
}
