// git in a test's temporary repository, committing as a writer would (no identity needed on the machine).
import { execFileSync } from "node:child_process";

export function writerGit(cwd: string, args: string[]): Buffer {
  return execFileSync("git", args, {
    cwd,
    stdio: "pipe",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "Writer",
      GIT_AUTHOR_EMAIL: "writer@example.com",
      GIT_COMMITTER_NAME: "Writer",
      GIT_COMMITTER_EMAIL: "writer@example.com",
    },
  });
}
