// A link whose text is itself an address, and which leads to another: `[www.kizunabridge.com](https://other.com/)`
// shows the firm's address and opens another site, `[contact@…](mailto:someone@else.com)` writes to someone else.
// The phishing pattern of the look-alike rule (link-hosts.ts), without any look-alike. Text that is words is
// never read as an address: only text that is one whole address (a scheme, "www.", an e-mail address, or a host
// name ending in a public suffix, such as example.com) is compared with where the link goes.
import { parse as parseHost } from "tldts";

/** Text a reader reads as an address: one token, without the sentence's full stop or brackets around it. */
const asToken = (text: string) =>
  text
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
  `${decoded(address.pathname).replace(/\/+$/, "")}${decoded(address.search)}`;

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

/**
 * Why a link misleads, or undefined: its text is one address (a web address, a host name or an e-mail address)
 * and its target is not that address (ignoring the scheme, "www.", a trailing "/", and the path when the text
 * names none).
 */
export function misleadingLinkText(text: string, url: string): string | undefined {
  const shown = namedByText(text);
  if (!shown) return undefined;
  const target = namedByTarget(url);
  if (!target && !/^[a-z][a-z\d+.-]*:/i.test(url)) return undefined; // a page of this site: its own address
  const written = asToken(text);
  const goesTo =
    target && "mail" in target ? `writes to ${target.mail.split(",").join(", ")}` : `goes to ${url}`;
  const refuse = () =>
    `the link's text says ${written} but the link ${goesTo}: a reader trusts the address they see; write what the link leads to in words (such as "our contact page"), or its real address`;
  if ("mail" in shown) {
    const recipients = target && "mail" in target ? target.mail.split(",").map((one) => one.trim()) : [];
    return recipients.includes(shown.mail) ? undefined : refuse();
  }
  if (!target || "mail" in target || target.host !== shown.host) return refuse();
  return shown.path && shown.path !== target.path ? refuse() : undefined;
}
