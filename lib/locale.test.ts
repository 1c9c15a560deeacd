import { describe, expect, it } from "vitest";
import { localizePath, logicalPathOf, otherLocale, splitLocale } from "./locale";

describe("splitLocale", () => {
  it("reads the Japanese prefix only as a whole segment", () => {
    expect(splitLocale("/jp")).toEqual({ locale: "jp", path: "/" });
    expect(splitLocale("/jp/about/our-team")).toEqual({ locale: "jp", path: "/about/our-team" });
    expect(splitLocale("/jpx")).toEqual({ locale: "en", path: "/jpx" });
    expect(splitLocale("/about")).toEqual({ locale: "en", path: "/about" });
  });
});

describe("localizePath", () => {
  it("prefixes Japanese paths and keeps query and hash", () => {
    expect(localizePath("/", "jp")).toBe("/jp");
    expect(localizePath("/#investors", "jp")).toBe("/jp#investors");
    expect(localizePath("/services?x=1", "jp")).toBe("/jp/services?x=1");
  });
  it("strips the prefix for English and never doubles it", () => {
    expect(localizePath("/jp/partners", "en")).toBe("/partners");
    expect(localizePath("/jp", "en")).toBe("/");
    expect(localizePath("/jp/partners", "jp")).toBe("/jp/partners");
  });
  it("leaves external links alone", () => {
    expect(localizePath("https://example.com/a", "jp")).toBe("https://example.com/a");
  });
});

describe("otherLocale", () => {
  it("gives the other of the two languages", () => {
    expect(otherLocale("en")).toBe("jp");
    expect(otherLocale("jp")).toBe("en");
  });
});

describe("logicalPathOf", () => {
  it("drops the query and the hash, and keeps the home page as /", () => {
    expect(logicalPathOf("/about?from=menu#team")).toBe("/about");
    expect(logicalPathOf("/insights#latest")).toBe("/insights");
    expect(logicalPathOf("/")).toBe("/");
    expect(logicalPathOf("?q=1")).toBe("/");
    expect(logicalPathOf("#top")).toBe("/");
  });
});
