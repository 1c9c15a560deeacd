// A heading's clauses: where a Japanese title breaks first (docs/languages-and-urls.md, "An editor's breaks in
// display copy"). Runs anywhere: the server's components, the MDX step and the toast island share it.

/** A piece of set short copy: text, or a line-break opportunity. */
type Piece = { wbr: true } | { text: string };

// A clause ends after a full-width colon, a comma or a middle dot between two phrases.
const clauseEnd = /[\uff1a\u3001\u30fb]$/u;

/**
 * The pieces cut into clauses at each <wbr> after a piece that ends a clause (that <wbr> itself left out: it goes
 * between the clauses' boxes). Each clause is a box that breaks inside only when it is wider than the line
 * (`.clause` in styles.css), so the line breaks after the colon, the comma or the dot before it breaks between two
 * phrases of a clause (en to rupii: | indo no infura o sasaeru..., not ...: indo no | infura..., stop-62 review).
 * One clause for copy without such a break.
 */
export function clausesOf<T extends Piece>(pieces: readonly T[]): T[][] {
  const clauses: T[][] = [[]];
  pieces.forEach((piece, index) => {
    const before = pieces[index - 1];
    if ("wbr" in piece && before && "text" in before && clauseEnd.test(before.text)) clauses.push([]);
    else clauses.at(-1)!.push(piece);
  });
  const filled = clauses.filter((clause) => clause.some((piece) => "text" in piece));
  return filled.length ? filled : [[...pieces]];
}
