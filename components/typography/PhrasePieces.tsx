// Short copy as the server set it: BudouX's phrases with <wbr> between them and kept runs whole, in a box that
// breaks only there (.phrases in styles.css). Drawn by <Phrases> on the server, and again by the toast island from
// the server's markup (it cannot run BudouX in the browser).

import type { ReactNode } from "react";

/** A piece of set short copy: text (kept on one line or not), or a line-break opportunity. */
export type PhrasePiece = { wbr: true; clause?: number } | { text: string; kept: boolean; name?: number };

/** The text with each middle dot in a span of its own, which keeps its full width where short copy takes
    proportional metrics (styles.css, `.nakaguro`: a service's name looked different in a heading and in the text
    under it, stop-76 review). */
function fullWidthDots(text: string, key: number): ReactNode[] {
  return text
    .split(/(\u30fb)/u)
    .filter(Boolean)
    .map((part, index) =>
      part === "\u30fb" ? (
        <span key={`${key}-${index}`} className="nakaguro">
          {part}
        </span>
      ) : (
        part
      ),
    );
}

export function PhrasePieces({ pieces }: { pieces: PhrasePiece[] }) {
  return (
    <span className="phrases">
      {pieces.map((piece, index) =>
        "wbr" in piece ? (
          // A break inside a clause (`clause`: its width) is of the weaker rank: a heading wide enough for the
          // whole clause drops it, so the heading breaks at the clause's end (styles.css).
          <wbr key={index} className={piece.clause ? `weak c${piece.clause}` : undefined} />
        ) : piece.name ? (
          // A long katakana name, on one line where the heading has room for it (styles.css, `.name.cN`).
          <span key={index} className={`name c${piece.name}`}>
            {fullWidthDots(piece.text, index)}
          </span>
        ) : piece.kept ? (
          <span key={index} className="keep">
            {fullWidthDots(piece.text, index)}
          </span>
        ) : (
          fullWidthDots(piece.text, index)
        ),
      )}
    </span>
  );
}
