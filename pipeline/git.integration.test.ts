// The one module that runs git, on temporary repositories: its output, its errors in plain words, the merge base
// with the main branch (the remote's copy first) and the repository's files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writerGit } from "../scripts/lib/writer-git";
import {
  findMergeBase,
  GitError,
  isCheckout,
  isShallow,
  listFiles,
  resolveCommit,
  runGit,
  tryGit,
} from "./git";

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "git-module-"));
  temporary.push(dir);
  return dir;
};

/** A repository on `main` with one commit per message, each adding a file; the commits' hashes, oldest first. */
function repository(messages: string[]): { root: string; commits: string[] } {
  const root = tempDir();
  writerGit(root, ["init", "-q", "-b", "main"]);
  const commits = messages.map((message, index) => {
    fs.writeFileSync(path.join(root, `file-${index}.txt`), message);
    writerGit(root, ["add", "-A"]);
    writerGit(root, ["commit", "-qm", message]);
    return runGit(root, ["rev-parse", "HEAD"]).trim();
  });
  return { root, commits };
}

/** What a command throws, for its message. */
function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("it did not throw");
}

describe("runGit", () => {
  it("gives git's output", () => {
    const { root, commits } = repository(["First"]);
    expect(runGit(root, ["log", "--format=%s"])).toBe("First\n");
    expect(resolveCommit(root, "main")).toBe(commits[0]);
    expect(isCheckout(root)).toBe(true);
    expect(isShallow(root)).toBe(false);
  });

  it("passes each argument to git as it is, never to a shell", () => {
    const { root } = repository(["First"]);
    const message = 'Quotes " and $(touch shell-ran) and `touch shell-ran`; touch shell-ran';
    fs.writeFileSync(path.join(root, "second.txt"), "2");
    writerGit(root, ["add", "-A"]);
    writerGit(root, ["commit", "-qm", message]);
    expect(runGit(root, ["log", "-1", "--format=%s"]).trim()).toBe(message);
    expect(fs.existsSync(path.join(root, "shell-ran"))).toBe(false);
  });

  it("names the command, the folder and git's reason when a command fails", () => {
    const { root } = repository(["First"]);
    const error = errorOf(() => runGit(root, ["show", "no-such-branch:file-0.txt"]));
    expect(error).toBeInstanceOf(GitError);
    expect(error.message).toMatch(
      new RegExp(`^\`git show no-such-branch:file-0.txt\` failed in ${root} \\(exit code 128\\): fatal: `),
    );
    expect(error.message).not.toContain("\n");
  });

  it("says git is missing when it cannot be found, and when the folder does not exist", () => {
    const { root } = repository(["First"]);
    const missing = errorOf(() => runGit(root, ["status"], { env: { PATH: path.join(root, "no-bin") } }));
    expect(missing).toBeInstanceOf(GitError);
    expect(missing.message).toBe(
      "`git status` could not run: git is not installed (or not on the PATH). Install git and run this again.",
    );
    const gone = path.join(root, "gone");
    expect(errorOf(() => runGit(gone, ["status"])).message).toBe(
      `\`git status\` could not run: the folder ${gone} does not exist.`,
    );
  });

  it("quotes an argument with spaces in the command it names", () => {
    const { root } = repository(["First"]);
    expect(errorOf(() => runGit(root, ["show", "no such:file"])).message).toMatch(
      /^`git show "no such:file"` failed/,
    );
  });
});

describe("tryGit", () => {
  it("has no answer outside a checkout, for a ref that does not exist, or without git", () => {
    const outside = tempDir();
    expect(tryGit(outside, ["rev-parse", "HEAD"])).toBeUndefined();
    expect(isCheckout(outside)).toBe(false);
    const { root } = repository(["First"]);
    expect(resolveCommit(root, "no-such-branch")).toBeUndefined();
    expect(tryGit(root, ["log", "-1", "--format=%s"])).toBe("First\n");
  });
});

describe("findMergeBase", () => {
  it("finds where HEAD left main, with the remote's copy first", () => {
    const { root, commits } = repository(["First", "Second"]);
    writerGit(root, ["checkout", "-q", "-b", "writers/branch"]);
    fs.writeFileSync(path.join(root, "branch.txt"), "branch");
    writerGit(root, ["add", "-A"]);
    writerGit(root, ["commit", "-qm", "On the branch"]);
    // main moves on after the branch left it: the merge base stays where the branch started.
    writerGit(root, ["checkout", "-q", "main"]);
    fs.writeFileSync(path.join(root, "main.txt"), "main");
    writerGit(root, ["add", "-A"]);
    writerGit(root, ["commit", "-qm", "Later on main"]);
    writerGit(root, ["checkout", "-q", "writers/branch"]);
    expect(findMergeBase(root, "main")).toEqual({ ref: "main", commit: commits[1] });

    // The remote's main, here one that has taken the branch in, wins over the local copy.
    writerGit(root, ["update-ref", "refs/remotes/origin/main", "HEAD"]);
    expect(findMergeBase(root, "main")).toEqual({ ref: "origin/main", commit: resolveCommit(root, "HEAD") });
  });

  it("finds none without a main branch or outside a checkout", () => {
    const { root } = repository(["First"]);
    writerGit(root, ["branch", "-q", "-m", "main", "trunk"]);
    expect(findMergeBase(root, "main")).toBeUndefined();
    expect(findMergeBase(tempDir(), "main")).toBeUndefined();
  });
});

describe("listFiles", () => {
  it("lists the tracked files, and with untracked the new ones git does not ignore", () => {
    const { root } = repository(["First"]);
    fs.writeFileSync(path.join(root, ".gitignore"), "ignored.txt\n");
    fs.writeFileSync(path.join(root, "ignored.txt"), "x");
    fs.mkdirSync(path.join(root, "new folder"));
    fs.writeFileSync(path.join(root, "new folder", "new.txt"), "x");
    expect(listFiles(root)).toEqual(["file-0.txt"]);
    expect(listFiles(root, { untracked: true }).sort()).toEqual([
      ".gitignore",
      "file-0.txt",
      "new folder/new.txt",
    ]);
  });

  it("refuses a folder that is not a checkout, naming the command", () => {
    const outside = tempDir();
    expect(errorOf(() => listFiles(outside)).message).toMatch(
      /^`git ls-files -z --cached` failed in .* \(exit code 128\): fatal: not a git repository/,
    );
  });
});
