// A piscina worker thread that draws social cards (pipeline/output/og-cards.ts runs the pool). Satori's layout is
// plain JavaScript: on the build's main thread it took turns with the prerender, here it has a core of its
// own. The thread writes each card into the cache itself, so the main thread only hands out titles: while
// the prerender or a page check keeps the main thread busy, the cards already handed out still get drawn.
// The drawing is TypeScript with JSX, loaded through tsx's documented API, whatever ran the parent (the
// build runs under tsx, the unit tests under vitest).
import fs from "node:fs/promises";
import { threadId } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { prepareDrawing, renderCardPng } = await tsImport("./og-card.tsx", import.meta.url);
// Fonts parsed and both languages' backgrounds drawn before the first card is asked for.
await prepareDrawing();

/** Draws one card (a CardTask of og-cards.ts) into its file. */
export default async function drawCard({ title, locale, file }) {
  const png = await renderCardPng(title, locale);
  // Written beside its place and renamed into it: a build stopped half-way leaves no half-written card.
  const temp = `${file}.${process.pid}-${threadId}.tmp`;
  await fs.writeFile(temp, png);
  await fs.rename(temp, file);
}
