// Each page's stylesheet cut down to the rules it can use (docs/performance.md, "The first paint from the first
// response"): the site's one sheet is 90 KB, of which a page's markup uses a fraction, and the whole of it inline
// made the document need a second round trip before its first screen arrived. A rule stays when one of its
// selectors names only classes that the page's markup carries or that a script of the site can add (the
// enhancements' `js`, an island's own markup); a rule that names no class (the base styles, `[open]`, `::backdrop`)
// always stays, and so do at-rules that are no block of rules (`@property`, `@keyframes`, `@font-face`, a `@layer`
// statement). The rules keep their order, so the cascade is the sheet's own.
import fs from "node:fs";
import path from "node:path";
import * as csstree from "css-tree";
import { Parser } from "htmlparser2";
import { unusedScripts } from "./unused-scripts";

/** The class names on the elements of a page (inside `<template>` too). */
export function classesOfPage(html: string): Set<string> {
  const classes = new Set<string>();
  const parser = new Parser({
    onattribute(name, value) {
      if (name === "class") for (const word of value.split(/\s+/)) if (word) classes.add(word);
    },
  });
  parser.write(html);
  parser.end();
  return classes;
}

/** Every class name of `sheet` that appears as a word of the site's scripts (an island may render it). */
export function classesInScripts(sheetClasses: Set<string>, scripts: string[]): Set<string> {
  const found = new Set<string>();
  for (const script of scripts)
    for (const word of script.split(/[\s"'`]+/)) if (sheetClasses.has(word)) found.add(word);
  return found;
}

/** The scripts a page of the site can load: every script under `assets/` but those nothing loads. */
export function shippedScripts(clientDir: string): string[] {
  const unused = new Set(unusedScripts(clientDir));
  const assets = path.join(clientDir, "assets");
  return fs
    .readdirSync(assets, { recursive: true, encoding: "utf8" })
    .map((file) => `assets/${file.split(path.sep).join("/")}`)
    .filter((file) => /\.m?js$/.test(file) && !unused.has(file))
    .map((file) => fs.readFileSync(path.join(clientDir, file), "utf8"));
}

/**
 * The classes a selector requires of the page: those of its compound selectors, not those inside a pseudo-class's
 * argument (`:not(.x)` matches without `.x`, `:where(.a, .b)` with either).
 */
function requiredClasses(selector: csstree.CssNode): string[] {
  const classes: string[] = [];
  csstree.walk(selector, function (node) {
    if (node.type === "PseudoClassSelector" || node.type === "PseudoElementSelector") return this.skip;
    if (node.type === "ClassSelector") classes.push(csstree.ident.decode(node.name));
    return undefined;
  });
  return classes;
}

/**
 * The sheet parsed for its selectors only: declarations and at-rules' conditions stay as written, so the cut writes
 * them back byte for byte (css-tree's own serializing turned a custom property's `0 0 #0000` into `0 0#0000`).
 */
const parseSheet = (css: string) =>
  csstree.parse(css, { parseValue: false, parseCustomProperty: false, parseAtrulePrelude: false });

/** Every class name a sheet's selectors require. */
export function classesOfSheet(css: string): Set<string> {
  const classes = new Set<string>();
  csstree.walk(parseSheet(css), {
    visit: "Rule",
    enter(rule) {
      if (rule.prelude.type === "SelectorList")
        rule.prelude.children.forEach((selector) =>
          requiredClasses(selector).forEach((name) => classes.add(name)),
        );
    },
  });
  return classes;
}

/** `css` with only the rules a page whose elements may carry `usable` classes can use. */
export function cutSheet(css: string, usable: (name: string) => boolean): string {
  const ast = parseSheet(css);
  csstree.walk(ast, {
    visit: "Rule",
    enter(rule, item, list) {
      if (rule.prelude.type !== "SelectorList") return;
      const selectors = rule.prelude.children;
      selectors.forEach((selector, selectorItem) => {
        if (!requiredClasses(selector).every(usable)) selectors.remove(selectorItem);
      });
      if (selectors.isEmpty) list.remove(item);
    },
  });
  // Blocks of rules left empty (a @media, @supports or @layer whose rules all went), innermost first: a block is
  // left after its children, so one that held only empty blocks is empty by then.
  csstree.walk(ast, {
    visit: "Atrule",
    leave(atrule, item, list) {
      if (atrule.block?.children.isEmpty && isBlockOfRules(atrule.name)) list.remove(item);
    },
  });
  return csstree.generate(ast);
}

const isBlockOfRules = (name: string) => ["media", "supports", "layer", "container", "scope"].includes(name);
