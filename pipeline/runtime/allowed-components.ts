// The components writers may use by name in MDX bodies. Free of React so the content check can
// read it without loading React into the build process.

/**
 * Each component: the attributes it cannot render without (components/mdx/index.tsx), and whether it is a block
 * (a box of its own: an <aside>, a <p>, a <figure>), which HTML allows only between paragraphs, never inside a
 * line of text, a link or a heading. components/mdx/index.test.tsx renders each one to prove `block` right. And
 * whether it shows what it holds (`holdsText`): a Callout is its text, and one with none is an empty box.
 */
const components = {
  Callout: { required: [], block: true, holdsText: true },
  Stat: { required: ["value", "label"], block: true, holdsText: false },
  Figure: { required: ["src", "alt"], block: true, holdsText: false },
} as const satisfies Record<string, { required: readonly string[]; block: boolean; holdsText: boolean }>;

export type AllowedMdxComponent = keyof typeof components;
export const allowedMdxComponents = Object.keys(components) as AllowedMdxComponent[];

/** The attributes each component cannot render without (components/mdx/index.tsx). */
export const requiredAttributes = Object.fromEntries(
  allowedMdxComponents.map((name) => [name, [...components[name].required]]),
) as Record<AllowedMdxComponent, string[]>;

/** The components that render a block, which the content check keeps out of lines of text. */
export const blockMdxComponents: readonly AllowedMdxComponent[] = allowedMdxComponents.filter(
  (name) => components[name].block,
);

/** The components whose text is what they hold (a Callout's note): one with nothing inside shows an empty box. */
export const textMdxComponents: readonly AllowedMdxComponent[] = allowedMdxComponents.filter(
  (name) => components[name].holdsText,
);
