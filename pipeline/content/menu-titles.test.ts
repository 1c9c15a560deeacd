import { describe, expect, it } from "vitest";
import { checkMenuTitles, isTitleOrShortForm } from "./menu-titles";

const record = (title: string, menuTitle: string) => ({
  file: "content/services/x.en.mdx",
  strings: [
    { field: "title", key: "title", value: title, line: 3 },
    { field: "menuTitle", key: "menuTitle", value: menuTitle, line: 5 },
  ],
});

describe("menu titles", () => {
  it("accepts the title itself and its first words", () => {
    expect(isTitleOrShortForm("Project delivery", "Project delivery & construction management")).toBe(true);
    expect(isTitleOrShortForm("Technical services & coordination", "Technical services & coordination")).toBe(
      true,
    );
    // Japanese: up to a middle dot or a bracket.
    const title = "\u30d7\u30ed\u30b8\u30a7\u30af\u30c8\u9042\u884c\u652f\u63f4\u30fb\u0043\u004d";
    expect(isTitleOrShortForm("\u30d7\u30ed\u30b8\u30a7\u30af\u30c8\u9042\u884c\u652f\u63f4", title)).toBe(
      true,
    );
  });

  it("refuses another wording, half a word and a dangling joiner", () => {
    expect(
      isTitleOrShortForm(
        "Joint ventures & strategic partnerships",
        "Joint venture structuring & strategic partnerships",
      ),
    ).toBe(false);
    expect(isTitleOrShortForm("Project deliv", "Project delivery & construction management")).toBe(false);
    expect(isTitleOrShortForm("Project delivery &", "Project delivery & construction management")).toBe(
      false,
    );
  });

  it("names the file, the line and both texts", () => {
    const [problem, ...rest] = checkMenuTitles([
      record("Joint venture structuring & strategic partnerships", "Joint ventures & strategic partnerships"),
      record("Technical services & coordination", "Technical services"),
    ]);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: "content/services/x.en.mdx", line: 5, field: "menuTitle" });
    expect(problem!.message).toContain('"Joint venture structuring & strategic partnerships"');
  });
});
