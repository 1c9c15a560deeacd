// https://vike.dev/data — what this branch changed against the main branch, read from content/ and git at build time.
import type { PageContextServer } from "vike/types";
import { translate } from "@/lib/i18n";
import { getStatusGroupTitles } from "@/build/runtime/data";
import { readBranchChanges } from "@/build/runtime/reviews";

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext;
  return {
    head: {
      title: translate(locale, "preview.changes.title"),
      description: translate(locale, "preview.changes.description"),
    },
    changes: readBranchChanges(),
    groupTitles: getStatusGroupTitles(locale),
  };
}
export type Data = ReturnType<typeof data>;
