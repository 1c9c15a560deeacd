// sendInquiry against a real local HTTP server answering as a form service does, and the mailto fallback.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { getMailtoHref, sendInquiry } from "./contact-send";

type Answer = (res: http.ServerResponse, req: http.IncomingMessage) => void;
let answer: Answer = (res) => res.end();
let last: { body: string; accept?: string; contentType?: string } | undefined;
const server = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk: Buffer) => (body += chunk));
  req.on("end", () => {
    last = { body, accept: req.headers.accept, contentType: req.headers["content-type"] };
    answer(res, req);
  });
});
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/f/contact`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json =
  (status: number, value: unknown): Answer =>
  (res) => {
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(value));
  };
const form = () => {
  const data = new FormData();
  data.append("name", "Aiko Tanaka");
  data.append("_replyto", "aiko@example.com");
  data.append("inquiry", "investment");
  data.append("message", "Hello & 宜しく");
  data.append("_gotcha", "");
  data.append("_next", "https://www.example.test/contact/thanks");
  return data;
};

it("posts the form's fields as the plain form would, asks for JSON, and leaves the redirect out", async () => {
  answer = json(200, { ok: true, next: "/thanks" });
  expect(await sendInquiry(endpoint, form())).toEqual({ outcome: "sent" });
  expect(last?.accept).toBe("application/json");
  expect(last?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  expect(Object.fromEntries(new URLSearchParams(last?.body))).toEqual({
    name: "Aiko Tanaka",
    _replyto: "aiko@example.com",
    inquiry: "investment",
    message: "Hello & 宜しく",
    _gotcha: "",
  });
});

it("returns the service's field messages, its 'email' being our _replyto, the investor's confirmation too", async () => {
  answer = json(422, {
    errors: [
      { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
      { field: "message", message: " is required " },
      { field: "investorConfirmation", message: "must be ticked" },
      { message: "Form-wide note" },
    ],
  });
  expect(await sendInquiry(endpoint, form())).toEqual({
    outcome: "invalid",
    errors: [
      { field: "_replyto", message: "should be an email" },
      { field: "message", message: "is required" },
      { field: "investorConfirmation", message: "must be ticked" },
      { field: undefined, message: "Form-wide note" },
    ],
  });
});

it("treats errors no field can fix, a server error and an unreadable answer as the service's failure", async () => {
  answer = json(404, { errors: [{ code: "FORM_NOT_FOUND", message: "Form not found" }] });
  expect(await sendInquiry(endpoint, form())).toEqual({ outcome: "failed", reason: "server" });
  answer = json(500, { error: "boom" });
  expect(await sendInquiry(endpoint, form())).toEqual({ outcome: "failed", reason: "server" });
  answer = (res) => {
    res.writeHead(503, { "Content-Type": "text/html" });
    res.end("<h1>Service Unavailable</h1>");
  };
  expect(await sendInquiry(endpoint, form())).toEqual({ outcome: "failed", reason: "server" });
});

it("reports a dropped connection, a refused one and a silent service as no network", async () => {
  answer = (_res, req) => req.socket.destroy();
  expect(await sendInquiry(endpoint, form())).toEqual({ outcome: "failed", reason: "network" });
  expect(await sendInquiry("http://127.0.0.1:9/f/contact", form())).toEqual({
    outcome: "failed",
    reason: "network",
  });
  answer = () => {};
  expect(await sendInquiry(endpoint, form(), 200)).toEqual({ outcome: "failed", reason: "network" });
});

it("writes the message into a mailto: link with CRLF line breaks and every character escaped", () => {
  const href = getMailtoHref("contact@example.com", "Website inquiry", "Line 1\nA&B?=#\n日本");
  expect(href).toBe(
    "mailto:contact@example.com?subject=Website%20inquiry&body=Line%201%0D%0AA%26B%3F%3D%23%0D%0A%E6%97%A5%E6%9C%AC",
  );
});
