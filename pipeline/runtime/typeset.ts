// Japanese typesetting for the components' server render: the pattern of runs kept on one line, with the
// names and titles the content gives (docs/languages-and-urls.md, "Japanese text"). Server only: BudouX
// stays out of the islands' bundles.
import content from "virtual:kizuna/content";
import { keptPattern } from "../../lib/typography/keep-together.ts";
import { site } from "../../lib/site.ts";
import names from "../../content/names.json" with { type: "json" };
import { keptTermsOf, typesetShort } from "../typography/typeset.ts";

/** BudouX's phrases of a text, set as an editor sets display copy (a component's copy breaks between them). */
export { splitPhrases } from "../typography/phrases.ts";

const chairman = content.pages["from-our-chairman"].jp.data;

/** Runs no line breaks inside: numbers with units, dates, dotted compounds, the Japanese team's names
    and positions, the Chairman's name and role, the firm's legal and Japanese names (content/site.json), and the
    places the copy writes in katakana (content/names.json). */
export const keptRunPattern = keptPattern(
  keptTermsOf([
    ...content.collections.team.jp.map(({ data }) => ({ name: data.name, title: data.position })),
    { name: chairman.name, title: chairman.role },
  ]).concat(site.legalName, site.name.jp),
  names.places,
);

/** Short copy's pieces: phrases with a break opportunity between two, kept runs whole. */
export const phrasesOf = (text: string) => typesetShort(text, keptRunPattern);
