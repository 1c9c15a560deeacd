// The whole loader, so the integration tier: the kept terms are read from the content as the build reads them.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../content/loader";
import { readKeptTerms } from "./typeset";

describe("the terms kept whole", () => {
  it("are every Japanese team member's name and position, from the content", () => {
    const { content } = loadContent();
    const terms = readKeptTerms();
    for (const { data } of content.collections.team.jp) {
      expect(terms).toContain(data.name);
      expect(terms).toContain(data.position);
    }
    expect(terms).toContain(content.pages["from-our-chairman"].jp.data.role);
  });

  it("probe B01: are read as YAML alone, never running a team file's ---js frontmatter", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "kept-terms-"));
    const marker = path.join(root, "ran");
    try {
      fs.mkdirSync(path.join(root, "content/team"), { recursive: true });
      fs.mkdirSync(path.join(root, "content/pages"), { recursive: true });
      fs.writeFileSync(path.join(root, "content/site.json"), '{ "legalName": "Firm Pte. Ltd." }\n');
      const run = `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`;
      fs.writeFileSync(
        path.join(root, "content/team/evil.jp.mdx"),
        `---js\n{ name: ${run} || "悪意", position: "役員" }\n---\n\n本文です。\n`,
      );
      fs.writeFileSync(
        path.join(root, "content/pages/from-our-chairman.jp.mdx"),
        `--- javascript\n{ name: ${run} || "会長", role: "会長" }\n---\n\n本文です。\n`,
      );
      fs.writeFileSync(
        path.join(root, "content/team/sato.jp.mdx"),
        "---\nname: 佐藤 花子\nposition: 取締役\n---\n\n本文です。\n",
      );
      const terms = readKeptTerms(root);
      expect(fs.existsSync(marker)).toBe(false);
      expect(terms).toContain("佐藤 花子");
      expect(terms).toContain("取締役");
      expect(terms).not.toContain("悪意");
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
