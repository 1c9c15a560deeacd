// https://vike.dev/headHtmlBegin — first in <head>: the stored language choice redirects before anything
// is fetched or painted (lib/language-preference.ts). Raw HTML: vike-react inserts it as it is.
import { preferenceRedirectScript } from "@/lib/language-preference";

export default () => `<script>${preferenceRedirectScript}</script>`;
