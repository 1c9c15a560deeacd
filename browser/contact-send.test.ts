import { expect, it } from "vitest";
import { getMailtoHref } from "./contact-send";

it("probe 47 (sixth), F8: writes a lone half of an emoji as U+FFFD, never throwing, and keeps whole emoji", () => {
  // A lone high surrogate (a message cut at maxlength inside an emoji) and a lone low one.
  const href = getMailtoHref("contact@example.com", "Inquiry \uDE00", "Hello \uD83D there \uD83D\uDE00");
  expect(href).toBe(
    "mailto:contact@example.com?subject=Inquiry%20%EF%BF%BD&body=Hello%20%EF%BF%BD%20there%20%F0%9F%98%80",
  );
});
