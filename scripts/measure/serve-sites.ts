// Serves built sites for `npm run lighthouse`, each as `npm run serve` serves dist/client (compressed,
// cached, the site's _headers): `node --import tsx scripts/measure/serve-sites.ts ROOT:PORT [ROOT:PORT …]`.
// A process of its own, so that Lighthouse's work in the measuring process never delays an answer.
import { createStaticServer } from "../serve";

const sites = process.argv.slice(2).map((argument) => {
  const at = argument.lastIndexOf(":");
  return { root: argument.slice(0, at), port: Number(argument.slice(at + 1)) };
});
await Promise.all(
  sites.map(
    ({ root, port }) =>
      new Promise<void>((resolve) => createStaticServer(root).listen(port, "127.0.0.1", () => resolve())),
  ),
);
console.log(`Serving ${sites.map(({ root, port }) => `${root} at http://localhost:${port}`).join(", ")}`);
