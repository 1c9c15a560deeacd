// https://vike.dev/description — the page's description (and og:description), also set on client-side navigation.
import type { PageContext } from "vike/types";
import { getPageDescription } from "./head-text";

export default (pageContext: PageContext) => getPageDescription(pageContext.data.head);
