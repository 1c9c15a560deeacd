import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compile } from "tailwindcss";
import { expect, it } from "vitest";
import { palette } from "./palette";

const require = createRequire(import.meta.url);
type LoadModule = NonNullable<NonNullable<Parameters<typeof compile>[1]>["loadModule"]>;
type TailwindModule = Awaited<ReturnType<LoadModule>>["module"];

/** The site's stylesheet as Tailwind compiles it, for the given class names. */
async function buildCss(classNames: string[]): Promise<string> {
  const file = path.resolve("pages/styles.css");
  const compiler = await compile(fs.readFileSync(file, "utf8"), {
    base: path.dirname(file),
    from: file,
    loadStylesheet: async (id, base) => {
      const resolved =
        id === "tailwindcss" ? require.resolve("tailwindcss/index.css") : path.resolve(base, id);
      return { path: resolved, base: path.dirname(resolved), content: fs.readFileSync(resolved, "utf8") };
    },
    loadModule: async (id, base) => {
      const resolved = path.resolve(base, id);
      const { default: module } = (await import(resolved)) as { default: TailwindModule };
      return { path: resolved, base: path.dirname(resolved), module };
    },
  });
  return compiler.build(classNames);
}

it("gives the stylesheet every brand colour from lib/palette.ts, and the focus ring its accent (gold on navy)", async () => {
  const names = Object.keys(palette) as (keyof typeof palette)[];
  const css = await buildCss(names.map((name) => `bg-${name}`));
  for (const name of names) {
    const escaped = name.replace(/-/g, "\\-");
    expect(css).toMatch(new RegExp(`\\.bg-${escaped} \\{\\s*background-color: ${palette[name]};`));
  }
  expect(css).toMatch(/:focus-visible \{\s*outline: 3px solid var\(--focus-ring\);/);
  expect(css).toMatch(new RegExp(`:root,[^{]*\\{\\s*--focus-ring: ${palette.vermilion};`));
  expect(css).toMatch(new RegExp(`\\.bg-ink,[^{]*\\{\\s*--focus-ring: ${palette.gold};`));
});
