// https://vike.dev/headHtmlBegin — first in <head>: the stored language choice redirects before anything
// is fetched or painted (lib/language-preference.ts), and a skipped view transition's promises are handled
// before the page can reveal (lib/view-transitions.ts). Raw HTML: vike-react inserts it as it is.
import { preferenceRedirectScript } from "@/lib/language-preference";
import { settleViewTransitionsScript } from "@/lib/view-transitions";

export default () => `<script>${settleViewTransitionsScript};${preferenceRedirectScript}</script>`;
