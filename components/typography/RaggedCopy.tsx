// Copy a component sets ragged (the footer's notes, the contact dialog's details): KeptEnding with BudouX's phrases as
// BudouX gives them, so a line ends between two phrases and never inside a word (ita|shimasu, ate wa|meru), and
// ragged lines stay close to full. Running text elsewhere is justified and uses KeptEnding alone, which breaks as
// print does. Server only: BudouX stays out of the islands' bundles.
import { splitPhrases } from "@/pipeline/runtime/typeset";
import { japanese } from "@/lib/typography/keep-together";
import { KeptEnding } from "./KeptEnding";

export function RaggedCopy({ text }: { text: string }) {
  return (
    <KeptEnding
      text={text}
      {...(japanese.test(text) && { phrases: splitPhrases(text, { display: false }) })}
    />
  );
}
