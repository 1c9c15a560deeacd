// The one module that runs git (docs/architecture.md, "Where git runs"): with an argument list, never through a
// shell, and, when git is missing or a command fails, an error that names the command in plain words.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** A git command that could not run or failed; its message names the command, the folder and git's reason. */
export class GitError extends Error {
  override name = "GitError";
}

export type GitOptions = {
  /** Text given to git on its standard input (`cat-file --batch`). */
  input?: string;
  /** Variables added to the environment git runs in (a commit's author in a test's repository). */
  env?: Record<string, string>;
};

/** The command as one would type it, for messages. */
const commandLine = (args: string[]) =>
  ["git", ...args].map((arg) => (/^[\w@%+=:,./^{}~-]+$/.test(arg) ? arg : JSON.stringify(arg))).join(" ");

function exec(cwd: string, args: string[], options: GitOptions): Buffer {
  try {
    return execFileSync("git", args, {
      cwd,
      input: options.input,
      env: options.env ? { ...process.env, ...options.env } : process.env,
      stdio: [options.input === undefined ? "ignore" : "pipe", "pipe", "pipe"],
      maxBuffer: 1 << 30,
    });
  } catch (error) {
    const { code, status, stderr } = error as NodeJS.ErrnoException & {
      status?: number | null;
      stderr?: Buffer;
    };
    const command = `\`${commandLine(args)}\``;
    if (code === "ENOENT")
      throw new GitError(
        fs.existsSync(cwd)
          ? `${command} could not run: git is not installed (or not on the PATH). Install git and run this again.`
          : `${command} could not run: the folder ${cwd} does not exist.`,
      );
    const reason = stderr?.toString("utf8").trim().split("\n")[0];
    throw new GitError(
      `${command} failed in ${cwd}${typeof status === "number" ? ` (exit code ${status})` : ""}: ${reason || (error as Error).message}`,
    );
  }
}

/** git's output as text; throws a GitError naming the command when git is missing or the command fails. */
export function runGit(cwd: string, args: string[], options: GitOptions = {}): string {
  return exec(cwd, args, options).toString("utf8");
}

/** git's output as bytes (`cat-file --batch`, whose sizes count bytes); throws as runGit does. */
export function runGitBytes(cwd: string, args: string[], options: GitOptions = {}): Buffer {
  return exec(cwd, args, options);
}

/**
 * git's output, or undefined where it has none to give: git missing, a folder that is not a checkout, a ref that
 * does not exist. For questions whose "no" is an answer (a build without git has no history, and goes on).
 */
export function tryGit(cwd: string, args: string[]): string | undefined {
  try {
    return runGit(cwd, args);
  } catch (error) {
    if (error instanceof GitError) return undefined;
    throw error;
  }
}

/** Whether `cwd` is inside a git checkout (and git is there to say so). */
export const isCheckout = (cwd: string) =>
  tryGit(cwd, ["rev-parse", "--is-inside-work-tree"])?.trim() === "true";

/** Whether the checkout has only part of the history (a shallow clone). */
export const isShallow = (cwd: string) =>
  tryGit(cwd, ["rev-parse", "--is-shallow-repository"])?.trim() === "true";

/** The commit `ref` names (a branch, tag or commit), or undefined when it names none. */
export const resolveCommit = (cwd: string, ref: string) =>
  tryGit(cwd, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`])?.trim() || undefined;

/**
 * Where HEAD left the main branch `branch`: the remote's copy first (it is the newer), then the local one; undefined
 * when neither exists (a shallow clone, or no main branch) or they share no history with HEAD.
 */
export function findMergeBase(cwd: string, branch: string): { ref: string; commit: string } | undefined {
  for (const ref of [`origin/${branch}`, branch]) {
    if (!resolveCommit(cwd, ref)) continue;
    const commit = tryGit(cwd, ["merge-base", "HEAD", ref])?.trim();
    if (commit) return { ref, commit };
  }
  return undefined;
}

/**
 * The repository's files under `cwd`, as paths relative to it: those git tracks, and with `untracked` also the new
 * ones it does not ignore. Throws a GitError outside a checkout.
 */
export function listFiles(cwd: string, { untracked = false } = {}): string[] {
  const args = ["ls-files", "-z", "--cached", ...(untracked ? ["--others", "--exclude-standard"] : [])];
  return runGit(cwd, args).split("\0").filter(Boolean);
}
