// The brand's colours, written once. The stylesheet gets them as Tailwind colours (`bg-ink`,
// `text-vermilion`…) through pipeline/palette.tailwind.ts; the social cards, the hero video, the
// scaffolder's placeholder images and the browser's theme colour read them from here.
export const palette = {
  /** Deep navy: the dark ground of the header, footer and social cards. */
  ink: "#0e1b2c",
  indigo: "#1d3557",
  steel: "#44607f",
  mist: "#dce3ea",
  /** Warm off-white: the page background and text on dark ground. */
  paper: "#f6f4ef",
  /** The accent: links, focus rings, the cards' top bar. */
  vermilion: "#b5452f",
  "vermilion-dark": "#953522",
  gold: "#c9a45c",
} as const;

export type PaletteColour = keyof typeof palette;

/** `<meta name="theme-color">`: the browser's toolbar matches the header. */
export const themeColor = palette.ink;
