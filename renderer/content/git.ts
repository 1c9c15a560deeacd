// Runs git in a checkout for the reviewers' pages (translation status, what this branch changed): the
// output, or undefined when git is missing, the folder is not a checkout or the command fails.
import { execFileSync } from "node:child_process";

export function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync("git", args, {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 1 << 26,
    });
  } catch {
    return undefined;
  }
}
