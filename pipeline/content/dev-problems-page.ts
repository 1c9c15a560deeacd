// What `npm run dev` shows instead of a page while the content has a problem that no page can be shown
// with: the problems, in a writer's words, and what happens next. It loads Vite's client, so the reload that
// follows the next saved change under content/ brings the page back by itself.
import { escapeHtml } from "../../lib/escape-html.ts";

export const devProblemsTitle = "The preview is waiting for a fix in content/";

export const devProblemsPage = (message: string) => `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(devProblemsTitle)}</title>
<script type="module" src="/@vite/client"></script>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a2e}
pre{white-space:pre-wrap;background:#fff4f0;border-left:4px solid #c8102e;padding:1rem;font-size:14px}</style></head>
<body><main>
<h1>${escapeHtml(devProblemsTitle)}</h1>
<pre data-testid="content-problems">${escapeHtml(message)}</pre>
<p>Fix the files named above and save them: this page comes back by itself. <code>npm run check</code> lists the same problems.</p>
</main></body>
</html>`;
