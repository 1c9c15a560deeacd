// Where a line of English text must not break: an amount with its currency and scale (USD 150 million, US$5m,
// SGD 2.5 billion), a number with its unit (42 ha, 30 years, 10%), a date (18 June 2025, June 2025, 30 November)
// and a range written with a dash (USD 5–100 million, 2025–2030). A range written with "to" (USD 5 million to 100
// million) may break at its words, never inside either amount: kept whole, its 28 characters left a phone's line
// before it ending short (/investment/portfolios at 390 px). Renderers wrap each in a no-wrap span
// (`keepNumbers`); the text stays as written, with no invisible characters (docs/languages-and-urls.md, "Numbers,
// dates and amounts"). Japanese number runs are keep-together.ts's (`numberRuns`).

const months = "January|February|March|April|May|June|July|August|September|October|November|December";
const amount = String.raw`\d+(?:[.,]\d+)*`;
// A scale or a unit written after a number, whole words only.
const scale = String.raw`(?:million|billion|trillion|thousand|mn|bn|m|k)`;
const unit = String.raw`(?:%|per ?cent|ha|hectares?|acres?|km²|km|m²|sq ?m|square metres?|metres?|MW|GW|kWh|MWh|GWh|kW|tonnes?|years?|months?|weeks?|days?|hours?|minutes?|storeys?|floors?|units?|rooms?|beds?|homes?|people|staff|employees|workers|countries|markets|projects|sites|companies|firms|partners|members|investors|times)`;
const currency = String.raw`(?:USD|SGD|JPY|EUR|GBP|AUD|HKD|CNY|MYR|IDR|VND|THB|PHP|INR|AED|SAR|QAR|US\$|S\$|A\$|\$|¥|£|€)`;
// Between the two ends of a range: a dash, spaced or not.
const between = String.raw`\s?[–—-]\s?`;
// An amount: a currency, a number, maybe its scale; a range repeats the number (and the currency and scale).
const money = String.raw`${currency}\s?${amount}(?:\s?${scale})?(?:${between}${currency}?\s?${amount}(?:\s?${scale})?)?`;
// A number (or a range of numbers) with its scale or unit.
const measure = String.raw`${amount}(?:${between}${amount})?(?:\s?%|\s(?:${scale}|${unit})(?:${between}${amount}\s(?:${scale}|${unit}))?)`;
const date = String.raw`(?:\d{1,2}\s)?(?:${months})\s\d{4}|\d{1,2}\s(?:${months})|(?:${months})\s\d{1,2},\s\d{4}`;
const years = String.raw`\d{4}\s?[–—-]\s?\d{4}`;

/** Every English number token no line may break inside (global; a date first, then an amount, a measure, years). */
export const englishNumbers = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${date}|${money}|${measure}|${years})(?![\p{L}\p{N}])`,
  "gu",
);

/** The [start, end) ranges (UTF-16 offsets) of `text`'s English number tokens that hold a space or a dash (a line
    may break there); a token with neither, such as 10% or US$5m, never breaks in a browser and needs no span. */
export function englishNumberRanges(text: string): [number, number][] {
  return [...text.matchAll(englishNumbers)]
    .filter((match) => /[\s–—-]/u.test(match[0]))
    .map((match) => [match.index, match.index + match[0].length]);
}
