// https://vike.dev/description — the page's description (and og:description).
import type { PageContext } from "vike/types";
import { getPageDescription } from "@/lib/head-text";

export default (pageContext: PageContext) => getPageDescription(pageContext.data.head);
