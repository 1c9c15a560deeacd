import { expect, it } from "vitest";
import {
  contentSecurityPolicy,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
  renderHtaccess,
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
  expect(csp).toContain("script-src 'self' 'sha256-abc='");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("form-action 'self' https://forms.example.test");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
});

it("gives every path the security headers and only hashed assets a year of caching, on every host", () => {
  const csp = contentSecurityPolicy(["'sha256-abc='"], "https://forms.example.test/f/contact");
  const rules = parseHeadersFile(renderHeadersFile(csp));
  const asset = headersForPath(rules, "/assets/entries/app.js");
  const pageHeaders = headersForPath(rules, "/jp/about");
  expect(asset["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  expect(pageHeaders["Cache-Control"]).toBeUndefined();
  for (const headers of [asset, pageHeaders]) {
    expect(headers["Content-Security-Policy"]).toBe(csp);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  }
  const htaccess = renderHtaccess(csp);
  expect(htaccess).toContain(`Header always set Content-Security-Policy "${csp}"`);
  expect(htaccess).toContain('Header always set Permissions-Policy "camera=()');
  expect(htaccess).toContain("ErrorDocument 404 /jp/404.html");
});
