// https://vike.dev/lang — <html lang>: "ja" on Japanese pages (BCP 47), "en" otherwise.
import type { PageContext } from "vike/types";
import { languageTag } from "@/lib/locale";

export default (pageContext: PageContext) => languageTag[pageContext.locale];
