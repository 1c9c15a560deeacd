// A writer's Markdown body, rendered to HTML at build time.
import { clsx } from "clsx";

type ProseProps = {
  html: string;
  className?: string;
  /** An article's long body: on a phone its Japanese lines break anywhere, to stay full (styles.css). */
  article?: boolean;
};

export function Prose({ html, className = "", article = false }: ProseProps) {
  return (
    <div
      className={clsx("prose-body", article && "article-body", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
