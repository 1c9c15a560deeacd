import { describe, expect, it } from "vitest";
import { misleadingLinkText } from "./link-text";

describe("misleadingLinkText and mailto: links (tenth probe, F4)", () => {
  const shown = "contact@kizunabridge.com";

  it("refuses text showing one address when the link also writes to another", () => {
    for (const url of [
      "mailto:contact@kizunabridge.com,collector@evil-mail.com",
      "mailto:contact@kizunabridge.com, collector@evil-mail.com",
      "mailto:contact@kizunabridge.com?cc=collector@evil-mail.com",
      "mailto:contact@kizunabridge.com?to=collector@evil-mail.com",
      "mailto:contact@kizunabridge.com?subject=Hi&CC=collector@evil-mail.com",
    ])
      expect(misleadingLinkText(shown, url), url).toBe(
        "the link's text says contact@kizunabridge.com but the link also writes to collector@evil-mail.com: a reader trusts the addresses they see; name every recipient in the text, or link to one address only",
      );
    expect(
      misleadingLinkText("Mail us", "mailto:contact@kizunabridge.com,desk@evil-mail.com", shown),
    ).toMatch(
      /^the link's title says contact@kizunabridge\.com but the link also writes to desk@evil-mail\.com/,
    );
  });

  it("accepts text that names every recipient, one recipient, or words", () => {
    expect(misleadingLinkText(shown, "mailto:contact@kizunabridge.com")).toBeUndefined();
    expect(
      misleadingLinkText("Contact@KizunaBridge.com", "mailto:contact@kizunabridge.com?subject=Hello"),
    ).toBeUndefined();
    expect(
      misleadingLinkText(
        "contact@kizunabridge.com and desk@kizunabridge.com",
        "mailto:contact@kizunabridge.com,desk@kizunabridge.com",
      ),
    ).toBeUndefined();
    expect(
      misleadingLinkText("write to us", "mailto:contact@kizunabridge.com,desk@kizunabridge.com"),
    ).toBeUndefined();
  });
});
