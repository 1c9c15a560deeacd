// The floor a page is measured against (`npm run lighthouse`): the same built page, HTML, CSS and hero
// image, with no script and no webfont, i.e. what the page would cost if it were plain static HTML.
// A page's LCP, blocking time and bytes divided by its floor's say what our JavaScript and fonts add,
// and, measured in the same run, those ratios hardly move when the machine is busy.
import fs from "node:fs";
import path from "node:path";

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>"]+))`, "i")
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/**
 * The page without scripts and webfonts: every `<script>` element goes (inline, external, vike's page context,
 * the list of page scripts and its loader), except structured data (`application/ld+json`), which browsers
 * never run; module preloads and font preloads go too, and the `@font-face` rules of inline stylesheets.
 */
export function floorHtml(html: string): string {
  return html
    .replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style\s*>)/gi,
      (_, open: string, css: string, close: string) => open + floorCss(css) + close,
    )
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (element) =>
      attribute(element.slice(0, element.indexOf(">") + 1), "type") === "application/ld+json" ? element : "",
    )
    .replace(/<link\b[^>]*>/gi, (tag) => {
      const rel = attribute(tag, "rel")?.toLowerCase();
      if (rel === "modulepreload") return "";
      if (rel === "preload" && attribute(tag, "as")?.toLowerCase() === "font") return "";
      return tag;
    });
}

/**
 * The stylesheet without webfonts: its `@font-face` rules that download a file (`url(…)`) removed, so text is drawn
 * in the fallback fonts. A face made only of the visitor's own fonts (`local(…)`, such as the headings' metric-matched
 * fallback) downloads nothing and is part of the page's design, so the floor keeps it: without it the floor would
 * skip the font matching the page does before its first paint, and the page would look slower than its scripts
 * and webfonts make it.
 */
export function floorCss(css: string): string {
  return css.replace(/@font-face\s*\{[^}]*\}/gi, (rule) => (/url\(/i.test(rule) ? "" : rule));
}

/**
 * Writes the floor of a built site: a copy of `clientDir` in `floorDir` whose pages and stylesheets are
 * stripped as above (files keep their names, so each floor page is served at the same path). Returns the
 * number of pages and stylesheets changed.
 */
export function writeFloorSite(clientDir: string, floorDir: string): { pages: number; stylesheets: number } {
  fs.rmSync(floorDir, { recursive: true, force: true });
  fs.cpSync(clientDir, floorDir, { recursive: true });
  let pages = 0;
  let stylesheets = 0;
  for (const entry of fs.readdirSync(floorDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith(".html")) {
      fs.writeFileSync(file, floorHtml(fs.readFileSync(file, "utf8")));
      pages += 1;
    } else if (entry.name.endsWith(".css")) {
      const css = fs.readFileSync(file, "utf8");
      const floor = floorCss(css);
      if (floor !== css) {
        fs.writeFileSync(file, floor);
        stylesheets += 1;
      }
    }
  }
  // A precompressed copy (a page's .html.gz, a stylesheet's .css.br) would be served in place of the stripped file.
  for (const entry of fs.readdirSync(floorDir, { recursive: true, withFileTypes: true }))
    if (entry.isFile() && /\.(html|css)\.(gz|br|zst)$/.test(entry.name))
      fs.rmSync(path.join(entry.parentPath, entry.name));
  return { pages, stylesheets };
}
