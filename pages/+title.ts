// https://vike.dev/title — the page's <title> (and og:title).
import type { PageContext } from "vike/types";
import { getPageTitle } from "@/lib/head-text";

export default (pageContext: PageContext) => getPageTitle(pageContext.data.head, pageContext.locale);
