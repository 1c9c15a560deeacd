// A writer's Markdown body, rendered to HTML at build time.
import { clsx } from "clsx";

export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return <div className={clsx("prose-body", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
