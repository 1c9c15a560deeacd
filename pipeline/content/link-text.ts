// A link whose text is itself an address, and which leads to another: `[www.kizunabridge.com](https://other.com/)`
// shows the firm's address and opens another site, `[contact@…](mailto:someone@else.com)` writes to someone else.
// The phishing pattern of the look-alike rule (link-hosts.ts), without any look-alike. Each word of the text and
// of the link's title that is one whole address (a scheme, "www.", an e-mail address, or a host name ending in a
// public suffix, such as example.com) is compared with where the link goes; a telephone number with the number
// the link calls.
import { parse as parseHost } from "tldts";
import { withoutTrailingSlashes } from "../output/served-files.ts";

/**
 * Text as a reader reads it: NFKC-folded (full-width letters and the full-width full stop are the address they
 * look like), every space (a no-break space too) a space and every dash a "-".
 */
const folded = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/\p{Zs}/gu, " ")
    .replace(/[\p{Pd}\u2212]/gu, "-");

/** Text a reader reads as an address: one token, without the sentence's full stop or brackets around it. */
const asToken = (text: string) =>
  folded(text)
    .trim()
    .replace(/^[<(]+|[>)]+$/g, "")
    .replace(/[.,;:!?]+$/, "");

const emailText = /^(?:mailto:)?([^\s@/:<>()]+@[^\s@/:<>()]+\.[^\s@/:<>()]+)$/i;
const schemeText = /^[a-z][a-z\d+.-]*:\/\//i;
// A host (letters of any script, digits, hyphens, dots), then perhaps a port and a path, ?query or #fragment.
const hostText = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[\p{L}]{2,}(?::\d+)?(?:[/?#]\S*)?$/u;

/** What a link's text or target names: a web address's host and path, or an e-mail recipient. */
type Named = { host: string; path: string } | { mail: string };

const comparableHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
/** A "%" escape as the character it stands for, or the text as it is when it is no escape (check.ts says so). */
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const comparablePath = (address: URL) =>
  `${withoutTrailingSlashes(decoded(address.pathname))}${decoded(address.search)}`;

/** What the text names when it is one address, or undefined when it is words. */
function namedByText(text: string): Named | undefined {
  const token = asToken(text);
  if (!token || /\s/.test(token)) return undefined;
  const mail = emailText.exec(token)?.[1];
  if (mail) return { mail: mail.toLowerCase() };
  let address: URL | null = null;
  if (schemeText.test(token)) address = URL.parse(token);
  else if (hostText.test(token)) {
    address = URL.parse(`https://${token}`);
    if (!address) return undefined;
    // A bare name is an address only when it reads as one: "www." or a suffix the Public Suffix List knows, written
    // in small letters ("Node.js" and "ASP.NET" are names of things, not hosts).
    const suffix = token
      .split(/[:/?#]/)[0]!
      .split(".")
      .at(-1)!;
    const known = parseHost(address.hostname).isIcann === true && suffix === suffix.toLowerCase();
    if (!/^www\./i.test(token) && !known) return undefined;
  }
  if (!address?.hostname) return undefined;
  return { host: comparableHost(address.hostname), path: comparablePath(address) };
}

/** What the link's target names, or undefined for a link within the site and any other scheme. */
function namedByTarget(url: string): Named | undefined {
  const address = URL.parse(url);
  if (!address) return undefined;
  if (address.protocol === "mailto:") return { mail: decoded(address.pathname).toLowerCase() };
  if (!/^https?:$/.test(address.protocol) || !address.hostname) return undefined;
  return { host: comparableHost(address.hostname), path: comparablePath(address) };
}

/** The digits of a telephone number. */
const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Why a telephone link's text, a number, is not the number it calls, or undefined. */
function misleadingNumber(text: string, url: string): string | undefined {
  const shown = folded(text).trim();
  // Text that is a number (digits with spaces, dashes, dots, brackets and a "+"); words are the text rule's.
  if (!/^\+?[\d\s().-]{6,}$/.test(shown) || digitsOf(shown).length < 6) return undefined;
  const called = digitsOf(decoded(url.slice("tel:".length)));
  const written = digitsOf(shown);
  // A local form ("03-1234-5678") is the end of the full number without its trunk 0.
  if (called === written || called.endsWith(written.replace(/^0/, ""))) return undefined;
  return `the link's text says ${shown} but the link calls ${url.slice("tel:".length)}: a reader dials the number they see; write the number the link calls`;
}

/** The words of a text that each read as an address, in the order they stand. */
const namedInText = (text: string) =>
  folded(text)
    .split(/\s+/)
    .map((word) => ({ word: asToken(word), named: namedByText(word) }))
    .filter((found): found is { word: string; named: Named } => found.named !== undefined);

/** Why what `shown` names is not where the link goes, or undefined. */
function mismatch(shown: Named, target: Named | undefined): boolean {
  if ("mail" in shown) {
    const recipients = target && "mail" in target ? target.mail.split(",").map((one) => one.trim()) : [];
    return !recipients.includes(shown.mail);
  }
  if (!target || "mail" in target || target.host !== shown.host) return true;
  return !!shown.path && shown.path !== target.path;
}

/**
 * Why a link misleads, or undefined: its text (or its title, which a pointer shows) names an address (a web
 * address, a host name or an e-mail address, alone or inside a phrase such as "Sign in at www.example.com") and
 * its target is not that address (ignoring the scheme, "www.", a trailing "/", and the path when the text names
 * none); or its text is a telephone number and the link calls another.
 */
export function misleadingLinkText(text: string, url: string, title?: string): string | undefined {
  if (/^tel:/i.test(url)) return misleadingNumber(text, url);
  const target = namedByTarget(url);
  if (!target && !/^[a-z][a-z\d+.-]*:/i.test(url)) return undefined; // a page of this site: its own address
  const goesTo =
    target && "mail" in target ? `writes to ${target.mail.split(",").join(", ")}` : `goes to ${url}`;
  const shownMail = new Set<string>();
  let shownIn = "text";
  for (const [what, words] of [
    ["text", text],
    ["title", title ?? ""],
  ] as const) {
    const named = namedInText(words);
    const wrong = named.find(({ named }) => mismatch(named, target));
    if (wrong)
      return `the link's ${what} says ${wrong.word} but the link ${goesTo}: a reader trusts the address they see; write what the link leads to in words (such as "our contact page"), or its real address`;
    for (const { named: one } of named)
      if ("mail" in one) {
        if (!shownMail.size) shownIn = what;
        shownMail.add(one.mail);
      }
  }
  // Text that shows an address shows them all (tenth probe, F4): `[contact@…](mailto:contact@…,collector@…)` writes
  // to a second address the reader never saw. Words ("write to us") name no address and are not compared.
  if (shownMail.size && /^mailto:/i.test(url)) {
    const unseen = mailRecipients(url).filter((one) => !shownMail.has(one));
    if (unseen.length)
      return `the link's ${shownIn} says ${[...shownMail].join(", ")} but the link also writes to ${unseen.join(", ")}: a reader trusts the addresses they see; name every recipient in the text, or link to one address only`;
  }
  return undefined;
}

/** Every recipient of a mailto: link, in small letters: those before the "?" and those of its to= and cc= fields. */
function mailRecipients(url: string): string[] {
  const rest = url.slice("mailto:".length);
  const query = rest.indexOf("?");
  const fields = [...new URLSearchParams(query < 0 ? "" : rest.slice(query + 1))];
  return [
    ...decoded(query < 0 ? rest : rest.slice(0, query)).split(","),
    ...fields.filter(([key]) => /^(to|cc|bcc)$/i.test(key)).flatMap(([, value]) => value.split(",")),
  ]
    .map((one) => folded(one).trim().toLowerCase())
    .filter(Boolean);
}
