// A writer's Markdown body, rendered to HTML at build time.
import { clsx } from "clsx";

type ProseProps = {
  html: string;
  className?: string;
  /** An article's long body: on a phone its Japanese lines break anywhere, to stay full (styles.css). */
  article?: boolean;
  /** A legal page's body (privacy, important information): the full ink, for long reading (styles.css). */
  legal?: boolean;
};

export function Prose({ html, className = "", article = false, legal = false }: ProseProps) {
  return (
    <div
      className={clsx("prose-body", article && "article-body", legal && "legal-body", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
