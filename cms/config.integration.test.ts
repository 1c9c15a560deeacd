// The editor's configuration follows the schema: a field added to content/schema.ts in a copy of the project is
// in the copy's configuration, and nothing else changes.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import YAML from "yaml";
import { copyProject } from "../scripts/lib/project-copy.ts";
import type { CmsField } from "./config.ts";
import { renderCmsConfigFile } from "./config-file.ts";

type Collection = { name: string; fields?: CmsField[] };

test("a field added to the schema appears in the editor's configuration with no other change", () => {
  const copy = copyProject("kizuna-cms-config-");
  try {
    const schemaFile = path.join(copy, "content/schema.ts");
    const schema = fs.readFileSync(schemaFile, "utf8");
    const anchor = "      tags: z\n";
    expect(schema).toContain(anchor);
    fs.writeFileSync(
      schemaFile,
      schema.replace(
        anchor,
        `      readingLevel: z.enum(["introductory", "expert"]).optional().meta({ title: "Reading level", description: "Who the article is written for." }),\n${anchor}`,
      ),
    );
    const run = spawnSync(
      path.resolve("node_modules/.bin/tsx"),
      [
        "-e",
        'import { renderCmsConfigFile } from "./cms/config-file.ts"; process.stdout.write(renderCmsConfigFile("."));',
      ],
      { cwd: copy, encoding: "utf8" },
    );
    expect(run.status, run.stderr).toBe(0);
    const changed = YAML.parse(run.stdout) as { collections: Collection[] };
    const insights = changed.collections.find((entry) => entry.name === "insights")!.fields!;
    expect(insights.find((entry) => entry.name === "readingLevel")).toEqual({
      name: "readingLevel",
      label: "Reading level",
      widget: "select",
      hint: "Who the article is written for.",
      i18n: true,
      options: ["introductory", "expert"],
      required: false,
    });
    // Apart from the new field, the copy's configuration is this repository's.
    const withoutField = changed.collections.map((entry) =>
      entry.name === "insights"
        ? { ...entry, fields: entry.fields!.filter((f) => f.name !== "readingLevel") }
        : entry,
    );
    expect({ ...changed, collections: withoutField }).toEqual(YAML.parse(renderCmsConfigFile(".")));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});
