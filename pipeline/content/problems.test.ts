import { expect, it } from "vitest";
import { z } from "zod";
import { countOf, countProblems, describeIssue, formatProblems } from "./problems";

it("counts with the singular for one and the plural otherwise", () => {
  expect(countOf(1, "page")).toBe("1 page");
  expect(countOf(0, "page")).toBe("0 pages");
  expect(countOf(2, "extra article pair")).toBe("2 extra article pairs");
  expect(countOf(3, "child", "children")).toBe("3 children");
  expect(countProblems(1)).toBe("1 problem");
  expect(countProblems(4)).toBe("4 problems");
});

it("lists problems under a counted heading, one per line as file:line field: message", () => {
  const text = formatProblems("Content check found", [
    { file: "content/insights/a.en.mdx", line: 2, field: "title", message: "must not be empty" },
    { file: "content/insights/a.jp.mdx", message: "has no English twin" },
  ]);
  expect(text).toBe(
    "Content check found 2 problems:\n" +
      "  content/insights/a.en.mdx:2 title: must not be empty\n" +
      "  content/insights/a.jp.mdx: has no English twin",
  );
});

it('says in words what a field written in neither of its forms must be, never zod\'s "Invalid input" (stop 78)', () => {
  const describe = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value, { reportInput: true }).error!.issues.map(describeIssue);
  // content/site.json's social.linkedin: empty, or the firm's LinkedIn page.
  const linkedin = z.union([z.literal(""), z.string().url()]);
  expect(describe(linkedin, 5)).toEqual(["must be text"]);
  expect(describe(z.union([z.date(), z.string()]), 20260811)).toEqual(["must be a date or text"]);
  expect(describe(z.union([z.string(), z.number()], { error: "must be a name" }), true)).toEqual([
    "must be a name",
  ]);
});
