import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  adminDocumentHeaders,
  adminPatterns,
} from "../../pipeline/output/admin-headers";
import { checkAdmin, policyHosts } from "./admin-check";
import { addMetaPolicy, renderHeadersFile } from "../../pipeline/output/security-headers";

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A built site with only the editor in it: its page, script, configuration and `_headers`. */
function site(page: string, headers: Record<string, string> = adminDocumentHeaders()) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kizuna-admin-check-"));
  made.push(dir);
  fs.mkdirSync(path.join(dir, "admin/assets"), { recursive: true });
  fs.writeFileSync(path.join(dir, "admin/assets/app.js"), "");
  fs.writeFileSync(path.join(dir, "admin/config.yml"), "collections:\n  - name: insights\n");
  fs.writeFileSync(path.join(dir, "admin/index.html"), page);
  fs.writeFileSync(
    path.join(dir, "_headers"),
    renderHeadersFile(
      "default-src 'self'",
      [],
      adminPatterns.map((pattern) => ({ pattern, headers })),
    ),
  );
  return dir;
}
const good = addMetaPolicy(
  '<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><script type="module" src="/admin/assets/app.js"></script></head></html>',
  adminContentSecurityPolicy(),
  "admin/index.html",
);

it("passes the editor the build makes", () => {
  expect(checkAdmin(site(good))).toEqual([]);
});

it("reports an editor that is indexed, loads from another host, or may reach one", () => {
  const page = good
    .replace('<meta name="robots" content="noindex, nofollow">', "")
    .replace("</head>", '<script src="https://unpkg.com/@sveltia/cms/dist/sveltia-cms.js"></script></head>');
  const loose = adminContentSecurityPolicy().replace(
    "font-src 'self'",
    "font-src 'self' https://cdn.jsdelivr.net",
  );
  const messages = checkAdmin(
    site(page, { ...adminDocumentHeaders(), "Content-Security-Policy": loose }),
  ).map((problem) => problem.message);
  expect(messages).toContain('has no <meta name="robots" content="noindex">');
  expect(messages).toContain(
    "loads https://unpkg.com/@sveltia/cms/dist/sveltia-cms.js from another host; the editor's files are served by the site itself",
  );
  expect(messages).toContain("/admin gets another Content-Security-Policy from _headers");
  expect(messages.filter((message) => message.includes("cdn.jsdelivr.net (font-src)"))).toHaveLength(3);
});

it("reports a build without the editor", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kizuna-admin-check-"));
  made.push(dir);
  expect(checkAdmin(dir)).toEqual([
    { page: "/admin", message: "the content editor is missing; every build makes it (npm run build)" },
  ]);
});

it("finds the hosts a policy names", () => {
  expect(policyHosts(adminContentSecurityPolicy("https://auth.example"))).toEqual([
    { directive: "connect-src", host: "https://api.github.com" },
    { directive: "connect-src", host: "https://auth.example" },
  ]);
});
