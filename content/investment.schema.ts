// The writers' contract for the five investment journey pages (content/pages/investment-*.{en,jp}.mdx).
// Spread into `pages` in schema.ts; the body of each file is the page's intro paragraph.
import { z } from "zod";
import { image, page, text, titled } from "./fields.ts";

const faqItem = z.object({ q: text, a: text }).strict();

// A statement of what the firm does, drawn with a check, or of what it does not do, drawn with a minus. The writer
// says which: a mark guessed from the words would misread them ("We are not a fund" got a check, stop-75 review).
const doesOrNot = z
  .object({
    text,
    kind: z.enum(["does", "does not"]).meta({
      title: "Does or does not",
      description:
        "does: something we do (marked with a check); does not: something we do not do (marked with a minus). The same in both languages.",
    }),
  })
  .strict();

// The investor journey in one line, where the page is not the process page: a heading, the summary sentence and
// the label of the link to the six steps on /investment/process.
const journeySummary = z.object({ title: text, text, linkLabel: text }).strict();

// A section heading with exactly `count` cards (title + text) under it.
const cards = (count: number, what: string) =>
  z.object({ title: text, items: z.array(titled).length(count, `needs exactly ${count} ${what}`) }).strict();

export const investmentPages = {
  // The six-step investor journey is shown in full on the process page only (docs/design.md, "The journey on one
  // page"); the approach and ways-to-invest pages summarise it in a line and link there.
  // /investment/approach: full-screen hero (its chips are the stages' titles and link to them), shield, the five
  // steps from feasibility to exit planning in their three stages, the journey in a line, trust checks and document
  // register, principles.
  "investment-approach": z
    .object({
      ...page,
      hero: z
        .object({
          title: text,
          subtitle: text,
          scrollLabel: text,
          image,
        })
        .strict(),
      // Four elements, each a card with a short title (two or three words) and its statement.
      shield: z
        .object({ title: text, text, bullets: z.array(titled).length(4, "needs exactly four bullets") })
        .strict(),
      steps: z
        .object({
          title: text,
          text,
          stages: z
            .array(
              z.object({ title: text, steps: z.array(titled).min(1, "needs at least one step") }).strict(),
            )
            .length(3, "needs exactly three stages: structure, execution, exit")
            .refine((stages) => stages.flatMap((stage) => stage.steps).length === 5, {
              message: "needs exactly five steps in all, from feasibility to exit planning",
            }),
        })
        .strict(),
      journey: journeySummary,
      trust: z
        .object({
          title: text,
          // What we do and what we do not do, each statement marked as the one or the other.
          checks: z.array(doesOrNot).length(5, "needs exactly five statements"),
          // Documents an investor may ask for: an outline of what a JV agreement covers (the agreement itself is the
          // sponsor's) and the firm's own reports; each caption says which.
          tiles: z
            .array(z.object({ title: text, caption: text }).strict())
            .length(3, "needs exactly three document tiles"),
        })
        .strict(),
      principles: cards(3, "principles"),
    })
    .strict(),

  // /investment/portfolios: hero, the journey in a line, three investment options and the FAQ.
  "investment-portfolios": z
    .object({
      ...page,
      hero: z.object({ title: text, subtitle: text, image }).strict(),
      journey: journeySummary,
      options: z
        .object({
          title: text,
          items: z
            .array(z.object({ title: text, description: text, tagline: text }).strict())
            .length(3, "needs exactly three options"),
        })
        .strict(),
      faq: z
        .object({ title: text, items: z.array(faqItem).length(3, "needs exactly three questions") })
        .strict(),
    })
    .strict(),

  // /investment/different: six differentiator cards, a three-question FAQ and three commitment cards.
  "investment-different": z
    .object({
      ...page,
      differentiators: cards(6, "differentiator cards"),
      faq: z
        .object({ title: text, items: z.array(faqItem).length(3, "needs exactly three questions") })
        .strict(),
      commitments: cards(3, "commitment cards"),
    })
    .strict(),

  // /investment/process: the six-step timeline and the four-stage accordion.
  "investment-process": z
    .object({
      ...page,
      timeline: cards(6, "timeline steps, the investor journey"),
      stages: z
        .object({
          title: text,
          items: z
            .array(
              z
                .object({
                  title: text,
                  points: z
                    .array(text)
                    .min(3, "needs at least three points")
                    .max(5, "needs at most five points"),
                })
                .strict(),
            )
            .length(4, "needs exactly four stages"),
        })
        .strict(),
    })
    .strict(),

  // /investment/right-investor: hero (its image stands in for the background video), fit cards, interview note.
  "investment-right-investor": z
    .object({
      ...page,
      hero: z.object({ title: text, subtitle: text, image }).strict(),
      notAFund: z.object({ title: text, text }).strict(),
      // `intro` says once, above the four cards, what every investor they describe must be (the eligibility test)
      // and what is theirs to judge, so that each card says only what sets its audience apart.
      suits: z
        .object({
          title: text,
          intro: text
            .max(400, "must be at most 400 characters: a sentence or two above the cards")
            .optional()
            .meta({
              title: "Introduction",
              description:
                "A sentence or two shown above the cards, at most 400 characters: what applies to every investor the cards describe (who qualifies), said once here rather than in each card.",
            }),
          items: z.array(titled).length(4, "needs exactly 4 who-it-suits cards"),
        })
        .strict(),
      notSuits: cards(5, "who-it-does-not-suit cards"),
      // The interview note; `basics` lists what every investor is asked about.
      interview: z
        .object({ title: text, text, basics: z.array(text).length(3, "needs exactly three basics") })
        .strict(),
      expectations: cards(3, "expectation cards"),
    })
    .strict(),
} as const;
