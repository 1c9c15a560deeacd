import { expect, it } from "vitest";
import { classesInScripts, classesOfPage, classesOfSheet, cutSheet } from "./page-css";

const sheet = [
  "@layer theme,base,utilities;",
  '@property --tw-x{syntax:"*";inherits:false}',
  "@layer base{html{color:red}[open]>summary{color:blue}.prose-body h2{margin:0}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".md\\:hidden,.hidden{display:none}",
  ".js .reveal{opacity:0}",
  ".group-open\\/section\\:rotate-180:is(:where(.group\\/section):is([open]) *){rotate:180deg}",
  ".not-js:not(.js){color:green}",
  "@media (min-width:48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}",
  "@supports (color:color-mix(in lab,red,red)){.bg-ink\\/60{background:red}}",
  "}",
  "@keyframes spin{to{rotate:1turn}}",
].join("");

it("reads the classes of a page's elements, and the names a sheet requires, unescaped", () => {
  expect([
    ...classesOfPage('<div class="flex  md:hidden"><template><p class="grid"></p></template></div>'),
  ]).toEqual(["flex", "md:hidden", "grid"]);
  const required = classesOfSheet(sheet);
  expect(required).toContain("md:hidden");
  expect(required).toContain("group-open/section:rotate-180");
  // A class inside a pseudo-class's argument is not required: `:not(.js)` matches without it.
  expect(required).not.toContain("group/section");
});

it("keeps the rules whose classes a page has, in the sheet's order, and every rule without a class", () => {
  const page = new Set(["flex", "md:flex", "group-open/section:rotate-180", "not-js"]);
  const cut = cutSheet(sheet, (name) => page.has(name));
  expect(cut).toBe(
    [
      "@layer theme,base,utilities;",
      '@property --tw-x{syntax:"*";inherits:false}',
      "@layer base{html{color:red}[open]>summary{color:blue}}",
      "@layer utilities{.flex{display:flex}",
      ".group-open\\/section\\:rotate-180:is(:where(.group\\/section):is([open]) *){rotate:180deg}",
      ".not-js:not(.js){color:green}",
      "@media (min-width:48rem){.md\\:flex{display:flex}}}",
      "@keyframes spin{to{rotate:1turn}}",
    ].join(""),
  );
  // One selector of a list goes with its class; the rule stays for the other.
  expect(cutSheet(sheet, (name) => name === "hidden")).toContain("@layer utilities{.hidden{display:none}}");
  // A rule that needs a class a script adds stays when the script's class is usable.
  expect(cutSheet(sheet, (name) => ["js", "reveal"].includes(name))).toContain(".js .reveal{opacity:0}");
  expect(cutSheet(sheet, (name) => name === "reveal")).not.toContain(".reveal");
});

it("counts as usable the sheet's classes that a script of the site names", () => {
  const names = classesOfSheet(sheet);
  const scripts = ['x.classList.add("js")', 'jsx("div",{className:"grid md:grid gap-4"})', "const hidden=1"];
  expect([...classesInScripts(names, scripts)].sort()).toEqual(["grid", "js", "md:grid"]);
});

it("writes the rules it keeps back as they were written", () => {
  const kept =
    ":root{--tw-shadow:0 0 #0000;--x: a  b }@media (min-width: 40rem){.flex{display:flex!important}}";
  expect(cutSheet(kept, () => true)).toBe(kept);
});
