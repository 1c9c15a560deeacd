// The child process of svg-draw.ts: draws each SVG it is sent exactly as the build does (drawLargest), and answers
// how long it took or why it failed. Run by Node alone, so it imports only files Node reads as they are.
import sharp from "sharp";
import { drawLargest } from "../vite/draw-image.ts";

// One drawing after another, each of a different file: nothing is worth keeping between them.
sharp.cache(false);

// A parent that goes (killed, stopped, or done with us) takes this child with it: the IPC channel closes. SIGKILL,
// not process.exit: exit waits for the drawing under way on libuv's threads to finish, which can take minutes.
process.on("disconnect", () => process.kill(process.pid, "SIGKILL"));

process.on("message", async (message: { source: string; widths?: number[] }) => {
  const from = performance.now();
  try {
    await drawLargest(Buffer.from(message.source, "base64"), message.widths);
    process.send!({ ok: true, ms: Math.round(performance.now() - from) });
  } catch (error) {
    process.send!({ ok: false, error: (error as Error).message });
  }
});
// Loaded: the parent starts its clock and sends the drawing.
process.send!({ ready: true });
