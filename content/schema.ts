// The writers' contract: every frontmatter field the site reads, one zod object per collection
// or page. A build stops with `file:line field: message` when a file does not match.
import { z } from "zod";
import { icon, image, internalPath, isoDate, order, page, text, titled } from "./fields.ts";
import { investmentPages } from "./investment.schema.ts";

export { iconNames } from "./fields.ts";

export const collections = {
  /** content/insights/<slug>.{en,jp}.mdx — the body is the article. */
  insights: z
    .object({
      title: text,
      excerpt: text.max(300, "must be at most 300 characters"),
      date: isoDate,
      image,
      tags: z.array(text).min(1, "needs at least one tag"),
    })
    .strict(),

  /** content/services/<slug>.{en,jp}.mdx — the body is the intro paragraph. */
  services: z
    .object({
      order,
      title: text,
      shortTitle: text,
      subtitle: text,
      description: page.description,
      tagline: text,
      icon,
      images: z.tuple([image, image], {
        message: "needs exactly two images: the hero, then the detail image",
      }),
      capabilities: z.array(text).min(3, "needs at least three capability chips"),
      audiences: z.array(titled).min(2, "needs at least two audience cards"),
      checklist: z.array(text).min(3, "needs at least three checklist items"),
      workflow: z.array(titled).min(3, "needs at least three workflow steps"),
      details: z.object({ what: text, forWhom: text, approach: text, success: text }).strict(),
    })
    .strict(),

  /** content/projects/<slug>.{en,jp}.mdx — the body is the project description. */
  projects: z
    .object({
      order,
      title: text,
      heroTitle: text,
      location: text,
      year: text,
      timeline: text,
      projectType: text,
      excerpt: text.max(300, "must be at most 300 characters"),
      status: z.enum(["upcoming", "ongoing", "completed"]),
      image,
      items: z.array(z.object({ label: text, value: text }).strict()).min(1),
      note: text.optional(),
    })
    .strict(),

  /** content/team/<slug>.{en,jp}.mdx — the body is the professional summary. */
  team: z
    .object({
      order,
      name: text,
      position: text,
      // Leave out for the neutral silhouette.
      portrait: image.optional(),
      pending: z.boolean().optional(),
      strengths: z.array(text).min(1, "needs at least one key strength"),
      projects: z.array(text).optional(),
      languages: z.array(z.object({ name: text, native: text }).strict()).optional(),
    })
    .strict(),
} as const;
export type CollectionName = keyof typeof collections;

/** content/pages/<name>.{en,jp}.mdx — one-off pages; the body holds their prose. */
export const pages = {
  home: z
    .object({
      ...page,
      hero: z.object({ motto: text, subtitle: text, image }).strict(),
      intro: z.object({ title: text, text }).strict(),
      advantages: z.array(titled).length(4, "needs exactly four advantage cards"),
      expertise: z.object({ title: text, intro: text }).strict(),
      investors: z
        .object({
          title: text,
          intro: text,
          items: z
            .array(z.object({ title: text, text, link: internalPath }).strict())
            .length(5, "needs exactly five items"),
        })
        .strict(),
      insights: z.object({ title: text, linkLabel: text }).strict(),
    })
    .strict(),
  about: z
    .object({
      ...page,
      intro: text,
      cards: z
        .array(z.object({ title: text, text, link: internalPath }).strict())
        .length(4, "needs exactly four cards"),
    })
    .strict(),
  "who-we-are": z.object({ ...page, lead: text, image, highlights: z.array(titled).min(3) }).strict(),
  "our-mission": z
    .object({
      ...page,
      intro: text,
      goals: z.array(titled).length(4, "needs exactly four goals"),
      closing: text,
    })
    .strict(),
  "our-team": z.object({ ...page, tagline: text }).strict(),
  "from-our-chairman": z.object({ ...page, portrait: image, name: text, role: text }).strict(),
  services: z.object({ ...page, intro: text }).strict(),
  projects: z.object({ ...page, intro: text }).strict(),
  insights: z.object({ ...page, intro: text, recentTitle: text, allTitle: text }).strict(),
  partners: z.object({ ...page, heading: text, buttonLabel: text }).strict(),
  "not-found": z.object({ ...page, heading: text, buttonLabel: text }).strict(),
  ...investmentPages,
} as const;
export type PageName = keyof typeof pages;

export type Article = z.output<(typeof collections)["insights"]>;
export type Service = z.output<(typeof collections)["services"]>;
export type Project = z.output<(typeof collections)["projects"]>;
export type TeamMember = z.output<(typeof collections)["team"]>;
export type PageData<P extends PageName> = z.output<(typeof pages)[P]>;
export type Image = z.output<typeof image>;
export { image };
