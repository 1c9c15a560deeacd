// The scripts a built page carries, as the prerender writes them: inline scripts (the page's own, which run before
// the first paint) and external ones (`<script src>` and module preloads), which an HTML-first page must not have
// (docs/architecture.md, "HTML first"). Read, never rewritten.

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The URLs of a page's external scripts: script elements with a src first, then preloaded modules. */
export function pageScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "src"))
    .map((tag) => attribute(tag, "src")!);
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "rel") === "modulepreload")
    .map((tag) => attribute(tag, "href")!);
  return [...new Set([...entries, ...preloads])];
}

// What a browser runs or applies from an inline element: scripts, and speculation rules. Data blocks (JSON-LD) are
// only read.
const runTypes = new Set(["", "text/javascript", "application/javascript", "module", "speculationrules"]);

/** The bodies of a page's inline scripts that the browser runs or applies, in the order of the page. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=/.test(attributes))
    .filter(([, attributes = ""]) => runTypes.has(attribute(attributes, "type") ?? ""))
    .map(([, , body = ""]) => body);
}
