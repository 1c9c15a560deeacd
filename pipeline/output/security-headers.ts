// Response headers of the static site: a Content-Security-Policy that allows only the site's own files and the
// hashed inline scripts of the built pages, plus the other security headers and long caching of hashed assets.
// Written as _headers (Netlify, Cloudflare Pages) and .htaccess (Apache), sent by scripts/serve.ts, and, as far as
// a <meta> element can carry it, the policy in every page (GitHub Pages ignores _headers).
import crypto from "node:crypto";
import { decodeHTMLAttribute } from "entities";
import { hostConfigFiles, resolveServedFile } from "./served-files";

export const immutableAssets = "/assets/*";
const immutableCaching = "public, max-age=31536000, immutable";

/**
 * The policy of every file under /assets/: a browser that opens one as a document (an SVG logo, say) runs
 * nothing, loads nothing and treats it as a sandboxed page of no origin; inline styles stay (an SVG's own
 * <style> and style attributes). Scripts and stylesheets loaded by a page are not governed by it.
 */
export const assetPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The headers of /assets/*: a year of caching (the names are hashed) and the asset policy. */
export function assetHeaders(): Record<string, string> {
  return { "Cache-Control": immutableCaching, "Content-Security-Policy": assetPolicy };
}

// JSON data blocks (JSON-LD) are never executed, so the CSP does not need their hashes; speculation rules are JSON
// too, but the browser applies them only when the policy allows them as it allows a script.
const executableTypes = new Set([
  "",
  "text/javascript",
  "application/javascript",
  "module",
  "speculationrules",
]);

/** CSP source expressions ('sha256-…') of every distinct inline executable <script> in the given pages. */
export function inlineScriptHashes(htmls: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of htmls) {
    for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const [, attributes = "", body = ""] = match;
      if (/\ssrc\s*=/i.test(attributes)) continue;
      const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
      if (!executableTypes.has(type)) continue;
      hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/** CSP source expressions ('sha256-…') of every distinct inline <style> in the given pages, <noscript> ones included. */
export function inlineStyleHashes(htmls: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of htmls)
    for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
      hashes.add(`'sha256-${crypto.createHash("sha256").update(match[1]!, "utf8").digest("base64")}'`);
  return [...hashes].sort();
}

export function contentSecurityPolicy(
  scriptHashes: string[],
  formEndpoint: string,
  styleHashes: string[] = [],
): string {
  return [
    "default-src 'self'",
    // The site search's Pagefind runs WebAssembly, which a policy without 'wasm-unsafe-eval' refuses to compile
    // (docs/search.md); it allows no other evaluation.
    `script-src 'self' ${[...scriptHashes, "'wasm-unsafe-eval'"].join(" ")}`,
    // Style elements: the site's files and the pages' own inline styles by their hashes (the stylesheet is inline,
    // pipeline/output/inline-stylesheets.ts). Style attributes stay allowed: the HTML carries a few, and a style
    // attribute can run nothing. style-src is for browsers without the two directives (CSP level 2; Safari before
    // 15.4): a hash there would turn off 'unsafe-inline' and with it those attributes.
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem ${["'self'", ...styleHashes].join(" ")}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self'",
    "font-src 'self'",
    "media-src 'self'",
    `connect-src 'self' ${new URL(formEndpoint).origin}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${new URL(formEndpoint).origin}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Browser features the site never uses, switched off for it and anything it could embed: the OWASP Secure Headers
 * Project's list, less `autoplay` (the muted background video plays by itself), the obsolete `interest-cohort`
 * (FLoC; `browsing-topics` replaced it) and names Chromium does not know (each is a console warning on every page).
 */
export const disabledFeatures = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "clipboard-read",
  "clipboard-write",
  "compute-pressure",
  "cross-origin-isolated",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "keyboard-map",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "storage-access",
  "sync-xhr",
  "unload",
  "usb",
  "window-management",
  "xr-spatial-tracking",
];

/**
 * The headers that matter on every response, whatever it holds: no MIME sniffing (a script or stylesheet is
 * only used as what its Content-Type says), no use of the site's files by other sites' pages, HTTPS only.
 */
export function everyResponseHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    // Nothing of the site is meant to be loaded by another site's pages (a social card is fetched by a crawler, not a page).
    "Cross-Origin-Resource-Policy": "same-origin",
    // Adobe Flash/Acrobat may not read cross-domain policy files from the site.
    "X-Permitted-Cross-Domain-Policies": "none",
    // Without `preload`: joining the browsers' preload list is the firm's decision (docs/deploy.md).
    "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    // No answer of the site may be framed by another site, the not-found page of any path included: on a
    // host, a path outside every section (/nowhere) gets only these headers, and a <meta> policy cannot say
    // frame-ancestors.
    "X-Frame-Options": "DENY",
  };
}

/**
 * The headers a browser reads only from a document (an HTML page): what it may load and run, whether it may be
 * framed, which features it may use, what it sends as referrer, its browsing context group. On a script, a
 * stylesheet or an image they do nothing, and sent there they were ≈ 1.5 KB on each of a page's dozen responses
 * (docs/performance.md).
 */
export function documentHeaders(csp: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": disabledFeatures.map((feature) => `${feature}=()`).join(", "),
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/** Every security header a page gets, as the OWASP Secure Headers Project lists them. */
export function securityHeaders(csp: string): Record<string, string> {
  return { ...documentHeaders(csp), ...everyResponseHeaders() };
}

/**
 * The `_headers` patterns that cover the pages: `/`, and each first path segment of a page with its subtree
 * (`/about`, `/about/*`, `/jp`, `/jp/*`…), so that a not-found page inside a section gets them too. The hosts'
 * `_headers` has no pattern for "everything but /assets": every matching rule applies.
 */
export function documentPatterns(pageUrls: string[]): string[] {
  const patterns = new Set<string>();
  for (const url of pageUrls) {
    const [first = ""] = url.split("/").filter(Boolean);
    if (!first) patterns.add("/");
    else {
      patterns.add(`/${first}`);
      if (url !== `/${first}`) patterns.add(`/${first}/*`);
    }
  }
  // A section whose index page is the only page still gets its subtree (its not-found paths).
  for (const pattern of [...patterns])
    if (pattern !== "/" && !pattern.endsWith("/*")) patterns.add(`${pattern}/*`);
  return [...patterns].sort();
}

// A policy delivered by <meta> may not carry these (browsers ignore them there, with a console warning).
const headerOnlyDirectives = ["frame-ancestors", "report-uri", "report-to", "sandbox"];

/** The part of the policy a `<meta http-equiv="Content-Security-Policy">` can carry, for hosts that ignore _headers. */
export function metaContentSecurityPolicy(csp: string): string {
  return csp
    .split(";")
    .map((directive) => directive.trim())
    .filter((directive) => directive && !headerOnlyDirectives.includes(directive.split(/\s+/)[0]!))
    .join("; ");
}

const metaPolicyPattern = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;

/** The policy of a page's meta element, if it has one before any script (a policy applies only to what follows it). */
export function metaPolicyOf(html: string): string | undefined {
  const match = metaPolicyPattern.exec(html);
  if (!match) return undefined;
  const firstScript = html.search(/<script\b/);
  if (firstScript !== -1 && firstScript < match.index) return undefined;
  return decodeHTMLAttribute(match[1]!);
}

/** Puts the meta policy right after `<meta charset>`, before the first script of the head. */
export function addMetaPolicy(html: string, csp: string, file: string): string {
  const charset = /<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (!charset)
    throw new Error(`${file}: no <meta charset="utf-8"> to put the Content-Security-Policy after`);
  const content = metaContentSecurityPolicy(csp).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const end = charset.index + charset[0].length;
  return `${html.slice(0, end)}\n    <meta http-equiv="Content-Security-Policy" content="${content}">${html.slice(end)}`;
}

/** Headers for one `_headers` path pattern. */
export type HeaderBlock = { pattern: string; headers: Record<string, string> };

/**
 * Netlify / Cloudflare Pages `_headers`: a path pattern, then its headers indented below it. Every path gets
 * the headers of every response; the pages (`documentPatterns` of their URLs) also the document headers.
 */
export function renderHeadersFile(csp: string, pageUrls: string[], apps: HeaderBlock[] = []): string {
  const block = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  const patterns = documentPatterns(pageUrls);
  // Cloudflare Pages reads at most 100 rules: a site with more sections needs another way to scope them.
  if (patterns.length + apps.length + 2 > 100)
    throw new Error(
      `_headers: the pages' ${patterns.length} sections need more than the 100 rules Cloudflare Pages reads`,
    );
  const lines = [
    ...block(immutableAssets, assetHeaders()),
    ...block("/*", everyResponseHeaders()),
    ...patterns.flatMap((pattern) => block(pattern, documentHeaders(csp))),
    // Apps outside the pages' sections with a policy of their own (the content editor at /admin).
    ...apps.flatMap((app) => block(app.pattern, app.headers)),
  ];
  return `${lines.join("\n")}\n`;
}

/** Apache reads .htaccess from the site's own folder, so the same rules ship inside dist/client for Apache hosts. */
export function renderHtaccess(csp: string, app?: { path: string; headers: Record<string, string> }): string {
  const quote = (value: string) => `"${value.replace(/"/g, '\\"')}"`;
  return [
    "# Apache: the same headers as _headers, pretty URLs (/about -> about.html) and the not-found page of each language.",
    "Options -MultiViews -Indexes",
    "<IfModule mod_headers.c>",
    ...Object.entries(securityHeaders(csp)).map(
      ([name, value]) => `  Header always set ${name} ${quote(value)}`,
    ),
    '  <If "%{REQUEST_URI} =~ m#^/assets/#">',
    `    Header set Cache-Control ${quote(immutableCaching)}`,
    `    Header always set Content-Security-Policy ${quote(assetPolicy)}`,
    "  </If>",
    // An app with its own policy (the content editor): its headers replace the pages' below its path.
    ...(app
      ? [
          `  <If "%{REQUEST_URI} =~ m#^${app.path}(/|$)#">`,
          ...Object.entries(app.headers).map(
            ([name, value]) => `    Header always set ${name} ${quote(value)}`,
          ),
          "  </If>",
        ]
      : []),
    "</IfModule>",
    "<IfModule mod_rewrite.c>",
    "  RewriteEngine On",
    "  RewriteCond %{REQUEST_FILENAME} !-f",
    "  RewriteCond %{REQUEST_FILENAME}.html -f",
    "  RewriteRule ^(.+?)/?$ $1.html [L]",
    "</IfModule>",
    // Apache keeps .ht* files to itself; the files of the other hosts are not the site either.
    "<IfModule mod_alias.c>",
    `  RedirectMatch 404 "^/(${hostConfigFiles.filter((file) => !file.startsWith(".")).join("|")})$"`,
    "</IfModule>",
    "ErrorDocument 404 /404.html",
    '<If "%{REQUEST_URI} =~ m#^/jp(/|$)#">',
    "  ErrorDocument 404 /jp/404.html",
    "</If>",
    "",
  ].join("\n");
}

export type HeaderRule = { pattern: string; headers: [string, string][] };

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const separator = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The path whose `_headers` rules an answer to `pathname` gets: the address of the page it serves (`/about`
 * for `/about.html`, `/%61bout` or `/about/`; `/` for `/index.html`), the not-found page of the path's language
 * (`/404`, `/jp/404`) for a path the site does not have, or the path itself for any other file. Headers follow
 * what is served, never how the path was spelled, so every document and every not-found answer gets the
 * document headers.
 */
export function answeredPath(clientDir: string, pathname: string): string {
  const file = resolveServedFile(clientDir, pathname)?.split(/[\\/]/).join("/");
  if (!file) return notFoundPath(pathname);
  if (!file.endsWith(".html")) return `/${file}`;
  return `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1");
}

/** The not-found page a path the site does not have is answered with: Japanese under /jp, else English. */
export function notFoundPath(pathname: string): "/404" | "/jp/404" {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // An undecodable path is not the site's; its language is English.
  }
  return decoded === "/jp" || decoded.startsWith("/jp/") ? "/jp/404" : "/404";
}

/** The headers every matching rule gives a path (`*` matches anything, as on Netlify). */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const pattern = new RegExp(
      `^${rule.pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`,
    );
    if (pattern.test(pathname)) for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

/** The policy a page gets must carry the hash of every inline script it runs. */
export function unhashedInlineScripts(html: string, csp: string): string[] {
  const allowed = (/script-src ([^;]*)/.exec(csp)?.[1] ?? "").split(/\s+/);
  return inlineScriptHashes([html]).filter((hash) => !allowed.includes(hash));
}

/** The policy a page gets must carry the hash of every inline style element it has. */
export function unhashedInlineStyles(html: string, csp: string): string[] {
  const allowed = (/style-src-elem ([^;]*)/.exec(csp)?.[1] ?? "").split(/\s+/);
  return inlineStyleHashes([html]).filter((hash) => !allowed.includes(hash));
}
