// What a built page asks the network for before it can paint (docs/performance.md, "The first paint from the
// first response"): nothing. Its first screen's CSS is inline; the rest may be linked only at the end of <body>,
// where it holds back no content; a script is inline or async. Read as a browser reads the markup, with and
// without JavaScript (a <noscript> link counts: a visitor without JavaScript would wait for it).
import { Parser } from "htmlparser2";
import type { SiteProblem } from "../../pipeline/output/built-pages";

/** Elements that draw nothing, so a stylesheet linked before them holds back no content. */
const drawsNothing = new Set(["script", "link", "noscript", "template", "style", "meta"]);

const describe = (name: string, attributes: Record<string, string>) =>
  `<${name} ${Object.entries(attributes)
    .filter(([attribute]) => ["rel", "href", "src"].includes(attribute))
    .map(([attribute, value]) => `${attribute}="${value}"`)
    .join(" ")}>`;

/** Whether a `<link>` applies a stylesheet to the screen now (an alternate or print sheet does not wait for paint). */
function blocksAsStylesheet(attributes: Record<string, string>): boolean {
  const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
  if (!rel.includes("stylesheet") || rel.includes("alternate") || "disabled" in attributes) return false;
  const media = (attributes.media ?? "all").trim().toLowerCase();
  return !/^(print|not all)$/.test(media);
}

/**
 * The requests a page's first paint waits for, each with why: a stylesheet linked in the head or before content
 * of the body, a script with `src` that is neither `async`, `defer` nor a module, an `@import` in an inline style.
 */
export function renderBlockingRequests(html: string): string[] {
  const found: string[] = [];
  let inHead = false;
  let inBody = false;
  let inStyle = false;
  let inScript = false;
  // Stylesheets linked in the body, blocking once any content follows them.
  let pending: string[] = [];
  const contentFollows = () => {
    for (const link of pending)
      found.push(`${link} in the body holds back the content after it until the stylesheet has arrived`);
    pending = [];
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "head") inHead = true;
        else if (name === "body") {
          inHead = false;
          inBody = true;
        } else if (name === "style") inStyle = true;
        else if (name === "script") inScript = true;
        if (name === "link" && blocksAsStylesheet(attributes)) {
          if (inBody) pending.push(describe(name, attributes));
          else
            found.push(
              `${describe(name, attributes)} in the head holds the first paint until the stylesheet has arrived`,
            );
        } else if (name === "script" && "src" in attributes) {
          const type = (attributes.type ?? "").toLowerCase();
          if (!("async" in attributes) && !("defer" in attributes) && type !== "module")
            found.push(
              `${describe(name, attributes)} stops the page's parsing and paint until the script has arrived and run`,
            );
        } else if (inBody && !drawsNothing.has(name)) contentFollows();
      },
      onclosetag(name) {
        if (name === "head") inHead = false;
        if (name === "style") inStyle = false;
        if (name === "script") inScript = false;
      },
      ontext(text) {
        if (inStyle && (inHead || inBody)) {
          for (const match of text.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/gi))
            found.push(
              `@import of ${match[1]} in an inline style holds the first paint until it has arrived`,
            );
        } else if (inBody && !inScript && text.trim()) contentFollows();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The gate over every built page. */
export function checkRenderBlocking(pages: { url: string; html: string }[]): SiteProblem[] {
  return pages.flatMap((page) =>
    renderBlockingRequests(page.html).map((message) => ({ page: page.url, message })),
  );
}
