// https://vike.dev/data
import { render } from "vike/abort";
import type { PageContextServer } from "vike/types";
import { findEntry, renderBody, resolveImage } from "../../../renderer/content/data";

export async function data(pageContext: PageContextServer) {
  const entry = findEntry("projects", pageContext.locale, pageContext.routeParams.slug ?? "");
  if (!entry) throw render(404);
  const { image, ...project } = entry.data;
  return {
    head: { title: project.title, description: project.excerpt },
    project,
    image: resolveImage(entry.file, image),
    description: await renderBody(entry),
  };
}
export type Data = Awaited<ReturnType<typeof data>>;
