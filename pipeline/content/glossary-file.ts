// A glossary (content/glossary/en.yml, ja.yml) is writer input: a prh dictionary that textlint loads. Its shape
// is held to a zod schema like any content file, and each rule is loaded by prh itself, which runs the rule's
// specs (examples of what it changes), so a spec that does not hold is a problem with the rule's line, never a
// stack trace from inside textlint.
import { fromRowConfig } from "prh";
import { z } from "zod";
import { parseData } from "./parse.ts";
import { describeUnsafePattern, overBudget, patternBudget, patternCost } from "./regex-rules.ts";
import type { Problem } from "./problems.ts";
import { validate } from "./validate.ts";

const words = z.string("must be text, in quotes if it is a number").min(1, "must not be empty");
const patterns = z.union([words, z.array(words).min(1, "must list at least one pattern")], {
  error: "must be a pattern (text, or /a regular expression/) or a list of them",
});

/** One prh rule: what to write, the patterns that find what not to write, and examples that prove it. */
const glossaryRule = z
  .object({
    expected: z.string("must be the text to write instead, in quotes if it is a number"),
    pattern: patterns.optional(),
    patterns: patterns.optional(),
    prh: z.string("must be a note in words").optional(),
    specs: z
      .array(z.object({ from: words, to: z.string("must be the text the rule makes of from") }).strict())
      .optional(),
    options: z
      .object({ wordBoundary: z.boolean("must be true or false").optional() })
      .strict()
      .optional(),
  })
  .strict()
  .refine((rule) => rule.pattern !== undefined || rule.patterns !== undefined, {
    message: "needs a pattern: what the rule finds",
  });

export const glossarySchema = z
  .object({
    version: z.literal(1, "must be 1"),
    rules: z.array(glossaryRule),
  })
  .strict();

/**
 * prh reads "/…/flags" as a regular expression only with the flags g, i, m and y; with any other (`/\bfoo\b/u`,
 * `/…/s`) it reads the whole pattern as plain text, slashes and all, which no sentence holds: the rule never found
 * anything, and a rule without specs said nothing of it (stop 78). Why, in words, or undefined for flags prh takes.
 */
function unreadFlags(flags: string): string | undefined {
  const unread = [...new Set(flags.replace(/[gimy]/g, ""))];
  if (!unread.length) return undefined;
  return `has the flag${unread.length > 1 ? "s" : ""} ${unread.map((flag) => `"${flag}"`).join(", ")}, which the glossary's reader (prh) does not take: it would read the whole pattern as plain text, slashes and all, and never find it. Remove ${unread.length > 1 ? "them" : "it"}: prh matches in Unicode already; use only i (any case), g, m or y`;
}

/** Every problem of the glossary `file` whose text is `source`: its shape, then each rule as prh loads it. */
export function checkGlossaryFile(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const parsed = parseData(file, source, 1, problems);
  if (!parsed) return problems;
  const glossary = validate(glossarySchema, file, { ...parsed, body: "", bodyLine: 0 }, problems);
  if (!glossary) return problems;
  // prh runs every rule on every text: the rules' total cost is bounded, and a glossary over it is not loaded.
  let total = 0;
  let costliest = { line: 0, cost: 0 };
  for (const [index, rule] of glossary.rules.entries()) {
    let cost = 0;
    for (const pattern of [rule.pattern ?? [], rule.patterns ?? []].flat()) {
      const regex = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
      cost += regex ? patternCost(regex[1]!, regex[2]!) : pattern.length;
    }
    total += cost;
    if (cost > costliest.cost) costliest = { line: parsed.lineOf(["rules", index]), cost };
    if (total > patternBudget) {
      problems.push({
        file,
        line: parsed.lineOf(["rules", index]),
        message: `this rule ${overBudget(total, costliest)}`,
      });
      return problems;
    }
  }
  glossary.rules.forEach((rule, index) => {
    // A pattern that could run for hours is never run here on the specs. checkGlossaryPatterns reports it with its
    // own line first; one it did not see (written in a way it does not read) is still reported, never skipped.
    const written = [rule.pattern ?? [], rule.patterns ?? []].flat();
    const unsafe = written.flatMap((pattern) => {
      const regex = /^\/(.*)\/([a-z]*)$/s.exec(pattern);
      const reason =
        (regex && unreadFlags(regex[2]!)) || (regex && describeUnsafePattern(regex[1]!, regex[2]!));
      return reason
        ? [`the pattern ${pattern.length > 60 ? `${pattern.slice(0, 60)}…` : pattern} ${reason}`]
        : [];
    });
    if (unsafe.length) {
      for (const message of unsafe) problems.push({ file, line: parsed.lineOf(["rules", index]), message });
      return;
    }
    try {
      fromRowConfig(file, { version: 1, rules: [rule] }, { disableImports: true });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
      problems.push({
        file,
        line: parsed.lineOf(["rules", index]),
        message: `this rule cannot be used: ${reason.replace(/ spec failed\. /, ": an example does not hold: ")}. Fix its pattern, expected or specs`,
      });
    }
  });
  return problems;
}
