// Shared button looks, for <a> and <button> alike. A caller adds its own spacing with clsx:
// `clsx(buttonStyles.primary, "mt-10")`.
import { clsx } from "clsx";

const base =
  "phrase inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors duration-200 focus-visible:outline-offset-4 disabled:opacity-60";

export const buttonStyles = {
  primary: clsx(base, "bg-vermilion text-white hover:bg-vermilion-dark"),
  dark: clsx(base, "bg-ink text-white hover:bg-indigo"),
  outline: clsx(base, "border border-ink/25 text-ink hover:border-ink hover:bg-ink hover:text-white"),
  light: clsx(base, "border border-white/40 text-white hover:bg-white hover:text-ink"),
} as const;
