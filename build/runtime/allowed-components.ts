// The components writers may use by name in MDX bodies. Free of React so the content check can
// read it without loading React into the build process.
export const allowedMdxComponents = ["Callout", "Stat", "Figure"] as const;
export type AllowedMdxComponent = (typeof allowedMdxComponents)[number];

/** The attributes each component cannot render without (components/mdx/index.tsx). */
export const requiredAttributes: Record<AllowedMdxComponent, string[]> = {
  Callout: [],
  Stat: ["value", "label"],
  Figure: ["src", "alt"],
};
