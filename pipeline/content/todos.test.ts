// The one rule for unfinished text, read as the page shows it.
import { expect, it } from "vitest";
import { findTodos } from "./todos";

const field = (value: string) => [{ field: "title", key: "title", value, line: 2 }];

it("finds TODO in a field and a body line, through a character reference, and leaves YAML comments alone", () => {
  const source = "---\ntitle: x # TODO hint\n---\n\nText.\n\nTO&#68;O: write this.\n";
  expect(findTodos(source, field("TODO: the title"))).toEqual([{ line: 2, field: "title" }, { line: 7 }]);
  expect(findTodos("---\ntitle: x # TODO hint\n---\n\nText.\n", field("Ports"))).toEqual([]);
});

it("probe Y13: finds TODO and TBD in full width and in any case, after NFKC", () => {
  for (const value of [
    "ＴＯＤＯ：題名",
    "ｔｏｄｏ",
    "ＴＢＤ",
    "Completion: TBD",
    "todo: write",
    "Todo",
    "題名ＴＯＤＯ",
    "T&#xFF2F;DO",
  ])
    expect(findTodos("---\ntitle: x\n---\n\nText.\n", field(value)), value).toEqual([
      { line: 2, field: "title" },
    ]);
  expect(findTodos("---\ntitle: x\n---\n\n本文　ＴＯＤＯ　です。\n", [])).toEqual([{ line: 5 }]);
  // A word that only holds the letters is a word of its own.
  for (const value of ["Mastodon", "Todos Santos", "Stoddard", "TBDx", "a to-do list"])
    expect(findTodos("---\ntitle: x\n---\n\nText.\n", field(value)), value).toEqual([]);
});
