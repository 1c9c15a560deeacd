// The page's JavaScript starts loading once the prerendered page is on screen. Vike writes its entry
// <script type="module"> and one <link rel="modulepreload"> per chunk at the end of each page; fetched
// while the page is still being laid out, those ~100 KB compete with the stylesheet, the hero image and
// the fonts on a slow phone connection, for a page that is already complete without them. The build
// replaces them with a list of the same URLs and one small loader that fetches them after the first paint.
import fs from "node:fs";
import path from "node:path";
import { listBuiltPages } from "./built-pages";

/**
 * The list is found by type and attribute, not by id: a body heading gets an id from its text (`## Page scripts`
 * became `id="page-scripts"`, and the loader read the heading), but never an attribute.
 */
export const scriptListAttribute = "data-page-scripts";
const scriptListOpening = `<script type="application/json" ${scriptListAttribute}>`;

/**
 * Runs at the end of the body. The first URL is vike's entry, the rest the modules it imports, each after
 * the modules it imports itself (see `evaluationOrder`). The loader waits until the browser reports the
 * page's first contentful paint: the time the frame was on screen, which comes after the frame was drawn
 * on the main thread (on a phone, or with a busy GPU process, tens of milliseconds later), so nothing of
 * the scripts competes with that first frame. Where paint timing is not supported it waits for one
 * frame; a page hidden before it paints (a background tab, which paints nothing until shown) loads at
 * once; and if no paint is reported two seconds after the load event, it loads anyway.
 * It then preloads them all, so that the module graph arrives in one round trip, then imports them one by
 * one in that order, the entry last.
 * Importing the entry at once would evaluate React, vike and the page's code in one task, which a phone's
 * slower CPU turns into a long one (about 100 ms under Lighthouse's mobile preset); one module per task
 * keeps each task short. Every element and import gets a task of its own for the same reason.
 */
export const scriptLoader = `(function(){var u=JSON.parse(document.querySelector('script[type="application/json"][${scriptListAttribute}]').textContent),d=document,w=window,P=w.PerformanceObserver,n=u.length,i=0,k=1,s=0;function later(f){setTimeout(f,0)}function start(){if(!s){s=1;later(preload)}}function preload(){var e=d.createElement("link");e.rel="modulepreload";e.href=u[i];d.head.appendChild(e);if(++i<n)later(preload);else later(run)}function run(){import(k<n?u[k]:u[0]).then(function(){if(k++<n)later(run)})}if(d.visibilityState==="hidden")return start();d.addEventListener("visibilitychange",start);w.addEventListener("load",function(){setTimeout(start,2e3)});if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true});else requestAnimationFrame(start)})();`;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The scripts a page loads: vike's tags in a page as prerendered, or the list the build left in their place. */
export function pageScripts(html: string): string[] {
  const start = html.indexOf(scriptListOpening);
  if (start !== -1) {
    const json = html.slice(start + scriptListOpening.length, html.indexOf("</script>", start));
    return JSON.parse(json) as string[];
  }
  const entries = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "type") === "module" && attribute(tag, "src"))
    .map((tag) => attribute(tag, "src")!);
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "rel") === "modulepreload")
    .map((tag) => attribute(tag, "href")!);
  return [...entries, ...preloads];
}

/**
 * The modules a built module imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), as absolute URLs; `import("…")` loads later and is left out.
 */
export function staticImports(code: string, url: string): string[] {
  const specifiers = [
    ...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g),
  ];
  return specifiers.map((match) => new URL(match[1]!, `http://site${url}`).pathname);
}

/**
 * Orders a page's modules so that each comes after those of the list it imports (depth first, in the
 * list's order otherwise). The browser then evaluates each one alone when the loader imports it.
 */
export function evaluationOrder(urls: string[], importsOf: (url: string) => string[]): string[] {
  const listed = new Set(urls);
  const ordered: string[] = [];
  const visit = (url: string, path: Set<string>) => {
    if (ordered.includes(url) || path.has(url)) return;
    path.add(url);
    for (const dependency of importsOf(url)) if (listed.has(dependency)) visit(dependency, path);
    path.delete(url);
    ordered.push(url);
  };
  for (const url of urls) visit(url, new Set());
  return ordered;
}

/**
 * Replaces vike's entry script and module preloads with the list and the loader. `file` names the page
 * in errors; `importsOf` (the static imports of a built module) puts the modules in evaluation order.
 */
export function deferPageScripts(html: string, file: string, importsOf?: (url: string) => string[]): string {
  const entryTags = [...html.matchAll(/\s*<script\b[^>]*\stype="module"[^>]*><\/script>/g)].filter((match) =>
    attribute(match[0], "src"),
  );
  // A page without client code (none today) keeps its HTML as it is.
  if (entryTags.length === 0 && !/\srel="modulepreload"/.test(html)) return html;
  if (entryTags.length !== 1) {
    throw new Error(
      `${file}: expected one <script type="module" src> written by vike, found ${entryTags.length}; ` +
        "has vike changed how it writes scripts? See scripts/lib/deferred-scripts.ts.",
    );
  }
  const [entry, ...modules] = pageScripts(html);
  const urls = [entry!, ...(importsOf ? evaluationOrder(modules, importsOf) : modules)];
  const [entryTag] = entryTags;
  const list = `${scriptListOpening}${JSON.stringify(urls)}</script>`;
  return html
    .replace(/\s*<link\b[^>]*\srel="modulepreload"[^>]*>/g, "")
    .replace(entryTag![0], `\n    ${list}\n    <script>${scriptLoader}</script>`);
}

/** Rewrites every HTML page of the built site. */
export function deferScriptsInSite(clientDir: string): void {
  const imports = new Map<string, string[]>();
  const importsOf = (url: string) => {
    let found = imports.get(url);
    if (!found) {
      found = staticImports(fs.readFileSync(path.join(clientDir, url), "utf8"), url);
      imports.set(url, found);
    }
    return found;
  };
  for (const page of listBuiltPages(clientDir))
    fs.writeFileSync(path.join(clientDir, page.file), deferPageScripts(page.html, page.file, importsOf));
}

/** A gate for check:site: no page fetches its scripts while it is parsed, and a page that lists them runs the loader. */
export function checkDeferredScripts(
  pages: { url: string; html: string }[],
): { page: string; message: string }[] {
  const problems: { page: string; message: string }[] = [];
  for (const { url, html } of pages) {
    const early = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) =>
        tag.startsWith("<script")
          ? attribute(tag, "type") === "module" && attribute(tag, "src")
          : attribute(tag, "rel") === "modulepreload",
      );
    for (const tag of early) {
      problems.push({
        page: url,
        message: `${tag} fetches a script before the first paint; the build lists it for the loader instead (scripts/lib/deferred-scripts.ts)`,
      });
    }
    if (html.includes(scriptListOpening) && !html.includes(`<script>${scriptLoader}</script>`)) {
      problems.push({ page: url, message: "lists its scripts but lacks the loader that runs them" });
    }
  }
  return problems;
}
