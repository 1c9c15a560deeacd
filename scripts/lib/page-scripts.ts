// The scripts a built page loads, as vike writes them into the page: its entry <script type="module" src>
// and one <link rel="modulepreload"> per module the entry imports. Read, never rewritten: the browser runs
// module scripts after the document is parsed, and vike places them at the end of the body
// (docs/performance.md, "Loading order").

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The URLs of a page's scripts: the module entries first, then the preloaded modules. */
export function pageScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "type") === "module" && attribute(tag, "src"))
    .map((tag) => attribute(tag, "src")!);
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => attribute(tag, "rel") === "modulepreload")
    .map((tag) => attribute(tag, "href")!);
  return [...new Set([...entries, ...preloads])];
}
