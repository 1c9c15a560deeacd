// The page's JavaScript starts loading once the prerendered page is on screen. Vike writes its entry
// <script type="module"> and one <link rel="modulepreload"> per chunk at the end of each page; fetched
// while the page is still being laid out, those ~100 KB compete with the stylesheet, the hero image and
// the fonts on a slow phone connection, for a page that is already complete without them. The build
// replaces them with a list of the same URLs and one small loader that fetches them after the first paint.
import fs from "node:fs";
import path from "node:path";
import { listBuiltPages } from "./built-pages";

export const scriptListId = "page-scripts";

/**
 * Runs at the end of the body. The first URL is vike's entry, the rest its chunks, preloaded so that the
 * module graph arrives in one round trip. Each element is added in a task of its own: starting a request
 * costs the main thread a few milliseconds, and a phone's slower CPU would turn one task doing them all
 * into a long one. A page opened in a background tab is not painted until shown, so it loads at once.
 */
export const scriptLoader = `(function(){var u=JSON.parse(document.getElementById("${scriptListId}").textContent),d=document,i=0;function next(){var e;if(i===0){e=d.createElement("script");e.type="module";e.src=u[0]}else{e=d.createElement("link");e.rel="modulepreload";e.href=u[i]}(i?d.head:d.body).appendChild(e);if(++i<u.length)setTimeout(next,0)}if(d.visibilityState==="hidden")next();else requestAnimationFrame(function(){setTimeout(next,0)})})();`;

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The scripts a page loads: vike's tags in a page as prerendered, or the list the build left in their place. */
export function pageScripts(html: string): string[] {
  const list = new RegExp(`<script id="${scriptListId}" type="application/json">([^<]*)</script>`).exec(html);
  if (list) return JSON.parse(list[1]!) as string[];
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

/** Replaces vike's entry script and module preloads with the list and the loader. `file` names the page in errors. */
export function deferPageScripts(html: string, file: string): string {
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
  const urls = pageScripts(html);
  const [entryTag] = entryTags;
  const list = `<script id="${scriptListId}" type="application/json">${JSON.stringify(urls)}</script>`;
  return html
    .replace(/\s*<link\b[^>]*\srel="modulepreload"[^>]*>/g, "")
    .replace(entryTag![0], `\n    ${list}\n    <script>${scriptLoader}</script>`);
}

/** Rewrites every HTML page of the built site. */
export function deferScriptsInSite(clientDir: string): void {
  for (const page of listBuiltPages(clientDir))
    fs.writeFileSync(path.join(clientDir, page.file), deferPageScripts(page.html, page.file));
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
    if (html.includes(`id="${scriptListId}"`) && !html.includes(`<script>${scriptLoader}</script>`)) {
      problems.push({ page: url, message: "lists its scripts but lacks the loader that runs them" });
    }
  }
  return problems;
}
