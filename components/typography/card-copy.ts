// A card's or a row's short copy (the sentence under a title in a set: a project card, an About or services row, an
// article card, a step) is set as the service pages' audience cards are (stop 81, the stop-80 designer's POLISH): to
// the start, its words whole (`data-column="narrow"`, styles.css), not justified. Justified, two or three lines broke
// two-kanji words (sen|mon, shou|gyou, sei|bi) to fill the line. Copy longer than three lines of the running text's
// wide measure (an article row's long excerpt) stays running text, justified as print sets it.
import { japanese, widthInCharacters } from "@/lib/typography/keep-together";

/** Three lines of the running text's wide measure (38 full-width characters, styles.css `--ja-measure`). */
export const longestCardCopy = 3 * 38;

/** Whether a card's Japanese copy is short enough to be set ragged with its words whole. */
export const isShortCardCopy = (text: string) =>
  japanese.test(text) && widthInCharacters(text) <= longestCardCopy;

/** The `column` of a card or a row (Reveal, Ruled) whose copy is `text`: "narrow" where it is short card copy. */
export const cardColumn = (text: string): "narrow" | undefined =>
  isShortCardCopy(text) ? "narrow" : undefined;
