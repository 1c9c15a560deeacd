// What a one-off page's +data hook starts from: its head (title and description), its frontmatter and its body as
// HTML. A page adds what only it shows (a hero image to preload, structured data, a collection) to this.
import type { Entry } from "@/pipeline/content/types";
import { renderBody } from "./bodies";

type PageCopy = { title: string; description: string };

export async function pageData<T extends PageCopy>(entry: Entry<T>) {
  return {
    head: { title: entry.data.title, description: entry.data.description },
    page: entry.data,
    body: await renderBody(entry),
  };
}
