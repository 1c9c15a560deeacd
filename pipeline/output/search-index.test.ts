import { expect, it } from "vitest";
import { isSearchable, pageLanguage } from "./search-index";

const page = (main: string, body = "<p>Text</p>") =>
  `<!doctype html><html lang="ja"><body><header></header>${main}${body}</main></body></html>`;

it("finds the pages whose <main> is marked and that show no untranslated draft", () => {
  expect(isSearchable({ html: page('<main id="main" tabindex="-1" data-pagefind-body="" class="x">') })).toBe(
    true,
  );
  expect(isSearchable({ html: page("<main data-pagefind-body>") })).toBe(true);
  // Not-found, search and reviewers' pages: no mark.
  expect(isSearchable({ html: page('<main id="main">') })).toBe(false);
  // The words in the text, or another element marked, are not the mark.
  expect(isSearchable({ html: page('<main id="main">', "<p>data-pagefind-body</p>") })).toBe(false);
  expect(isSearchable({ html: page('<main id="main"><div data-pagefind-body>') })).toBe(false);
  // A preview's page that shows a text not yet translated.
  expect(
    isSearchable({ html: page("<main data-pagefind-body>", '<aside data-draft-note="missing"></aside>') }),
  ).toBe(false);
  // A writer's words that name the attribute, in the text or in an attribute's value, are not the draft.
  const words = '<h1>Probe data-draft-note title</h1><meta content="Probe data-draft-note title">';
  expect(isSearchable({ html: page("<main data-pagefind-body>", words) })).toBe(true);
});

it("reads a page's language as Pagefind does, from <html lang>", () => {
  expect(pageLanguage(page("<main>"))).toBe("ja");
  expect(pageLanguage('<html class="x" lang="en">')).toBe("en");
});
