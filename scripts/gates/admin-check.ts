// The site gate for the content editor (/admin): it is there, it is not indexed, its page loads only the site's
// own files, and its policy lets it reach no other host than GitHub's API and the sign-in proxy, on every host
// (the _headers rules and the page's own <meta> policy for hosts that ignore them). What the app does at run time
// is the browser's to enforce with that policy; tests/e2e-cms watches every request it makes.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { adminFolder, adminPath } from "../../cms/paths";
import { adminContentSecurityPolicy, adminRemoteOrigins } from "../../pipeline/output/admin-headers";
import type { SiteProblem } from "../../pipeline/output/built-pages";
import {
  headersForPath,
  metaContentSecurityPolicy,
  metaPolicyOf,
  parseHeadersFile,
} from "../../pipeline/output/security-headers";

/** Every host source a policy names (`https://…`), with the directive that names it. */
export function policyHosts(csp: string): { directive: string; host: string }[] {
  return csp.split(";").flatMap((directive) => {
    const [name = "", ...sources] = directive.trim().split(/\s+/);
    return sources
      .filter((source) => /^[a-z][a-z0-9+.-]*:\/\/|^\*|^[\w-]+\.[\w.-]+/i.test(source) || source === "*")
      .map((host) => ({ directive: name, host }));
  });
}

export function checkAdmin(clientDir: string, authUrl?: string): SiteProblem[] {
  const dir = path.join(clientDir, adminFolder);
  const page = path.join(dir, "index.html");
  if (!fs.existsSync(page))
    return [
      { page: adminPath, message: "the content editor is missing; every build makes it (npm run build)" },
    ];
  const problems: SiteProblem[] = [];
  const report = (message: string) => problems.push({ page: adminPath, message });
  const html = fs.readFileSync(page, "utf8");
  const expected = adminContentSecurityPolicy(authUrl);

  if (!/<meta name="robots" content="noindex[^"]*"\s*\/?>/.test(html))
    report('has no <meta name="robots" content="noindex">');
  if (metaPolicyOf(html) !== metaContentSecurityPolicy(expected))
    report(
      '<meta http-equiv="Content-Security-Policy"> is missing, after a script, or not the editor\'s policy',
    );
  for (const match of html.matchAll(/\s(?:src|href)="([^"]*)"/g)) {
    const url = match[1]!;
    if (/^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url))
      report(`loads ${url} from another host; the editor's files are served by the site itself`);
    else if (url.startsWith("/") && !fs.existsSync(path.join(clientDir, url.split(/[?#]/)[0]!)))
      report(`points at ${url}, which the build did not write`);
  }
  const config = path.join(dir, "config.yml");
  if (!fs.existsSync(config)) report("has no config.yml");
  else if (
    !Array.isArray((YAML.parse(fs.readFileSync(config, "utf8")) as { collections?: unknown })?.collections)
  )
    report("config.yml lists no collections");

  const headersFile = path.join(clientDir, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  const allowed = new Set(adminRemoteOrigins(authUrl));
  for (const url of [adminPath, `${adminPath}/`, `${adminPath}/config.yml`]) {
    const headers = headersForPath(rules, url);
    const csp = headers["Content-Security-Policy"] ?? "";
    if (csp !== expected)
      report(`${url} gets ${csp ? "another" : "no"} Content-Security-Policy from _headers`);
    if (!/noindex/.test(headers["X-Robots-Tag"] ?? ""))
      report(`${url} gets no X-Robots-Tag: noindex from _headers`);
    for (const { directive, host } of policyHosts(csp)) {
      if (directive !== "connect-src" || !allowed.has(host))
        report(
          `${url}: the policy lets the editor reach ${host} (${directive}); only ${[...allowed].join(" and ")} may be reached, by connect-src`,
        );
    }
  }
  const sitemap = path.join(clientDir, "sitemap.xml");
  if (fs.existsSync(sitemap) && fs.readFileSync(sitemap, "utf8").includes(`${adminPath}<`))
    report("is listed in sitemap.xml; the editor is not a page of the site");
  return problems;
}
