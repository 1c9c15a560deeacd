// html-validate's configuration for the built pages (`npm run check:site`); each relaxed rule says why.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React's server renderer writes void elements as <img/>, the document shell as <meta>; both are valid HTML.
    "void-style": "off",
    // React writes some attribute names in camelCase (hrefLang, dateTime); HTML attribute names are case-insensitive.
    "attr-case": "off",
    // Deliberate: framer-motion's server render writes its start state and sections pass CSS custom properties.
    "no-inline-style": "off",
    // Radix Accordion renders its panels as div role="region", the pattern the WAI-ARIA guide gives.
    "prefer-native-element": ["error", { exclude: ["region"] }],
    // Lists and regions are named on purpose (the topics of an article) so screen readers announce them.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // The investor video is muted, decorative, has a pause button and does not autoplay under reduced motion.
    "no-autoplay": ["error", { exclude: ["video"] }],
    // Page titles are the writers' headlines plus the firm's name; search engines shorten long titles.
    "long-title": "off",
    // vike-react's document template indents its empty slots (head and body injections the site leaves unused).
    "no-trailing-whitespace": "off",
    // React's useId (Radix uses it to tie accordion triggers to panels) makes ids like "_R_6dl_" or ":R6dl:";
    // HTML allows any id without whitespace, which is what relaxed mode checks.
    "valid-id": ["error", { relaxed: true }],
    // React's server renderer writes boolean attributes (the form's required, a selected option) as required="",
    // vike its script tags' async as a bare name; HTML allows both.
    "attribute-boolean-style": "off",
  },
};
