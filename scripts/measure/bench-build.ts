// `npm run bench:build -- --articles N`: builds a copy of the site with N generated article pairs
// (2N extra pages) in a temporary directory and reports wall time, time per page, pages and peak memory.
// Options: --cold (a newcomer's first build: `git clone` of the last commit, `npm ci`, `npm run build`, with
// nothing cached: no image cache, no social cards, no tsx cache; the clone and the install are timed apart
// from the build), --json FILE (save the result), --profile DIR (V8 CPU profiles of the build), --keep (keep
// the copy).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { watchTreeRss } from "./process-tree";
import { writeSyntheticArticles } from "./synthetic-articles";
import { countOf } from "../../pipeline/content/problems";
import { runGit } from "../../pipeline/git";

const { values } = parseArgs({
  options: {
    articles: { type: "string", default: "10" },
    json: { type: "string" },
    profile: { type: "string" },
    keep: { type: "boolean", default: false },
    cold: { type: "boolean", default: false },
  },
});
const articles = Number(values.articles);
if (!Number.isInteger(articles) || articles < 0) {
  console.error(`--articles must be a whole number, got "${values.articles}"`);
  process.exit(2);
}

const repo = process.cwd();
const skipped = new Set(["node_modules", "dist", ".git"]);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "kizuna-bench-"));
// A first build starts with no tsx cache either (tsx keeps compiled files in the temporary folder).
const emptyTmp = values.cold ? fs.mkdtempSync(path.join(os.tmpdir(), "kizuna-bench-tmp-")) : undefined;
const cleanUp = () => {
  if (emptyTmp) fs.rmSync(emptyTmp, { recursive: true, force: true });
  if (!values.keep) fs.rmSync(work, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  cleanUp();
  process.exit(130);
});

function countHtml(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html")).length;
}

/** Runs a command in the copy and returns its wall time in seconds. */
function timed(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const from = performance.now();
  execFileSync(command, args, { cwd: work, stdio: ["ignore", "ignore", "inherit"], env });
  return (performance.now() - from) / 1000;
}

const buildEnv: NodeJS.ProcessEnv = emptyTmp ? { ...process.env, TMPDIR: emptyTmp } : process.env;
// This Node first on PATH: npm ci refuses an older one (engine-strict), as it would a newcomer's.
const nodeEnv = {
  ...buildEnv,
  PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
};
let cloneSeconds: number | undefined;
let installSeconds: number | undefined;

try {
  if (values.cold) {
    // What a newcomer does: clone (the last commit, as they would get it) and install. Each is timed; the
    // install's time depends mostly on the network and npm's own cache, so the build is reported apart.
    console.log(`Cloning ${repo} (its last commit) and running npm ci …`);
    const cloneFrom = performance.now();
    runGit(work, ["clone", "--quiet", "--no-hardlinks", repo, work]);
    cloneSeconds = (performance.now() - cloneFrom) / 1000;
    installSeconds = timed("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], nodeEnv);
  } else {
    for (const name of fs.readdirSync(repo)) {
      if (skipped.has(name)) continue;
      fs.cpSync(path.join(repo, name), path.join(work, name), { recursive: true });
    }
    // The repository's packages and caches (images in node_modules/.cache, social cards in .tmp).
    fs.symlinkSync(path.join(repo, "node_modules"), path.join(work, "node_modules"), "dir");
  }
  writeSyntheticArticles(work, articles);

  // --cpu-prof is refused in NODE_OPTIONS, so the build runs in this node with tsx as a loader.
  const nodeArgs = ["--import", "tsx"];
  if (values.profile) {
    const profileDir = path.resolve(values.profile);
    fs.mkdirSync(profileDir, { recursive: true });
    nodeArgs.unshift("--cpu-prof", `--cpu-prof-dir=${profileDir}`);
  }

  console.log(
    `Building the site with ${countOf(articles, "extra article pair")} in ${work}${values.cold ? ", no caches" : ""} …`,
  );
  const started = performance.now();
  const phases: Record<string, number> = {};
  // GNU time adds the CPU seconds of the build, which, unlike wall time, hardly change when other work
  // shares the machine.
  const timer = fs.existsSync("/usr/bin/time") ? ["/usr/bin/time", "-f", "BENCH_CPU %U %S"] : [];
  // A newcomer types `npm run build`; a profile needs this node's own flags.
  const build =
    values.cold && !values.profile
      ? ["npm", "run", "--silent", "build"]
      : [process.execPath, ...nodeArgs, "scripts/build.ts"];
  const command = [...timer, ...build];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: work,
    stdio: ["ignore", "pipe", "pipe"],
    env: nodeEnv,
  });
  const memory = watchTreeRss(child.pid!);
  let output = "";
  let pending = "";
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    const at = (performance.now() - started) / 1000;
    // The build prints a line as each of its steps starts (`vite build…`, scripts/build.ts).
    const lines = (pending + text).split("\n");
    pending = lines.pop()!;
    for (const line of lines) {
      const step = /^([a-z][a-z ]*)…$/.exec(line)?.[1];
      if (step) phases[step] ??= at;
    }
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const code = await new Promise<number>((resolve) => child.on("close", (status) => resolve(status ?? 1)));
  const wallSeconds = (performance.now() - started) / 1000;
  const peakBytes = memory.stop();
  if (code !== 0) {
    console.error(output.split("\n").slice(-30).join("\n"));
    throw new Error(`The build exited with status ${code}`);
  }

  const cpu = /BENCH_CPU ([\d.]+) ([\d.]+)/.exec(output);
  // The build's own summary of its steps (scripts/build.ts).
  const steps = /^Times: (.*)$/m.exec(output)?.[1];
  const cpuSeconds = cpu ? Number(cpu[1]) + Number(cpu[2]) : undefined;
  const pages = countHtml(path.join(work, "dist", "client"));
  const result = {
    articlePairs: articles,
    cold: values.cold,
    pages,
    ...(cloneSeconds !== undefined && { cloneSeconds: Number(cloneSeconds.toFixed(1)) }),
    ...(installSeconds !== undefined && { installSeconds: Number(installSeconds.toFixed(1)) }),
    wallSeconds: Number(wallSeconds.toFixed(2)),
    secondsPerPage: Number((wallSeconds / pages).toFixed(4)),
    peakMemoryMiB: Math.round(peakBytes / 2 ** 20),
    cpuSeconds,
    // Seconds from the start of the run at which each phase began, from the build's own output.
    steps,
    phaseStarts: Object.fromEntries(
      Object.entries(phases).map(([key, value]) => [key, Number(value.toFixed(2))]),
    ),
    node: process.version,
    cpus: os.cpus().length,
  };
  const prerenderSeconds = phases.prerender === undefined ? undefined : wallSeconds - phases.prerender;
  const phaseList = Object.entries(phases)
    .map(([name, at]) => `${name} ${at.toFixed(1)} s`)
    .join(", ");
  const setup =
    cloneSeconds === undefined
      ? ""
      : `git clone             ${cloneSeconds.toFixed(1)} s
npm ci                ${installSeconds!.toFixed(1)} s (mostly the network and npm's cache)
`;
  console.log(`
${setup}article pairs added   ${articles}
pages built           ${pages} HTML files
wall time             ${wallSeconds.toFixed(1)} s (the build${values.cold ? ", `npm run build`" : ""})
time per page         ${(result.secondsPerPage * 1000).toFixed(1)} ms
CPU time              ${cpuSeconds?.toFixed(1) ?? "?"} s (user + system)
peak memory           ${result.peakMemoryMiB} MiB (resident, build process tree)
steps                 ${steps ?? "?"}
step starts           ${phaseList || "?"} (seconds from the start of the run)
prerender to the end  ${prerenderSeconds?.toFixed(1) ?? "?"} s`);
  if (values.json)
    fs.writeFileSync(values.json, `${JSON.stringify({ ...result, prerenderSeconds }, null, 2)}\n`);
  if (values.keep) console.log(`Kept ${work}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  cleanUp();
}
