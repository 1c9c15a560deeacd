// git in a test's temporary repository, committing as a writer would (no identity needed on the machine).
import { runGit } from "../../pipeline/git";

export const writerIdentity = {
  GIT_AUTHOR_NAME: "Writer",
  GIT_AUTHOR_EMAIL: "writer@example.com",
  GIT_COMMITTER_NAME: "Writer",
  GIT_COMMITTER_EMAIL: "writer@example.com",
};

export function writerGit(cwd: string, args: string[], env: Record<string, string> = {}): string {
  return runGit(cwd, args, { env: { ...writerIdentity, ...env } });
}
