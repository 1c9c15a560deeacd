// Short copy as the server set it: BudouX's phrases with <wbr> between them and kept runs whole, in a box that
// breaks only there (.phrases in styles.css). Drawn by <Phrases> on the server, and again by the toast island from
// the server's markup (it cannot run BudouX in the browser).
import type { ReactNode } from "react";
import { clausesOf } from "@/lib/typography/clauses";

/** A piece of set short copy: text (kept on one line or not), or a line-break opportunity. */
export type PhrasePiece = { wbr: true } | { text: string; kept: boolean };

function drawn(pieces: PhrasePiece[], key: string): ReactNode[] {
  return pieces.map((piece, index) =>
    "wbr" in piece ? (
      <wbr key={`${key}-${index}`} />
    ) : piece.kept ? (
      <span key={`${key}-${index}`} className="keep">
        {piece.text}
      </span>
    ) : (
      piece.text
    ),
  );
}

export function PhrasePieces({ pieces }: { pieces: PhrasePiece[] }) {
  const clauses = clausesOf(pieces);
  return (
    <span className="phrases">
      {clauses.length < 2
        ? drawn(pieces, "p")
        : clauses.map((clause, index) => [
            index > 0 && <wbr key={`wbr-${index}`} />,
            <span key={index} className="clause">
              {drawn(clause, String(index))}
            </span>,
          ])}
    </span>
  );
}
