// Look-alike hosts in a writer's external links: `kizunabrіdge.example` with a Cyrillic "і", or its
// punycode form `xn--…`, reads as one site and opens another. No maintained, small npm package gives Unicode's
// confusables table (UTS 39 skeletons), so the rule here is UTS 39's script rule, from the JavaScript regex's own
// Unicode script data (\p{Script=…}): each part of a host name is written in one script, or in the mix Japanese
// uses (Latin, kanji, hiragana, katakana), and a part wholly in a script with Latin look-alikes (Cyrillic, Greek,
// Armenian, Cherokee) only under a top-level domain of that script (.рф). See docs/errors.md.
import { domainToUnicode } from "node:url";

/** The scripts a host's letters are told apart by; a letter of none of them counts as its own, "other". */
const scripts = [
  "Latin",
  "Han",
  "Hiragana",
  "Katakana",
  "Cyrillic",
  "Greek",
  "Armenian",
  "Cherokee",
  "Hangul",
  "Bopomofo",
  "Arabic",
  "Hebrew",
  "Thai",
  "Georgian",
  "Devanagari",
] as const;
const scriptPatterns = scripts.map((name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const);
const scriptOf = (letter: string) =>
  scriptPatterns.find(([, pattern]) => pattern.test(letter))?.[0] ?? "other";

/** The mixes UTS 39 calls "highly restrictive": Japanese, Chinese and Korean with Latin. */
const allowedMixes = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Bopomofo"]),
  new Set(["Latin", "Han", "Hangul"]),
];
/** Scripts whose letters pass for Latin ones (а, е, о, р, с, у, і; ο, ν; օ; Ꭺ). */
const latinLookAlikes = new Set(["Cyrillic", "Greek", "Armenian", "Cherokee"]);

const describe = (letter: string) =>
  `"${letter}" (U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}, ${scriptOf(letter)})`;

/** Why the host of an https link can pass for another site's, or undefined. `host` is as URL reads it (ASCII). */
export function describeLookAlikeHost(url: string, host: string): string | undefined {
  const isInternational = host.split(".").some((label) => label.startsWith("xn--"));
  if (!isInternational) return undefined;
  const shown = domainToUnicode(host);
  if (!shown || shown.split(".").some((label) => label.startsWith("xn--")))
    return `the link ${url} has a host name (${host}) whose "xn--" part is not a valid international name: check the address`;
  const labels = shown.split(".");
  const letterScripts = (label: string) => {
    const byScript = new Map<string, string>();
    for (const letter of label.match(/\p{L}/gu) ?? [])
      if (!byScript.has(scriptOf(letter))) byScript.set(scriptOf(letter), letter);
    return byScript;
  };
  const topScripts = letterScripts(labels.at(-1)!);
  const written = `${shown} (${host} in the letters of an address)`;
  for (const label of labels) {
    const byScript = letterScripts(label);
    const names = [...byScript.keys()];
    if (names.length > 1 && !allowedMixes.some((mix) => names.every((name) => mix.has(name))))
      return `the link ${url} goes to ${written}, whose name mixes letters of ${names.join(" and ")} (${[...byScript.values()].map(describe).join(", ")}), the way a look-alike of another site's address is made: check the address, and write it with the letters of the site's real name`;
    const [only] = names;
    if (names.length === 1 && latinLookAlikes.has(only!) && !topScripts.has(only!))
      return `the link ${url} goes to ${written}, a name in ${only} letters under a top-level domain in other letters (.${labels.at(-1)}), which can pass for a name in Latin letters (${describe(byScript.get(only!)!)}): check the address, and write it with the letters of the site's real name`;
  }
  return undefined;
}
