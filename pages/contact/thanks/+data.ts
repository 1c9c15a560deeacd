// https://vike.dev/data
import type { PageContextServer } from "vike/types";
import { getPageEntry } from "@/pipeline/runtime/data";

export function data(pageContext: PageContextServer) {
  const entry = getPageEntry("contact-thanks", pageContext.locale);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
  };
}
export type Data = ReturnType<typeof data>;
