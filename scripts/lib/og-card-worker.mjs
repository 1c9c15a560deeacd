// A worker thread that draws social cards (scripts/lib/og-cards.ts starts one per core). Satori's layout is
// plain JavaScript: on the build's main thread it took turns with the prerender, here it has a core of its
// own. The drawing is TypeScript with JSX, loaded through tsx's documented API, whatever ran the parent
// (the build runs under tsx, the unit tests under vitest).
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const { renderCardPng } = await tsImport("./og-card.tsx", import.meta.url);

parentPort.on("message", async ({ id, title, locale }) => {
  try {
    const png = await renderCardPng(title, locale);
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort.postMessage({ id, png: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
