// Imported first by each command (`npm run check`, `build`, `serve`…): one line, and nothing else loaded, on a
// Node.js older than package.json's "engines" (pipeline/node-version.ts).
import path from "node:path";
import { refuseOldNode } from "./node-version.ts";

refuseOldNode(
  `npm run ${process.env.npm_lifecycle_event ?? path.basename(process.argv[1] ?? "this command", ".ts")}`,
);
