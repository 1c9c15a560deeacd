// A menu names a page by the page's own title: the side menu's `menuTitle` is the item's `title`, or a short form
// that is the title's beginning, cut where a word or a compound ends. The menu once said "Joint Ventures & Strategic
// Partnerships" for the page "Joint Venture Structuring & Strategic Partnerships" (design review, stop 64).
import type { FrontmatterString } from "./frontmatter-string.ts";
import type { Problem } from "./problems.ts";

// Where a short form may end inside the title: before a space, a middle dot, a bracket, a colon or a comma.
const boundary = /^[\s\u30fb\uff08(:\uff1a,\u3001&]/u;

/** Whether `short` is `title` itself, or its beginning up to a word's or a compound's end. */
export function isTitleOrShortForm(short: string, title: string): boolean {
  const a = short.trim();
  const b = title.trim();
  if (a === b) return true;
  return a.length > 0 && b.startsWith(a) && boundary.test(b.slice(a.length)) && !/[\s&,:]$/u.test(a);
}

/** One problem for each file whose `menuTitle` is neither its `title` nor a short form of it. */
export function checkMenuTitles(records: { file: string; strings: FrontmatterString[] }[]): Problem[] {
  return records.flatMap(({ file, strings }) => {
    const title = strings.find((entry) => entry.field === "title");
    const menu = strings.find((entry) => entry.field === "menuTitle");
    if (!title || !menu || isTitleOrShortForm(menu.value, title.value)) return [];
    return [
      {
        file,
        line: menu.line,
        field: "menuTitle",
        message: `"${menu.value}" is not the page's title "${title.value}": the menu must name the page as its title does. Write the title itself, or its first words, cut where a word ends`,
      },
    ];
  });
}
