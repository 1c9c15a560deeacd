import { describe, expect, it } from "vitest";
import { checkLink } from "./link-rules";

const site = { en: new Map(), jp: new Map() };
const check = (url: string) => checkLink(url, "en", site, new Set());

describe("checkLink and mailto: recipients a visitor cannot see (tenth probe, F4)", () => {
  it("refuses to= and cc=: every recipient goes before the ?", () => {
    expect(check("mailto:contact@kizunabridge.com?cc=collector@evil-mail.com")).toBe(
      'the link mailto:contact@kizunabridge.com?cc=collector@evil-mail.com adds a recipient in cc=collector@evil-mail.com, which a visitor does not see on the page before their mail program opens: write every recipient before the "?", separated by commas (such as mailto:contact@example.com,desk@example.com), and name each in the link\'s text or write the text in words',
    );
    expect(check("mailto:contact@kizunabridge.com?subject=Hello&To=desk@example.co.uk")).toMatch(
      /adds a recipient in To=desk@example\.co\.uk, which a visitor does not see/,
    );
    expect(check("mailto:?to=contact@kizunabridge.com")).toMatch(/adds a recipient in to=/);
    // The host rules still come first, as before.
    expect(check("mailto:contact@example.com?cc=ops@192.168.0.1")).toMatch(/a local or numeric address/);
  });

  it("accepts recipients before the ?, with a subject and a body", () => {
    expect(check("mailto:contact@kizunabridge.com")).toBeUndefined();
    expect(
      check("mailto:contact@kizunabridge.com,desk@example.co.uk?subject=Hello&body=One%0ATwo"),
    ).toBeUndefined();
  });

  it("names only subject= and body= as the fields a link may set", () => {
    expect(check("mailto:contact@kizunabridge.com?Reply-To=x@evil-mail.com")).toMatch(
      /sets the mail header "Reply-To", .*: a mailto: link may set only subject= and body=, with every recipient before the "\?"$/,
    );
    expect(check("mailto:contact@kizunabridge.com?bcc=x@evil-mail.com")).toMatch(
      /remove "bcc=…", and name every recipient before the "\?"$/,
    );
  });
});

// Stop 76, H1: the URL parser reads "。" and "．" as dots, full-width letters as plain ones and "%61" as "a", so the
// host a reviewer reads in the source was not the host a visitor went to.
describe("checkLink and a host written as another than the one it goes to (stop 76, H1)", () => {
  it("refuses a host the browser reads otherwise, naming the host it goes to", () => {
    expect(check("https://www.example.co.uk\u3002evil.com/")).toBe(
      'the link https://www.example.co.uk\u3002evil.com/ goes to www.example.co.uk.evil.com, which is not how its address is written ("www.example.co.uk\u3002evil.com": the browser reads "\u3002", "\uff0e", full-width letters, "%" escapes and "\\" as other characters): write the address as the browser reads it, with www.example.co.uk.evil.com as its host',
    );
    for (const url of [
      "https://www.example\uff0ecom/",
      "https://\uff57\uff57\uff57.example.com/",
      "https://www.ex%61mple.com/",
      "https://www.example.com\\.evil.com/",
      "mailto:contact@example.co.uk\u3002evil.com",
    ])
      expect(check(url), url).toMatch(/which is not how its address is written/);
  });

  it("accepts a host as the browser reads it: any case, a port, an international name in Unicode or xn--", () => {
    for (const url of [
      "https://www.example.com/about",
      "https://WWW.Example.com/",
      "https://www.example.com:8443/",
      "https://m\u00fcnchen.de/",
      "https://xn--mnchen-3ya.de/",
      "https://\u65e5\u672c\u8a9e.jp/",
      "mailto:contact@m\u00fcnchen.de",
    ])
      expect(check(url), url).toBeUndefined();
  });
});
