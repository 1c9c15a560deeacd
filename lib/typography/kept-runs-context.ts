// The pattern of runs no line breaks inside, for components in the server render and in islands alike.
// +Layout provides the content's (with the team's names and titles, pipeline/runtime/typeset.ts); an island's
// copy, interface text, keeps numbers and dotted compounds with the default.
import { createContext, useContext } from "react";
import { keptPattern } from "./keep-together.ts";

export const KeptRunsContext = createContext<RegExp>(keptPattern());

export const useKeptRuns = () => useContext(KeptRunsContext);

/** Whether the copy is in a card's or a step column's narrow column (Reveal's `column="narrow"`), set ragged: its
    kept ending then keeps a katakana word whole (keep-together.ts, `keptEndingStart`). */
export const NarrowColumnContext = createContext(false);

export const useNarrowColumn = () => useContext(NarrowColumnContext);
