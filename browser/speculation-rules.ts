// The speculation rules the page's enhancements add (browser/enhance.ts): same-origin pages are prefetched
// when a visitor holds the pointer on a link or starts to tap it, never because a page loaded. The browser applies
// inline rules only when the Content-Security-Policy allows them as it allows a script, so the policy carries their
// hash (pipeline/output/host-files.ts).
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});
