// Short copy (a heading, a lead, a card title, a button): in Japanese, BudouX's phrases with <wbr> between
// them in a box that breaks only there (.phrases in styles.css), and kept runs whole; English keeps its
// hyphenated compounds whole. Server only: an island's copy relies on CSS (`word-break: auto-phrase`).
import { phrasesOf } from "@/build/runtime/typeset";
import { japanese } from "@/lib/typography/keep-together";
import { KeepHyphenated } from "./KeepHyphenated";

export function Phrases({ text }: { text: string }) {
  if (!japanese.test(text)) return <KeepHyphenated text={text} />;
  return (
    <span className="phrases">
      {phrasesOf(text).map((piece, index) =>
        "wbr" in piece ? (
          <wbr key={index} />
        ) : piece.kept ? (
          <span key={index} className="keep">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}
