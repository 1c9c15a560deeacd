// The security headers as browsers get them: the same from `npm run serve` as from the built _headers on every
// kind of answer, and, where a host sends none of them (GitHub Pages), the policy each page carries in a <meta>.
import fs from "node:fs";
import {
  answeredPath,
  assetPolicy,
  documentHeaders,
  everyResponseHeaders,
  headersForPath,
  parseHeadersFile,
  securityHeaders,
} from "@/pipeline/output/security-headers";
import { contentCheck, expect, test } from "./fixtures";

const rules = parseHeadersFile(fs.readFileSync("dist/client/_headers", "utf8"));
// A hashed asset every page names: its enhancements (the stylesheet is inline).
const enhancements = /data-enhance="(\/assets\/[^"]+\.js)"/.exec(
  fs.readFileSync("dist/client/index.html", "utf8"),
)![1]!;

// Pages and every not-found answer get every security header, however the path is spelled (the headers of the
// page served); files (a script, the sitemap) those of every response, assets also their own policy.
const documents = ["/", "/jp/about", "/jp/nowhere", "/about/nowhere", "/nowhere", "/about.html", "/%61bout"];
for (const path of [...documents, enhancements, "/sitemap.xml"]) {
  test(`${path}: the headers of _headers`, contentCheck, async ({ request }) => {
    const response = await request.get(path);
    const expected = headersForPath(rules, answeredPath("dist/client", path));
    const wanted = documents.includes(path) ? securityHeaders("") : everyResponseHeaders();
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(Object.keys(wanted)));
    if (!documents.includes(path))
      for (const name of Object.keys(documentHeaders("")))
        expect(response.headers()[name.toLowerCase()], name).toBe(
          path.startsWith("/assets/") && name === "Content-Security-Policy" ? assetPolicy : undefined,
        );
    for (const [name, value] of Object.entries(expected))
      expect(response.headers()[name.toLowerCase()]).toBe(value);
  });
}

test(
  "without the host's headers, the page's own policy still blocks an injected script and style and lets the page's own apply",
  contentCheck,
  async ({ page }) => {
    // The body below is decoded and may change length: its encoding and length go too.
    const stripped = [...Object.keys(securityHeaders("")), "Content-Encoding", "Content-Length"].map((name) =>
      name.toLowerCase(),
    );
    // Only the documents: a policy is the document's.
    await page.route("**/*", async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !stripped.includes(name)),
      );
      const isPage = (headers["content-type"] ?? "").startsWith("text/html");
      const body = isPage
        ? (await response.text()).replace(
            "</main>",
            "<script>document.documentElement.dataset.injected = 'ran'</script><style>html{--injected:applied}</style></main>",
          )
        : await response.body();
      await route.fulfill({ response, headers, body });
    });
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).toBeUndefined();
    // The page's own inline script ran (its hash is in the meta policy); the injected one did not.
    await expect(page.locator("html")).toHaveClass(/\bjs\b/);
    await expect(page.locator("html")).not.toHaveAttribute("data-injected", "ran");
    // The page's own stylesheet applied (it is inline, its hash in the policy); the injected style did not.
    const styles = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return { own: style.getPropertyValue("--font-sans"), injected: style.getPropertyValue("--injected") };
    });
    expect(styles.own).not.toBe("");
    expect(styles.injected).toBe("");
  },
);
