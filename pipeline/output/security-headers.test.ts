import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import {
  addMetaPolicy,
  answeredPath,
  contentSecurityPolicy,
  documentHeaders,
  documentPatterns,
  headersForPath,
  inlineScriptHashes,
  metaContentSecurityPolicy,
  metaPolicyOf,
  parseHeadersFile,
  renderHeadersFile,
  renderHtaccess,
  securityHeaders,
  unhashedInlineScripts,
} from "./security-headers";

const page = `<html><head>
<script>alert(1)</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script id="vike_pageContext" type="application/json">{}</script>
<script src="/assets/entry.js" type="module" async></script>
</head></html>`;

it("hashes inline scripts that run, not JSON data blocks or external scripts", () => {
  // The digest of `alert(1)`, computed independently with `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`.
  expect(inlineScriptHashes([page, page])).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
});

it("flags an inline script the policy has no hash for", () => {
  const csp = contentSecurityPolicy(inlineScriptHashes([page]), "https://forms.example.test/f/contact");
  expect(unhashedInlineScripts(page, csp)).toEqual([]);
  const edited = page.replace("alert(1)", "alert(2)");
  expect(unhashedInlineScripts(edited, csp)).toHaveLength(1);
});

it("locks the policy down to the site itself, its hashed scripts and the form endpoint", () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"], "https://forms.example.test/f/contact");
  expect(csp).toContain("default-src 'self'");
  // WebAssembly for the site search (Pagefind), and no other evaluation.
  expect(csp).toContain("script-src 'self' 'sha256-abc=' 'wasm-unsafe-eval';");
  expect(csp).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval')/);
  expect(csp).toContain("form-action 'self' https://forms.example.test");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
});

it("gives pages every security header, every path those of every response, and only hashed assets a year of caching", () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"], "https://forms.example.test/f/contact");
  const rules = parseHeadersFile(renderHeadersFile(csp, ["/", "/jp", "/jp/about", "/about", "/404"]));
  const asset = headersForPath(rules, "/assets/entries/app.js");
  const pageHeaders = headersForPath(rules, "/jp/about");
  expect(asset["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  // Opened by itself (a logo's URL), an asset runs and loads nothing (issue 37, item 2).
  expect(asset["Content-Security-Policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(pageHeaders["Cache-Control"]).toBeUndefined();
  for (const path of ["/", "/jp", "/jp/about", "/about", "/about/nowhere", "/jp/nowhere", "/404"])
    expect(headersForPath(rules, path), path).toEqual(securityHeaders(csp));
  for (const path of ["/assets/entries/app.js", "/sitemap.xml", "/og/en/about.png", "/favicon.svg"]) {
    const headers = headersForPath(rules, path);
    expect(headers["X-Content-Type-Options"], path).toBe("nosniff");
    expect(headers["Strict-Transport-Security"], path).toBe("max-age=31536000; includeSubDomains");
    // No answer can be framed, a not-found path outside every section included.
    expect(headers["X-Frame-Options"], path).toBe("DENY");
    for (const name of Object.keys(documentHeaders(csp)))
      if (!(name === "Content-Security-Policy" && path.startsWith("/assets/")))
        expect(headers[name], `${path} ${name}`).toBeUndefined();
  }
  const htaccess = renderHtaccess(csp);
  expect(htaccess).toContain(`Header always set Content-Security-Policy "${csp}"`);
  for (const [name, value] of Object.entries(securityHeaders(csp)))
    expect(htaccess).toContain(`Header always set ${name} "${value}"`);
  expect(htaccess).toContain("ErrorDocument 404 /jp/404.html");
  expect(htaccess).toContain(
    `Header always set Content-Security-Policy "default-src 'none'; style-src 'unsafe-inline'; sandbox"`,
  );
  expect(htaccess).toContain('RedirectMatch 404 "^/(_headers|_redirects)$"');
});

it("takes an answer's headers from the page or file it serves, not from the path's spelling", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "answered-"));
  try {
    for (const file of ["index.html", "about.html", "jp.html", "404.html", "jp/404.html", "assets/a.svg"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), "x");
    }
    const answered = (paths: string[]) => paths.map((pathname) => answeredPath(dir, pathname));
    expect(
      answered(["/", "/index.html", "/about.html", "/%61bout", "/about/", "/jp.html", "/404.html"]),
    ).toEqual(["/", "/", "/about", "/about", "/about", "/jp", "/404"]);
    expect(answered(["/nowhere", "/assets/gone.js", "/jp/nowhere", "/%6Ap/x", "/%zz"])).toEqual([
      "/404",
      "/404",
      "/jp/404",
      "/jp/404",
      "/404",
    ]);
    expect(answered(["/assets/a.svg"])).toEqual(["/assets/a.svg"]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("covers each section of the site's pages and the paths below it", () => {
  expect(
    documentPatterns(["/", "/about", "/about/our-team/a", "/jp", "/jp/about", "/404", "/partners"]),
  ).toEqual(["/", "/404", "/404/*", "/about", "/about/*", "/jp", "/jp/*", "/partners", "/partners/*"]);
});

it("sends the headers the OWASP Secure Headers Project lists, with current values", () => {
  const headers = securityHeaders("default-src 'self'");
  expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["Cross-Origin-Resource-Policy"]).toBe("same-origin");
  expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  expect(headers["X-Permitted-Cross-Domain-Policies"]).toBe("none");
  expect(headers["X-Frame-Options"]).toBe("DENY");
  const features = headers["Permissions-Policy"]!.split(", ");
  expect(features).toEqual(expect.arrayContaining(["camera=()", "geolocation=()", "browsing-topics=()"]));
  // FLoC is gone; the background video must still play by itself.
  expect(headers["Permissions-Policy"]).not.toMatch(/interest-cohort|autoplay/);
});

it("puts what a meta element can carry of the policy in the page, before any script", () => {
  const csp = contentSecurityPolicy(inlineScriptHashes([page]), "https://forms.example.test/f/contact");
  const meta = metaContentSecurityPolicy(csp);
  expect(meta).not.toContain("frame-ancestors");
  expect(meta).toContain("script-src 'self' 'sha256-");
  expect(meta).toContain("form-action 'self' https://forms.example.test");
  const html = `<html><head><meta charset="utf-8">${page.slice("<html><head>".length)}`;
  const withMeta = addMetaPolicy(html, csp, "index.html");
  expect(metaPolicyOf(withMeta)).toBe(meta);
  expect(withMeta.indexOf("Content-Security-Policy")).toBeLessThan(withMeta.indexOf("<script"));
  // A policy after a script does not cover it.
  expect(
    metaPolicyOf(withMeta.replace('<meta charset="utf-8">', '<meta charset="utf-8"><script>x</script>')),
  ).toBe(undefined);
  expect(() => addMetaPolicy("<html><head></head></html>", csp, "bad.html")).toThrow(/bad\.html/);
});

it("lets the contact form's script reach exactly the form endpoint's origin, and nothing else outside the site", () => {
  const csp = contentSecurityPolicy([], "https://forms.example.test/f/contact?x=1");
  const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(" ");
  expect(connect).toEqual(["'self'", "https://forms.example.test"]);
});
