// https://vike.dev/data — the reviewers' translation status, read from content/ and git at build time.
import type { PageContextServer } from "vike/types";
import { translate } from "@/renderer/i18n";
import { getTranslationStatus } from "@/renderer/content/translation-status";
import { getStatusGroupTitles } from "@/renderer/content/data";

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  return {
    head: {
      title: translate(locale, "preview.status.title"),
      description: translate(locale, "preview.status.description"),
    },
    status: getTranslationStatus(),
    groupTitles: getStatusGroupTitles(locale),
  };
}
export type Data = ReturnType<typeof data>;
