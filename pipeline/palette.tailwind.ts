// Tailwind plugin (loaded by `@plugin` in pages/styles.css): the brand palette as theme colours, so
// `bg-ink`, `text-vermilion/80` and `--theme(--color-gold)` all come from lib/palette.ts.
import plugin from "tailwindcss/plugin";
import { palette } from "../lib/palette.ts";

export default plugin(() => {}, { theme: { extend: { colors: palette } } });
