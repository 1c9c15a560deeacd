// https://vike.dev/data — /about/from-our-chairman: portrait, message, name and title.
import type { PageContextServer } from "vike/types";
import { getPageEntry, renderBody, resolveImage } from "../../../renderer/content/data";

export async function data(pageContext: PageContextServer) {
  const entry = getPageEntry("from-our-chairman", pageContext.locale);
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: { ...entry.data, portrait: resolveImage(entry.file, entry.data.portrait) },
    body: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
