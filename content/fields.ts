// Building blocks shared by the schemas in schema.ts and investment.schema.ts.
import { z } from "zod";

export const text = z.string().trim().min(1, "must not be empty");

// YAML turns 2025-07-01 into a Date; writers may also quote it. Both become "YYYY-MM-DD".
export const isoDate = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || (typeof value === "string" && !/^\d{4}-\d{2}-\d{2}$/.test(value))) {
    ctx.addIssue({ code: "custom", message: "must be a date written as YYYY-MM-DD" });
    return z.NEVER;
  }
  return date.toISOString().slice(0, 10);
});

/** An image stored next to the content file; `src` is relative to that file's folder. */
export const image = z
  .object({
    src: z
      .string()
      .regex(/^[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, "must be an image file name such as hero.svg"),
    alt: text,
  })
  .strict();

/** A link to a page of this site, written without the /jp prefix (the site adds it). */
export const internalPath = z
  .string()
  .regex(/^\/[\w\-/#]*$/, "must be a site path that starts with / (write it without /jp)");

export const titled = z.object({ title: text, text }).strict();
export const order = z.number().int().positive();

/** Icons the renderer can draw (components/ui/Icon.tsx). */
export const iconNames = [
  "crane",
  "chart",
  "handshake",
  "blueprint",
  "compass",
  "shield",
  "bank",
  "flag",
  "eye",
  "globe",
  "users",
  "document",
  "check",
  "clock",
  "building",
  "leaf",
] as const;
export const icon = z.enum(iconNames);

// Every page's head: the <title> is "{title} | {company}", the description is the meta description.
export const page = {
  title: text,
  description: text.max(200, "must be at most 200 characters (search engines cut longer ones)"),
};
