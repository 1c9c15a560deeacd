// The home sections' heading and lead stand in one column (42rem, from the container's left edge); the investment
// notice between the expertise and investors' sections takes the same column, so both its edges meet the text of
// the sections around it (docs/design.md, "Stop 81: polish").
export const homeIntroColumn = "max-w-2xl";
