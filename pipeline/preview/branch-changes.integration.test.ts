// What a branch changed, on a temporary git repository: an article added in English only, a service whose
// English changed after its Japanese, an article removed, images, interface strings; and the clones that
// cannot compare.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  diffStrings,
  getBranchChanges,
  itemSummary,
  readableDiff,
  type BranchChanges,
} from "./branch-changes";
import { loadContent } from "../content/loader";
import { getTranslationStatus } from "./translation-status";
import { writerGit } from "../../scripts/lib/writer-git";

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
const run = (cwd: string, args: string[], date = "2026-01-10T09:00:00Z") =>
  writerGit(cwd, args, { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date });
const write = (root: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
/** Both interface text files. */
const writeStrings = (root: string, strings: Record<"en" | "jp", Record<string, string>>) => {
  for (const [locale, values] of Object.entries(strings))
    write(root, `content/ui/${locale}.json`, JSON.stringify(values, null, 2));
};
const commit = (root: string, message: string, date: string) => {
  run(root, ["add", "-A"]);
  run(root, ["commit", "-qm", message], date);
};
const changesOf = (root: string) => {
  const { records } = loadContent(root);
  return getBranchChanges(root, records, getTranslationStatus(root, records), "main");
};
const compared = (changes: BranchChanges) => {
  if (changes.state !== "compared") throw new Error(`not compared: ${changes.reason}`);
  return changes;
};

let repo: string;
beforeAll(() => {
  repo = tempDir("branch-");
  run(repo, ["init", "-q", "-b", "main"]);
  run(repo, ["config", "user.email", "writer@example.com"]);
  run(repo, ["config", "user.name", "Writer"]);
  write(
    repo,
    "content/services/design.en.mdx",
    "---\ntitle: Design Review\n---\nWe review designs.\n\nWe report monthly.\n",
  );
  write(repo, "content/services/design.jp.mdx", "---\ntitle: 設計レビュー\n---\n設計をレビューします。\n");
  write(repo, "content/insights/old-news.en.mdx", "---\ntitle: Old News\n---\nText.\n");
  write(repo, "content/insights/old-news.jp.mdx", "---\ntitle: 古いお知らせ\n---\n本文。\n");
  write(repo, "content/insights/steady.en.mdx", "---\ntitle: Steady\n---\nText.\n");
  write(repo, "content/insights/steady.jp.mdx", "---\ntitle: 変わらない記事\n---\n本文。\n");
  write(repo, "content/services/design.svg", "<svg/>");
  write(repo, "content/insights/laid-out.en.mdx", '---\ntitle: "Laid out"\n---\n|a|b|\n|---|---|\n|1|2|\n');
  write(repo, "content/insights/laid-out.jp.mdx", "---\ntitle: 'レイアウト'\n---\n本文。\n");
  write(repo, "content/settings.json", "{}\n");
  writeStrings(repo, {
    en: { "nav.home": "Home", "nav.old": "Old link", "cta.send": "Send" },
    jp: { "nav.home": "ホーム", "nav.old": "古いリンク", "cta.send": "送る" },
  });
  commit(repo, "The site on main", "2026-01-10T09:00:00Z");
  run(repo, ["checkout", "-q", "-b", "writers/solar"]);
  write(
    repo,
    "content/insights/solar-parks.en.mdx",
    '---\ntitle: Solar Parks in Vietnam\nexcerpt: "Grid access decides a park\'s returns."\nimage:\n  src: solar-parks.svg\n  alt: Panels on a slope\n---\nText.\n',
  );
  write(repo, "content/services/design.svg", '<svg viewBox="0 0 2 1"/>');
  write(repo, "content/settings.json", '{ "x": 1 }\n');
  writeStrings(repo, {
    en: { "nav.home": "Home", "cta.send": "Send", "nav.new": "New link" },
    jp: { "nav.home": "トップ", "cta.send": "送る", "nav.new": "新しいリンク" },
  });
  write(
    repo,
    "content/services/design.en.mdx",
    "---\ntitle: Design Review\n---\nWe review designs and drawings.\n\nWe report monthly.\n",
  );
  fs.rmSync(path.join(repo, "content/insights/old-news.en.mdx"));
  fs.rmSync(path.join(repo, "content/insights/old-news.jp.mdx"));
  write(repo, "content/insights/solar-parks.svg", "<svg/>");
  // Brought to the editor's form only (npm run format:content): nothing a reviewer needs to read.
  write(
    repo,
    "content/insights/laid-out.en.mdx",
    "---\ntitle: Laid out\ninvestmentNotice: false\n---\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n",
  );
  write(
    repo,
    "content/insights/laid-out.jp.mdx",
    "---\ntitle: \u30ec\u30a4\u30a2\u30a6\u30c8\ninvestmentNotice: false\n---\n\n本文。\n",
  );
  commit(repo, "Solar parks; design review wording; old news removed", "2026-02-01T09:00:00Z");
  // Main moves on after the branch left it: that is not this branch's change.
  run(repo, ["checkout", "-q", "main"]);
  write(repo, "content/insights/steady.en.mdx", "---\ntitle: Steady\n---\nChanged on main.\n");
  commit(repo, "A change on main", "2026-02-02T09:00:00Z");
  run(repo, ["checkout", "-q", "writers/solar"]);
});
afterAll(() => temporary.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("getBranchChanges", () => {
  it("lists the items added, changed and removed since the branch left main, in that order", () => {
    const changes = compared(changesOf(repo));
    expect(changes.base.ref).toBe("main");
    expect(changes.items.map((item) => [item.change, `${item.group}/${item.slug}`])).toEqual([
      ["added", "insights/solar-parks"],
      ["changed", "services/design"],
      ["removed", "insights/old-news"],
    ]);
    expect(changes.images).toEqual([
      { file: "content/insights/solar-parks.svg", change: "added" },
      { file: "content/services/design.svg", change: "changed" },
    ]);
    // The interface text is listed string by string, not as two edited files.
    expect(changes.otherFiles).toEqual([{ file: "content/settings.json", change: "changed" }]);
  });

  it("lists the interface strings added, removed and changed, with both languages' text", () => {
    expect(compared(changesOf(repo)).strings).toEqual([
      {
        key: "nav.home",
        change: "changed",
        text: {
          en: { before: "Home", after: "Home" },
          jp: {
            before: "ホーム",
            after: "トップ",
            parts: [
              { text: "ホーム", change: "removed" },
              { text: "トップ", change: "added" },
            ],
          },
        },
      },
      {
        key: "nav.new",
        change: "added",
        text: { en: { after: "New link" }, jp: { after: "新しいリンク" } },
      },
      {
        key: "nav.old",
        change: "removed",
        text: { en: { before: "Old link" }, jp: { before: "古いリンク" } },
      },
    ]);
  });

  it("lists an interface file that cannot be read as JSON among the other files", () => {
    const copy = tempDir("branch-json-");
    fs.cpSync(repo, copy, { recursive: true });
    write(copy, "content/ui/jp.json", '{ "nav.home": "トップ", }');
    const changes = compared(changesOf(copy));
    expect(changes.strings).toBeUndefined();
    expect(changes.otherFiles.map((entry) => entry.file)).toEqual([
      "content/settings.json",
      "content/ui/en.json",
      "content/ui/jp.json",
    ]);
  });

  it("gives each item its titles, its page and its translation state", () => {
    const [added, changed, removed] = compared(changesOf(repo)).items;
    expect(added).toMatchObject({
      files: { en: "added" },
      titles: { en: "Solar Parks in Vietnam" },
      summary: {
        en: {
          excerpt: "Grid access decides a park's returns.",
          image: { src: "solar-parks.svg", alt: "Panels on a slope" },
        },
      },
      href: "/insights/solar-parks",
      translation: { en: { state: "present" }, jp: { state: "missing" } },
    });
    expect(changed).toMatchObject({
      files: { en: "changed" },
      titles: { en: "Design Review", jp: "設計レビュー" },
      href: "/services/design",
      translation: { stale: true },
    });
    // A removed item is named as it was on main, and has no page to link to.
    expect(removed).toMatchObject({ titles: { en: "Old News", jp: "古いお知らせ" } });
    expect(removed?.href).toBeUndefined();
    // Only a new item is summarised: the others are known to the reviewer.
    expect(changed?.summary).toBeUndefined();
    expect(removed?.summary).toBeUndefined();
    expect(removed?.translation).toBeUndefined();
  });

  it("shows the English changes since the Japanese was last updated, word by word", () => {
    const design = compared(changesOf(repo)).items.find((item) => item.slug === "design");
    expect(design?.englishDiff?.since.date.slice(0, 10)).toBe("2026-01-10");
    expect(design?.englishDiff?.blocks).toEqual([
      {
        context: "title: Design Review",
        parts: [{ text: "We review designs" }, { text: " and drawings", change: "added" }, { text: "." }],
      },
    ]);
    const solar = compared(changesOf(repo)).items.find((item) => item.slug === "solar-parks");
    expect(solar?.englishDiff).toBeUndefined();
  });

  it("counts files not yet committed, as the build shows them", () => {
    const copy = tempDir("branch-copy-");
    fs.cpSync(repo, copy, { recursive: true });
    write(
      copy,
      "content/services/design.jp.mdx",
      "---\ntitle: 設計レビュー\n---\n設計と図面をレビューします。\n",
    );
    const design = compared(changesOf(copy)).items.find((item) => item.slug === "design");
    expect(design?.files).toEqual({ en: "changed", jp: "changed" });
    // The Japanese is being brought up to date here: no English diff to show.
    expect(design?.englishDiff).toBeUndefined();
  });

  it("says why it cannot compare: a shallow clone, no main branch, no git", () => {
    const shallow = tempDir("branch-shallow-");
    run(shallow, ["clone", "-q", "--depth", "1", "--branch", "writers/solar", `file://${repo}`, "."]);
    expect(changesOf(shallow)).toEqual({ state: "unavailable", reason: "shallow", ref: "main" });

    const other = tempDir("branch-trunk-");
    run(other, ["init", "-q", "-b", "trunk"]);
    expect(changesOf(other)).toEqual({ state: "unavailable", reason: "no-base", ref: "main" });

    const plain = tempDir("branch-plain-");
    fs.cpSync(path.join(repo, "content"), path.join(plain, "content"), { recursive: true });
    expect(changesOf(plain)).toEqual({ state: "unavailable", reason: "no-git", ref: "main" });
  });

  it("probe B01: names a removed item by its past frontmatter read as YAML alone, never running a ---js one", () => {
    const evil = tempDir("branch-js-");
    const marker = path.join(evil, "ran");
    run(evil, ["init", "-q", "-b", "main"]);
    run(evil, ["config", "user.email", "writer@example.com"]);
    run(evil, ["config", "user.name", "Writer"]);
    const code = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran') || 'Ran'`;
    write(evil, "content/insights/tricked.en.mdx", `---js\n{ title: ${code} }\n---\nText.\n`);
    write(evil, "content/insights/tricked.jp.mdx", `---javascript\n{ title: ${code} }\n---\n本文。\n`);
    commit(evil, "An article on main", "2026-01-10T09:00:00Z");
    run(evil, ["checkout", "-q", "-b", "writers/cleanup"]);
    fs.rmSync(path.join(evil, "content/insights"), { recursive: true });
    commit(evil, "The article removed", "2026-02-01T09:00:00Z");
    const [removed] = compared(changesOf(evil)).items;
    expect(fs.existsSync(marker)).toBe(false);
    expect(removed).toMatchObject({ change: "removed", titles: { en: "tricked", jp: "tricked" } });
  });

  it("prefers the remote's main, which a host's clone has and a local main may lag behind", () => {
    const clone = tempDir("branch-clone-");
    run(clone, ["clone", "-q", "--branch", "writers/solar", `file://${repo}`, "."]);
    expect(compared(changesOf(clone)).base.ref).toBe("origin/main");
  });
});

describe("itemSummary", () => {
  it("takes each collection's short text and picture from its frontmatter", () => {
    const image = { src: "a.svg", alt: "A" };
    expect(itemSummary({ excerpt: "Article", image })).toEqual({ excerpt: "Article", image });
    expect(
      itemSummary({ description: "Service", subtitle: "Sub", images: [image, { src: "b.svg" }] }),
    ).toEqual({
      excerpt: "Service",
      image,
    });
    expect(itemSummary({ position: "Director", portrait: image })).toEqual({ excerpt: "Director", image });
    expect(itemSummary({ description: "Page", hero: { image } })).toEqual({ excerpt: "Page", image });
    // A member without a portrait, a picture without alt text, and fields of the wrong kind.
    expect(itemSummary({ position: "Analyst" })).toEqual({ excerpt: "Analyst" });
    expect(itemSummary({ image: { src: "x.png" } })).toEqual({ image: { src: "x.png", alt: "" } });
    expect(itemSummary({ excerpt: 3, image: "x.png", images: "no" })).toEqual({});
    expect(itemSummary({ excerpt: "  " })).toEqual({});
    expect(itemSummary(undefined)).toEqual({});
  });
});

describe("diffStrings", () => {
  const none = { en: {}, jp: {} };
  it("is empty when both catalogues are the same", () => {
    const same = { en: { a: "A" }, jp: { a: "あ" } };
    expect(diffStrings(same, structuredClone(same))).toEqual([]);
    expect(diffStrings(none, none)).toEqual([]);
  });

  it("names a key added or removed in one language only as changed, with the other's text kept", () => {
    expect(diffStrings({ en: { a: "A" }, jp: {} }, { en: { a: "A" }, jp: { a: "あ" } })).toEqual([
      { key: "a", change: "changed", text: { en: { before: "A", after: "A" }, jp: { after: "あ" } } },
    ]);
    expect(diffStrings({ en: { a: "A" }, jp: { a: "あ" } }, { en: {}, jp: { a: "あ" } })).toEqual([
      { key: "a", change: "changed", text: { en: { before: "A" }, jp: { before: "あ", after: "あ" } } },
    ]);
  });

  it("lists keys in the English file's order, then the Japanese file's, then the removed ones", () => {
    const before = { en: { old: "Old" }, jp: { old: "旧" } };
    const after = { en: { b: "B", a: "A" }, jp: { a: "あ", b: "び", c: "し" } };
    expect(diffStrings(before, after).map((change) => [change.key, change.change])).toEqual([
      ["b", "added"],
      ["a", "added"],
      ["old", "removed"],
      ["c", "added"],
    ]);
  });

  it("marks the words a text changed, Japanese words found without spaces", () => {
    const [change] = diffStrings(
      { en: { a: "Send a message" }, jp: { a: "メッセージを送る" } },
      { en: { a: "Send your message" }, jp: { a: "メッセージを送信する" } },
    );
    expect(change?.text.en.parts).toEqual([
      { text: "Send " },
      { text: "a", change: "removed" },
      { text: "your", change: "added" },
      { text: " message" },
    ]);
    expect(change?.text.jp.parts).toEqual([
      { text: "メッセージを" },
      { text: "送る", change: "removed" },
      { text: "送信する", change: "added" },
    ]);
  });

  it("shows a Japanese text rewritten for the most part struck whole, then the new one whole", () => {
    const [change] = diffStrings(
      { en: { a: "A" }, jp: { a: "提携に関するお問い合わせ" } },
      { en: { a: "A" }, jp: { a: "提携についてのご相談" } },
    );
    expect(change?.text.jp.parts).toEqual([
      { text: "提携に関するお問い合わせ", change: "removed" },
      { text: "提携についてのご相談", change: "added" },
    ]);
  });

  it("never takes a key an object inherits for one the file has", () => {
    expect(diffStrings(none, { en: { constructor: "C" }, jp: {} })).toEqual([
      { key: "constructor", change: "added", text: { en: { after: "C" }, jp: {} } },
    ]);
  });
});

describe("readableDiff", () => {
  it("keeps only the changed places, with the line before each and the words struck or added", () => {
    const before = "title: Ports\n\nThe first paragraph.\n\nWe build ports.\n\nThe last paragraph.\n";
    const after =
      "title: Ports\n\nThe first paragraph.\n\nWe build and run ports.\n\nA new paragraph.\n\nThe last paragraph.\n";
    expect(readableDiff(before, after)).toEqual({
      blocks: [
        {
          context: "The first paragraph.",
          parts: [{ text: "We build " }, { text: "and run ", change: "added" }, { text: "ports." }],
        },
        { context: "We build and run ports.", parts: [{ text: "A new paragraph.", change: "added" }] },
      ],
      more: 0,
    });
    expect(readableDiff("a\nold line\nb\n", "a\nb\n").blocks).toEqual([
      { context: "a", parts: [{ text: "old line", change: "removed" }] },
    ]);
  });

  it("lists at most 30 places and counts the rest", () => {
    const lines = Array.from({ length: 80 }, (_, index) => `Line ${index}.`);
    const changed = lines.map((line, index) => (index % 2 ? line : `${line} Edited.`));
    const diff = readableDiff(`${lines.join("\n\n")}\n`, `${changed.join("\n\n")}\n`);
    expect(diff.blocks).toHaveLength(30);
    expect(diff.more).toBe(10);
  });
});
