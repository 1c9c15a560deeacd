// Data files: the JSON files of content/ (interface text, site facts, settings) read with their lines, held to
// JSON's rules and their schemas, and the two interface texts compared key by key.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { locales, otherLocale, type Locale } from "../../lib/locale.ts";
import { languageName } from "./collections.ts";
import { readContentText } from "./content-files.ts";
import { formatCommand } from "./canonical-form.ts";
import { isEditorFile } from "./editor-files.ts";
import type { FrontmatterString } from "./frontmatter-string.ts";
import { normalizeText, parseData } from "./parse.ts";
import type { Problem } from "./problems.ts";
import type { ParsedData } from "./types.ts";
import { validate } from "./validate.ts";

/** Reads and validates a JSON data file of content/ (interface text, site facts, settings). */
export function loadDataFile<S extends z.ZodType>(
  root: string,
  rel: string,
  schema: S,
  problems: Problem[],
): { data: z.output<S>; lineOf: ParsedData["lineOf"]; strings: FrontmatterString[] } | undefined {
  const raw = readContentText(root, rel, problems);
  if (raw === undefined) {
    if (!fs.lstatSync(path.join(root, rel), { throwIfNoEntry: false }))
      problems.push({ file: rel, message: "is missing" });
    return undefined;
  }
  // The site imports these files as they are (lib/site.ts, lib/i18n.ts), and JSON has no byte-order mark: a file
  // saved as "UTF-8 with BOM" read well here once the mark was dropped, then stopped the build with no file named.
  if (raw.startsWith("\uFEFF"))
    problems.push({
      file: rel,
      line: 1,
      message: `starts with an invisible byte-order mark (U+FEFF), which some editors (Windows Notepad) write when saving as "UTF-8 with BOM": the site reads this file as JSON, which has no such mark, and the build would stop on it. ${isEditorFile(rel) ? `Run \`${formatCommand} -- ${rel}\` to remove it, or save` : "Save"} the file as "UTF-8" without BOM`,
    });
  const source = normalizeText(raw);
  const parsed = parseData(rel, source, 1, problems);
  if (!parsed) return undefined;
  // YAML is more forgiving than JSON (trailing commas, unquoted text), but the site reads these files as JSON.
  try {
    JSON.parse(source);
  } catch (error) {
    const position = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0);
    problems.push({
      file: rel,
      line: source.slice(0, position).split("\n").length,
      message:
        'is not valid JSON: every text and key needs "double quotes", items are separated by commas and the last item has none',
    });
    return undefined;
  }
  const data = validate(schema, rel, { ...parsed, body: "", bodyLine: 0 }, problems);
  return data === undefined ? undefined : { data, lineOf: parsed.lineOf, strings: parsed.strings };
}

type Catalogue = { data: Record<string, string>; lineOf: ParsedData["lineOf"] };

/** Both catalogues must have the same keys (the type of the keys comes from the English file). */
export function checkCatalogues(catalogues: Record<Locale, Catalogue>): Problem[] {
  const problems: Problem[] = [];
  for (const locale of locales) {
    const other = otherLocale(locale);
    for (const key of Object.keys(catalogues[locale].data)) {
      // Own keys only: `constructor` or `toString` is in every object, not in the other file.
      if (Object.hasOwn(catalogues[other].data, key)) continue;
      problems.push({
        file: `content/ui/${locale}.json`,
        line: catalogues[locale].lineOf([key]),
        field: key,
        message: `is missing from content/ui/${other}.json: add the ${languageName[other]} text`,
      });
    }
  }
  return problems;
}
