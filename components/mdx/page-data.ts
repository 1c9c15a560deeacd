// What a one-off page's +data hook starts from: its head (title and description), its frontmatter and its body as
// HTML. A page adds what only it shows to this: what its head adds (a hero image to preload, structured data) as
// the second argument, and its own props (a collection, a resolved image) beside it.
import type { HeadData } from "@/lib/types";
import type { Entry } from "@/pipeline/content/types";
import { renderBody } from "./bodies";

type PageCopy = { title: string; description: string };

export async function pageData<T extends PageCopy>(
  entry: Entry<T>,
  head: Pick<HeadData, "preloadImage" | "jsonLd"> = {},
) {
  return {
    head: { title: entry.data.title, description: entry.data.description, ...head },
    page: entry.data,
    body: await renderBody(entry),
  };
}
