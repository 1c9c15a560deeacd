// https://vike.dev/data — the reviewers' translation status, read from content/ and git at build time.
import type { PageContextServer } from "vike/types";
import { translate } from "@/lib/i18n";
import { getStatusGroupTitles, readTranslationStatus } from "@/pipeline/preview/runtime";

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  return {
    head: {
      title: translate(locale, "preview.status.title"),
      description: translate(locale, "preview.status.description"),
    },
    status: readTranslationStatus(),
    groupTitles: getStatusGroupTitles(locale),
  };
}
export type Data = ReturnType<typeof data>;
