// A real local HTTP server standing in for the form service (Formspree's conventions): the browser's requests for
// the endpoint's origin are routed to it. It answers JSON to a script (`Accept: application/json`) and redirects a
// plain form POST to its `_next` field, or fails as told: 422 with field errors, 500, or a dropped connection.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { site } from "@/lib/site";
import { test as base } from "./fixtures";

export type Reply = "ok" | "invalid" | "error" | "drop";
export type Submission = { accept: string; contentType: string; fields: Record<string, string> };

/** The message the stand-in gives for the e-mail field when told to refuse it (in English, as such services do). */
export const emailFieldError = "should be an email";

export type FormService = {
  /** What every request to the service carried, oldest first. */
  received: Submission[];
  /** How the service answers from now on. */
  reply: (reply: Reply) => void;
};

async function startFormService() {
  const received: Submission[] = [];
  let reply: Reply = "ok";
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      const fields = Object.fromEntries(new URLSearchParams(body));
      const accept = req.headers.accept ?? "";
      received.push({ accept, contentType: req.headers["content-type"] ?? "", fields });
      // Such services answer scripts on any site.
      const json = (status: number, value: unknown) => {
        res.writeHead(status, {
          "Content-Type": "application/json",
          "Access-Control-Allow-Origin": req.headers.origin ?? "*",
        });
        res.end(JSON.stringify(value));
      };
      if (reply === "drop") req.socket.destroy();
      else if (reply === "error") json(500, { error: "Internal Server Error" });
      else if (reply === "invalid")
        json(422, { errors: [{ field: "email", code: "TYPE_EMAIL", message: emailFieldError }] });
      else if (accept.includes("application/json")) json(200, { ok: true, next: "/thanks" });
      else {
        res.writeHead(303, { Location: fields._next ?? "/thanks" });
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { origin, received, setReply: (next: Reply) => (reply = next), close };
}

/**
 * Sends the page's requests for the form service's origin to the stand-in (same path). A redirect back to the site's
 * real address (`site.url`, where `_next` points) is passed on to the browser as a redirect to the local server
 * under test, as the real address's DNS would lead there. (A redirect to an address the page routes again is not
 * routed a second time by Chromium's headless shell, which the tests run in: it would go to the network.)
 */
async function routeFormService(page: Page, serviceOrigin: string, siteOrigin: string) {
  await page.route(`${new URL(site.formEndpoint).origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    let response;
    try {
      response = await route.fetch({ url: `${serviceOrigin}${url.pathname}${url.search}`, maxRedirects: 0 });
    } catch {
      // The server hung up: the browser sees the connection reset, as it would from the real service.
      return route.abort("connectionreset").catch(() => {});
    }
    const location = response.headers().location;
    const headers =
      location?.startsWith(`${site.url}/`) || location === site.url
        ? { ...response.headers(), location: `${siteOrigin}${location.slice(site.url.length)}` }
        : response.headers();
    // A request the page gave up meanwhile (it navigated away) cannot be answered, and needs no answer.
    await route.fulfill({ response, headers }).catch(() => {});
  });
}

/** `test` with a `formService` the page's form endpoint is routed to, started for the test and stopped after it. */
export const test = base.extend<{ formService: FormService }>({
  formService: async ({ page, baseURL }, use) => {
    const service = await startFormService();
    await routeFormService(page, service.origin, new URL(baseURL!).origin);
    await use({ received: service.received, reply: service.setReply });
    await service.close();
  },
});
export { expect } from "@playwright/test";
