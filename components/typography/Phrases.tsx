// Short copy (a heading, a lead, a card title, a button): in Japanese, BudouX's phrases with <wbr> between
// them in a box that breaks only there (.phrases in styles.css), and kept runs whole; English keeps its
// hyphenated compounds whole. Server only: an island's copy relies on CSS (`word-break: auto-phrase`).
import { phrasesOf } from "@/pipeline/runtime/typeset";
import { japanese } from "@/lib/typography/keep-together";
import { KeepHyphenated } from "./KeepHyphenated";
import { PhrasePieces } from "./PhrasePieces";

export function Phrases({ text }: { text: string }) {
  // One box in either language: in a flex row (an icon and its text) the pieces of a hyphenated English line were
  // each a flex item of their own, side by side in columns.
  if (!japanese.test(text))
    return (
      <span>
        <KeepHyphenated text={text} />
      </span>
    );
  return <PhrasePieces pieces={phrasesOf(text)} />;
}
