// What the reviewers' pages of a preview build show (pages/preview/): the translation status of every item and
// what this branch changed, made by the content plugin from the content it has loaded (pipeline/vite/content-plugin.ts)
// and one reading of git, so the pages do not load content/ again.
import reviews from "virtual:kizuna/reviews";

export const readTranslationStatus = () => reviews.status;
export const readBranchChanges = () => reviews.changes;
