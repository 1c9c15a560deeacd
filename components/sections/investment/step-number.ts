// A step's number as the investment pages show it (01, 02…): a module of its own, so a test can read it without
// importing a component that renders content.
export const number = (index: number) => String(index + 1).padStart(2, "0");
