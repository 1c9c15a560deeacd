// The content editor's response headers (/admin): a policy of its own, because it is an app that talks to GitHub,
// not a page (docs/deploy.md, "What each host sends"). No build tools here: the site gates read it too.
import { adminPath } from "../../cms/paths";
import { site } from "../../lib/site";
import { disabledFeatures } from "./security-headers";

/** The GitHub API the editor reads and saves through (GitHub's REST and GraphQL endpoints). */
export const githubApi = "https://api.github.com";

/** The hosts the editor may reach besides its own: GitHub's API and the sign-in proxy, nothing else. */
export function adminRemoteOrigins(authUrl = site.cms.authUrl): string[] {
  return [githubApi, new URL(authUrl).origin];
}

/**
 * The editor's policy. It runs more than the pages do (a single-page app that talks to GitHub), so it gets its own:
 * scripts only from the site (and WebAssembly, for its image encoder), styles inline (the app injects them), images
 * and files from the site or made in the browser (blob:, data:), and connections to the site, GitHub's API and the
 * sign-in proxy only.
 */
export function adminContentSecurityPolicy(authUrl = site.cms.authUrl): string {
  const remote = adminRemoteOrigins(authUrl).join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "media-src 'self' blob:",
    `connect-src 'self' blob: data: ${remote}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers of the editor's page: its policy, never framed, never indexed, and a sign-in popup it can talk to. */
export function adminDocumentHeaders(authUrl = site.cms.authUrl): Record<string, string> {
  // The editor copies text to the clipboard and can go full screen; everything else stays off.
  const allowed = new Set(["clipboard-read", "clipboard-write", "fullscreen"]);
  return {
    "Content-Security-Policy": adminContentSecurityPolicy(authUrl),
    "X-Frame-Options": "DENY",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": disabledFeatures
      .map((feature) => (allowed.has(feature) ? `${feature}=(self)` : `${feature}=()`))
      .join(", "),
    // GitHub sign-in opens the proxy in a popup that hands the token back to its opener; `same-origin` would cut
    // that link. Popups keep it; other documents still get no reference to the editor.
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

/** The `_headers` patterns of the editor: its page and everything below it. */
export const adminPatterns = [adminPath, `${adminPath}/*`];
