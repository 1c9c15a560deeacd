// A writer's Markdown body, rendered to HTML at build time.
export function Prose({ html, className = "" }: { html: string; className?: string }) {
  return <div className={`prose-body ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
