// The rules for one link a writer types: a page of the site in the right language (and its #anchor), or an
// address the web can reach that reads as where it goes (no local or numeric host, no sign-in part, no look-alike
// host, a telephone number or an e-mail address written in full).
import { domainToUnicode } from "node:url";
import { closest, distance } from "fastest-levenshtein";
import { parse as parseHost } from "tldts";
import { otherLocale, type Locale } from "../../lib/locale.ts";
import { describeLookAlikeHost } from "./link-hosts.ts";
import { decodeEscapes, splitLink, type SiteMap } from "./links.ts";

const languageName: Record<Locale, string> = { en: "English", jp: "Japanese" };

/**
 * localhost and the names of local networks (with or without the final dot of a fully qualified name), and every
 * numeric address, IPv4 or IPv6 (loopback, private and IPv4-mapped ones included): a visitor's browser cannot reach
 * the first, and a public page is linked by its name, never by a number.
 */
function isLocalOrNumericHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "");
  if (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name.endsWith(".local") ||
    name.endsWith(".internal")
  )
    return true;
  return name.includes(":") || /^[\d.]+$/.test(name);
}

/**
 * A telephone link dials what its address holds, so the address must be a number a phone can dial from anywhere: a
 * "+", the country code and the number, 7 to 15 digits in all (the longest the international plan, E.164, allows),
 * optionally grouped by "-" or ".". Letters (`tel:javascript`), spaces (`%20`), an empty number or 60 digits dial
 * nothing or the wrong line.
 */
export const telAddress = /^tel:\+\d(?:[-.]?\d){6,14}$/;
function describeTelLink(url: string): string | undefined {
  if (telAddress.test(url)) return undefined;
  return `the link ${url} is not a telephone number a phone can dial: write tel:, a "+", the country code and the number, 7 to 15 digits in all, with no spaces or letters (such as tel:+6561234567 or tel:+65-6123-4567)`;
}

/**
 * Why the host of an external link (a web page's, or an e-mail recipient's domain) is no public site's name, or
 * undefined: local and numeric addresses, look-alike letters, and names that only a private network knows. A public
 * name has a dot and ends in a suffix of the Public Suffix List's ICANN section (tldts): `router`, `printer.lan`,
 * `wiki.corp`, `x.home` and `.example` do not; `.arpa` is on the list but names no site (`home.arpa` is a home
 * network's, RFC 8375).
 */
function describeHost(url: string, host: string): string | undefined {
  if (isLocalOrNumericHost(host))
    return `the link ${url} points to ${host}, a local or numeric address: link to the public page by its name instead`;
  const lookAlike = describeLookAlikeHost(url, host);
  if (lookAlike) return lookAlike;
  const name = parseHost(host.toLowerCase().replace(/\.+$/, ""));
  if (!host.includes(".") || !name.isIcann || !name.domain || /(^|\.)arpa$/.test(name.publicSuffix ?? ""))
    return `the link ${url} points to ${host}, a name only a private network knows (it has no dot, or does not end in a public domain such as .com or .sg): ${url.startsWith("mailto:") ? "write the recipient's public e-mail address, such as mailto:contact@example.com" : "link to the public page by its full name, such as https://www.example.com/"}`;
  return undefined;
}

/**
 * Why the host of a web or e-mail address is written as another than the one it goes to, or undefined. The URL parser
 * reads an ideographic or full-width full stop ("。", "．") as a dot, full-width letters as plain ones, "%61" as "a" and
 * a backslash as a slash, so `https://www.example.co.uk。evil.com/` goes to www.example.co.uk.evil.com, and
 * `https://www.example.com\.evil.com/` to www.example.com: a reviewer reads one host in the source and a visitor
 * goes to another (stop 76, H1). The host must be written as the browser reads it: in its own letters (an
 * international name in Unicode or in its xn-- form), in any case.
 */
function describeRewrittenHost(url: string, written: string, host: string): string | undefined {
  const shown = domainToUnicode(host) || host;
  const asWritten = written.normalize("NFC").toLowerCase();
  if (asWritten === host || asWritten === shown) return undefined;
  return `the link ${url} goes to ${shown}, which is not how its address is written ("${written}": the browser reads "。", "．", full-width letters, "%" escapes and "\\" as other characters): write the address as the browser reads it, with ${shown} as its host`;
}

/**
 * A mailto: link sends mail to each of its recipients (RFC 6068): those before the "?", and those of its to= and cc=
 * fields. Each must be an e-mail address whose domain passes the host rules of a web link. A bcc= field is refused
 * whatever it names: it copies every message to someone the visitor does not see; so is any other header than
 * subject=, body=, to= and cc= (reply-to=, from=…), and a line break in any field but body=, which a mail program
 * may read as a header line of its own ("Hi%0ABcc:%20someone@…"). Then to= and cc= are refused too (tenth probe,
 * F4): a visitor sees neither on the page, only once the mail program has opened, and every recipient can be written
 * before the "?", where the link-text rule compares them with the address the text shows (link-text.ts).
 */
function describeMailtoLink(url: string): string | undefined {
  const rest = url.slice("mailto:".length);
  const query = rest.indexOf("?");
  const fields = [...new URLSearchParams(query < 0 ? "" : rest.slice(query + 1))];
  // A blind copy is sent without the visitor seeing it in the address lines they check before sending.
  const blind = fields.find(([key]) => /^bcc$/i.test(key));
  if (blind)
    return `the link ${url} adds a hidden recipient (bcc=${blind[1]}) to every message a visitor writes with it, which the visitor may not notice before sending: remove "bcc=…", and name every recipient before the "?"`;
  const header = fields.find(([key]) => !/^(subject|body|to|cc)$/i.test(key));
  if (header)
    return `the link ${url} sets the mail header "${header[0]}", which a visitor does not see before sending: a mailto: link may set only subject= and body=, with every recipient before the "?"`;
  const broken = fields.find(([key, value]) => !/^body$/i.test(key) && /[\r\n]/.test(value));
  if (broken)
    return `the link ${url} puts a line break into its ${broken[0]}= field, where a mail program may read the next line as a header of its own (such as "Bcc:", a hidden recipient): write the ${broken[0]} on one line; a line break belongs only in body=`;
  const recipients = [
    ...(query < 0 ? rest : rest.slice(0, query)).split(",").map((text) => decodeEscapes(text) ?? text),
    ...fields.filter(([key]) => /^(to|cc)$/i.test(key)).flatMap(([, value]) => value.split(",")),
  ]
    .map((text) => text.trim())
    .filter(Boolean);
  for (const recipient of recipients) {
    const domain = /^[^\s@]+@([^\s@]+)$/.exec(recipient)?.[1];
    const host = domain && URL.parse(`https://${domain}/`)?.hostname;
    if (!host)
      return `the link ${url} sends mail to "${recipient}", which is not an e-mail address: write it as name@domain, such as mailto:contact@example.com`;
    const problem = describeHost(url, host) ?? describeRewrittenHost(url, domain, host);
    if (problem) return problem;
  }
  const hidden = fields.find(([key]) => /^(to|cc)$/i.test(key));
  if (hidden)
    return `the link ${url} adds a recipient in ${hidden[0]}=${hidden[1]}, which a visitor does not see on the page before their mail program opens: write every recipient before the "?", separated by commas (such as mailto:contact@example.com,desk@example.com), and name each in the link's text or write the text in words`;
  return undefined;
}

/** Checks one link a writer typed, in a page of `locale`. `ownIds` are the ids of the linking page. */
export function checkLink(
  url: string,
  locale: Locale,
  site: SiteMap,
  ownIds: Set<string>,
): string | undefined {
  if (/%(?![0-9a-f]{2})/i.test(url) || decodeEscapes(url) === undefined)
    return `the link ${url} has a "%" that is not followed by two hex digits: write the text as it is (the site encodes it), or fix the escape`;
  if (url.startsWith("https://")) {
    const host = URL.parse(url)?.hostname;
    if (!host) return `the link ${url} is not a web address: check it for spaces and typing mistakes`;
    // The host as written: after any sign-in part (refused on its own, describeSignInLink), before any port.
    const authority = /^https:\/\/([^/?#]*)/.exec(url)![1]!;
    const written = authority.slice(authority.lastIndexOf("@") + 1).replace(/:\d*$/, "");
    return describeHost(url, host) ?? describeRewrittenHost(url, written, host);
  }
  if (url.startsWith("//"))
    return `the link ${url} starts with "//", which a browser reads as an address on another host: write /path for a page of this site, or the full https:// address of another site`;
  if (url.startsWith("tel:")) return describeTelLink(url);
  if (url.startsWith("mailto:")) return describeMailtoLink(url);
  if (url.startsWith("http://"))
    return `the link ${url} must use https:// (write https:// instead of http://)`;
  if (url.startsWith("#")) {
    const id = decodeEscapes(url.slice(1)) ?? url.slice(1);
    return ownIds.has(id)
      ? undefined
      : `the link ${url} points to a heading this page does not have: check the heading's anchor`;
  }
  if (!url.startsWith("/"))
    return `the link ${url} must be a site path starting with / (such as /services) or a full https:// address`;
  const { path: target, hash } = splitLink(url);
  if (target === "/jp" || target.startsWith("/jp/"))
    return `the link ${url} must be written without /jp: the site adds it on Japanese pages`;
  const ids = site[locale].get(target);
  if (!ids) {
    // The page a typo most likely meant: the closest existing path, if it is close.
    const nearest = closest(target, [...site[locale].keys()]);
    const near = nearest && distance(target, nearest) <= Math.max(3, Math.floor(target.length / 4));
    return `the link ${url} points to a page that does not exist in ${languageName[locale]}${near ? `: did you mean ${nearest}?` : ""}`;
  }
  if (hash && !ids.has(hash))
    return `the link ${url} points to an anchor "#${hash}" that the page ${target} does not have`;
}

/**
 * A link with sign-in details (`https://www.kizunabridge.example@evil.example/login`) reads as one site and goes to
 * another (the part before "@" is a user name): refused in bodies as the settings refuse it (content/fields.ts).
 */
export function describeSignInLink(url: string): string | undefined {
  const address = URL.parse(url.trim(), "https://site.invalid/");
  if (!address || !(address.username || address.password)) return undefined;
  return `the link ${url} goes to ${address.host}, whatever its start says: the part before "@" is a user name, which no link needs. Write the address of the page itself`;
}
