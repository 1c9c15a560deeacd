// The sections of a rendered body: its second-level headings with their ids (rehype-slug's), for a long page's
// "On this page" list.
import { Parser } from "htmlparser2";

export type Heading = { id: string; text: string };

export function headingsOf(html: string): Heading[] {
  const headings: Heading[] = [];
  let current: Heading | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "h2" && attributes.id) current = { id: attributes.id, text: "" };
    },
    ontext(text) {
      if (current) current.text += text;
    },
    onclosetag(name) {
      if (name !== "h2" || !current) return;
      headings.push({ id: current.id, text: current.text.trim() });
      current = undefined;
    },
  });
  parser.end(html);
  return headings;
}
