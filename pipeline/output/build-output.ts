// Where a build is written and how it is put in place: into a fresh folder beside dist/, moved into place only
// when every step has passed, with a marker written last that `npm run serve` requires. A build stopped
// halfway (Ctrl-C, a killed job) leaves the previous site as it was.
import fs from "node:fs";
import path from "node:path";

/** The file a build writes last, beside the site (dist/build-complete): hosts never see it. */
export const completionMarker = (distDir: string) => path.join(distDir, "build-complete");

/** A fresh folder for this build, beside `distDir` (the same file system, so one rename puts it in place). */
export function stagingDir(distDir: string): string {
  const parent = path.dirname(path.resolve(distDir));
  const name = path.basename(distDir);
  // Leftovers of builds that were stopped: nothing else names them. A build still running beside this one (a second
  // terminal, `npm run build:preview` while `npm start` builds) keeps its folder: removing it stopped that build on a
  // missing file (which then removed dist/), or, in its last steps, had it put in place a new folder holding only what
  // those steps wrote, marker and all (stop 81, A1).
  const prefix = `.${name}-building-`;
  for (const entry of fs.readdirSync(parent)) {
    if (!entry.startsWith(prefix)) continue;
    const owner = /^(\d+)(?:-previous)?$/.exec(entry.slice(prefix.length))?.[1];
    if (!(owner && isRunning(Number(owner))))
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  return path.join(parent, `.${name}-building-${process.pid}`);
}

/** Whether process `pid` (another than this one) is still running. */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Puts the finished build `staged` in the place of `distDir`, then writes the marker. A `distDir` that is a
 * mount point (a container's volume) cannot be renamed (EBUSY, EXDEV): its contents are replaced instead, with
 * the marker removed first and written last, so an interrupted replacement is never served.
 */
export function publishBuild(staged: string, distDir: string): void {
  const previous = `${staged}-previous`;
  try {
    if (fs.existsSync(distDir)) fs.renameSync(distDir, previous);
    fs.renameSync(staged, distDir);
    fs.rmSync(previous, { recursive: true, force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EBUSY" && code !== "EXDEV" && code !== "EPERM") throw error;
    if (fs.existsSync(previous) && !fs.existsSync(distDir)) fs.renameSync(previous, distDir);
    fs.rmSync(completionMarker(distDir), { force: true });
    for (const entry of fs.readdirSync(distDir))
      fs.rmSync(path.join(distDir, entry), { recursive: true, force: true });
    fs.cpSync(staged, distDir, { recursive: true });
    fs.rmSync(staged, { recursive: true, force: true });
  }
  fs.writeFileSync(completionMarker(distDir), `${new Date().toISOString()}\n`);
}

/** Whether `distDir` holds a build that ran to its end. */
export const isCompleteBuild = (distDir: string) => fs.existsSync(completionMarker(distDir));

/** Removes a build; of a mount point, whatever is in it (the folder itself cannot go). */
export function removeBuild(distDir: string): void {
  try {
    fs.rmSync(distDir, { recursive: true, force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EBUSY" && code !== "EPERM") throw error;
    for (const entry of fs.readdirSync(distDir))
      fs.rmSync(path.join(distDir, entry), { recursive: true, force: true });
  }
}
