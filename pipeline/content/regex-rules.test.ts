import { expect, it } from "vitest";
import { describeUnsafePattern } from "./regex-rules";

it("refuses repeated parts side by side and more than four repeated parts, and keeps the list's own patterns", () => {
  expect(describeUnsafePattern("[a-z ,]*[a-z ,]*[a-z ,]*!!")).toMatch(/^repeats two parts side by side/);
  expect(describeUnsafePattern("\\s+x?\\s+")).toMatch(/^repeats two parts side by side/);
  expect(describeUnsafePattern(".*a.*b.*c.*d.*e")).toMatch(/^repeats 5 parts/);
  expect(
    describeUnsafePattern("guarantee(d|s)?\\s+(an?\\s+|your\\s+|the\\s+)?(returns?|yields?|income|profits?)"),
  ).toBeUndefined();
  expect(describeUnsafePattern("capital[\\s-]+(protected|protection)")).toBeUndefined();
});

it("sees repeats side by side through groups, optional parts and parts that match no letter", () => {
  for (const pattern of [
    "(?:[a-z ]*)(?:[a-z ]*)(?:[a-z ]*)(?:[a-z ]*)%",
    "(?:[a-z ,]*)(?:[a-z ,]*)§",
    "\\w*(?:)\\w*%",
    "\\w*\\b\\w*%",
    "\\w+(?=x)\\w+",
    "(?:x?\\s+)(?:\\s+y)",
    "(?:a|b*)(?:c*|d)e",
    "(a*)?(b*)",
    "(?:a*b*)",
    "(?=a*b*)x",
  ])
    expect(describeUnsafePattern(pattern), pattern).toMatch(/^repeats two parts side by side/);
  for (const pattern of ["(?:a*)x(?:b*)", "\\s+(?:an?\\s+)?x", "(?:a*)(?!x)y(?:b*)"])
    expect(describeUnsafePattern(pattern), pattern).toBeUndefined();
});

it("keeps every pattern of the glossaries and the compliance list", () => {
  // The patterns the site's own lists use must stay allowed (checked on the real files in hostile-content's part 4).
  expect(describeUnsafePattern("\\b(we|will|to|not)\\s+guarantee\\b|\\bguaranteed\\b", "iu")).toBeUndefined();
  expect(
    describeUnsafePattern("\\d[\\d,.]{0,12}\\s?(%|per\\s?cent|million|bn\\b|m\\b)", "iu"),
  ).toBeUndefined();
});

it("refuses repeats with only letters they both match between them, and keeps a word between repeats", () => {
  for (const pattern of [
    ".*a.*b.*c.*d",
    "[a-z ]*a[a-z ]*a[a-z ]*%",
    "(?:[a-z ]*)a(?:[a-z ]*)%",
    "\\w+\\d\\w+!",
  ])
    expect(describeUnsafePattern(pattern, "iu"), pattern).toMatch(
      /^repeats two parts with only letters they both/,
    );
  for (const pattern of ["\\s+(are|is)\\s+guaranteed", "\\s+x\\s+", "[a-z]+ [a-z]+", "capital[\\s-]+x"])
    expect(describeUnsafePattern(pattern, "iu"), pattern).toBeUndefined();
});

it("refuses a repeat inside a look-ahead or look-behind, and look-arounds inside each other", () => {
  // Probe 4, H1: nested look-aheads re-scan the line once per level, with no two repeats side by side.
  for (const pattern of [
    "(?=[a-z ,]*(?=[a-z ,]*(?=[a-z ,]*(?=[a-z ,]*§))))",
    "[a-z ,]{0,100}(?=[a-z ,]{0,100}(?=[a-z ,]{0,100}§))",
    "(?=[^§]*§)q",
    "(?<![a-z]+ )x",
    "(?:(?=\\w{2,9}§)|x)y",
  ])
    expect(describeUnsafePattern(pattern, "iu"), pattern).toMatch(/^repeats a part inside a look-ahead/);
  expect(describeUnsafePattern("(?=a(?!b))x", "iu")).toMatch(/^looks ahead or behind inside another/);
  // The site's own look-arounds look at fixed words.
  for (const pattern of [
    "(?<!computer |software )\\b([Pp])rogram(s)?\\b",
    "Who Is This For(?!\\?)",
    "(?<!一つ)ひとつ",
    "利回り(?=をお約束|を約束)",
    "(?<!スポンサー（|個人)事業主体?(?!）)",
    "(?<!\\b(?:take|taking|seek|seeking|get|obtain)\\s)independent(ly)?\\s+(verification|report)",
  ])
    expect(describeUnsafePattern(pattern, "iu"), pattern).toBeUndefined();
});

it("refuses a pattern that can match no letters at all, which prh would find at every place forever", () => {
  for (const source of ["(?:\\bpercent\\b)?", "\\b", "a|", "(?:)", "x*", "(?=percent)"])
    expect([source, describeUnsafePattern(source)]).toEqual([
      source,
      expect.stringContaining("can match no letters"),
    ]);
  for (const source of ["percent", "\\bper ?cent\\b", "(?:very )?safe", "a+"])
    expect([source, describeUnsafePattern(source)]).toEqual([source, undefined]);
});

it("refuses an empty choice anywhere in a pattern, which widens the rule to any text there", () => {
  for (const source of ["safe\\s+(investments?|)", "\\b(not|never|)s\\b", "(|no)\\s+risk", "(risk||danger)s"])
    expect([source, describeUnsafePattern(source)]).toEqual([
      source,
      expect.stringContaining("has an empty choice"),
    ]);
  for (const source of ["safe\\s+(investments?)?", "\\b(not|never)\\b", "a|b"])
    expect([source, describeUnsafePattern(source)]).toEqual([source, undefined]);
});

it("probe GL09: refuses a repeat with no largest count of a part that also matches line breaks", () => {
  // [^]*zq read the rest of the paragraph from every place: 200 KB of one held the check for minutes.
  for (const [pattern, flags] of [
    ["[^]*zq", ""],
    ["[\\s\\S]+zq", "u"],
    ["[^§]*§", "u"],
    [".*zq", "s"],
    ["x[^]*zq", ""],
    ["\\W*zq", ""],
    ["[\\n\\w]*zq", ""],
    ["(?:a|[^]*)zq", ""],
  ])
    expect(describeUnsafePattern(pattern!, flags), pattern).toMatch(
      /^repeats, with no largest count, a part that also matches line breaks/,
    );
  // A count, a repeat held to a line, white space alone, or a letter before it that it cannot match: tried once per run.
  for (const pattern of [
    "[^]{0,100}zq",
    ".*zq",
    "\\s+are\\s+",
    "§[^§]*§",
    "capital[\\s-]+(protected|protection)",
  ])
    expect(describeUnsafePattern(pattern, "iu"), pattern).toBeUndefined();
});
