// A component's copy (a card's excerpt, a step, a note, a bio) in the server render: KeptEnding with BudouX's
// phrases as BudouX gives them (shorter than display copy's, so ragged lines stay close to full), so where the copy is set ragged (the footer's notes, a dialog's details) a line ends between two
// phrases, never inside a word (ita|shimasu, ate wa|meru). Justified running text ignores the breaks and sets its
// lines full, as print does. Server only: an island's copy uses KeptEnding alone (BudouX stays out of its bundle).
import { splitPhrases } from "@/pipeline/runtime/typeset";
import { japanese } from "@/lib/typography/keep-together";
import { KeptEnding } from "./KeptEnding";

export function ComponentCopy({ text }: { text: string }) {
  return (
    <KeptEnding
      text={text}
      {...(japanese.test(text) && { phrases: splitPhrases(text, { display: false }) })}
    />
  );
}
