// The writers' contract: every frontmatter field the site reads, one zod object per collection
// or page. A build stops with `file:line field: message` when a file does not match.
// Each collection is defined once, here (lib/collection.ts says what an entry holds); the site reads
// everything else about it from its entry (docs/architecture.md, "Adding a collection").
import { z } from "zod";
import type { CollectionDefinition } from "../lib/collection.ts";
import {
  countryCode,
  icon,
  image,
  internalPath,
  isoDate,
  linkedInAddress,
  name,
  oneLine,
  order,
  page,
  tag,
  text,
  title,
  titled,
  translationCheck,
  webAddress,
  year,
  yearMonth,
} from "./fields.ts";
import { investmentPages } from "./investment.schema.ts";

export { iconNames } from "./fields.ts";

/** An entry as CollectionDefinition describes it, its literal types kept (an annotation would widen them). */
const defineCollection = <const S extends z.ZodObject, const P extends string>(
  definition: CollectionDefinition<S, P>,
) => definition;

/** The markets the site speaks to, each with a statement on Important information (its #id). */
export const marketIds = [
  "singapore",
  "japan",
  "united-kingdom",
  "united-states",
  "gulf",
  "india",
  "vietnam",
] as const;
const marketId = z.enum(marketIds);

/** An item that speaks to investors (an article, a service, a project) shows the investment pages' notice: not an
    offer, the risks, the statements for each market. The same in both files. */
const investmentNotice = z.boolean().optional().meta({
  title: "Investment notice",
  description:
    "Tick for an item that speaks to investors: it then carries the not-an-offer notice of the investment pages.",
});

export const collections = {
  /** content/insights/<slug>.{en,jp}.mdx — the body is the article. */
  insights: defineCollection({
    route: "/insights",
    list: "insights",
    kind: "article",
    label: "Insights (articles)",
    singular: "Article",
    body: "the article",
    sort: "date",
    title: "title",
    twinFields: ["date", "image.src", "investmentNotice"],
    // The home page shows the latest articles.
    listedOn: ["/"],
    schema: z
      .object({
        ...translationCheck,
        title,
        excerpt: text.max(300, "must be at most 300 characters").meta({
          description:
            "One or two sentences for the article list and search results, at most 300 characters.",
        }),
        date: isoDate.meta({ title: "Publication date", description: "The same date in both languages." }),
        image,
        tags: z
          .array(tag)
          .min(1, "needs at least one tag")
          .max(8, "has at most 8 tags")
          .meta({ description: "One to eight short topic labels." }),
        // The check asks for it on an article that mentions investors and links to the investment pages,
        // projects or services.
        investmentNotice,
      })
      .strict(),
  }),

  /** content/projects/<slug>.{en,jp}.mdx — the body is the project description. */
  projects: defineCollection({
    route: "/projects",
    list: "projects",
    kind: "project",
    label: "Projects",
    singular: "Project",
    body: "the project description: where it is, what it delivers and our role",
    sort: "order",
    title: "title",
    twinFields: ["order", "status", "start", "end", "image.src", "investmentNotice"],
    schema: z
      .object({
        ...translationCheck,
        order,
        title,
        heroTitle: title,
        location: text,
        timeline: text,
        projectType: text,
        excerpt: text.max(300, "must be at most 300 characters"),
        // upcoming, ongoing or completed; the check warns when `start` or `end` has passed and the status
        // no longer agrees (an "upcoming" project whose start month is over). The same in both files.
        status: z.enum(["upcoming", "ongoing", "completed"]),
        // When work starts or started, "YYYY-MM" or "YYYY" (as precisely as the firm knows it); `end`, when
        // known, when it ends. The same in both files.
        start: yearMonth,
        end: yearMonth.optional(),
        image,
        items: z.array(z.object({ label: text, value: text }).strict()).min(1),
        note: text.optional(),
        investmentNotice,
      })
      .strict(),
  }),

  /** content/services/<slug>.{en,jp}.mdx — the body is the intro paragraph. */
  services: defineCollection({
    route: "/services",
    list: "services",
    kind: "service",
    label: "Services",
    singular: "Service",
    body: "the intro paragraph of the service",
    sort: "order",
    title: "title",
    twinFields: ["order", "icon", "heroPan", "images.0.src", "images.1.src", "investmentNotice"],
    // The home page lists every service.
    listedOn: ["/"],
    schema: z
      .object({
        ...translationCheck,
        order,
        title,
        shortTitle: text.max(40, "must be at most 40 characters (it names the service on cards)"),
        // The name in the side menu's Services list: the title, or its first words (the check holds it so).
        menuTitle: text.max(60, "must be at most 60 characters (it is one line of the side menu)").meta({
          description:
            "The name in the side menu's Services list: the title itself, or its first words, at most 60 characters.",
        }),
        subtitle: text,
        description: page.description,
        tagline: text,
        icon,
        // true: the hero image pans slowly from side to side, for a wide panorama (the same in both files).
        heroPan: z.boolean().optional().meta({
          title: "Pan the hero image",
          description: "On: the hero image pans slowly from side to side, for a wide panorama.",
        }),
        images: z.tuple([image.meta({ title: "Hero image" }), image.meta({ title: "Detail image" })], {
          message: "needs exactly two images: the hero, then the detail image",
        }),
        capabilities: z.array(text).min(3, "needs at least three capability chips"),
        audiences: z.array(titled).min(2, "needs at least two audience cards"),
        checklist: z.array(text).min(3, "needs at least three checklist items"),
        workflow: z.array(titled).min(3, "needs at least three workflow steps"),
        details: z.object({ what: text, forWhom: text, approach: text, success: text }).strict(),
        investmentNotice,
      })
      .strict(),
  }),

  /** content/team/<slug>.{en,jp}.mdx — the body is the professional summary. */
  team: defineCollection({
    route: "/about/our-team",
    list: "our-team",
    kind: "member",
    label: "Team members",
    singular: "Team member",
    body: "the professional summary",
    sort: "order",
    title: "name",
    // A member's page is titled "name, position".
    pageTitle: "team.pageTitle",
    twinFields: ["order", "pending", "portrait.src"],
    schema: z
      .object({
        ...translationCheck,
        order,
        name,
        position: text.max(100, "must be at most 100 characters"),
        // The member's photo; without one the member's pages are set in type alone (CONTRIBUTING.md, "Portraits").
        portrait: image.optional().meta({
          description: "The member's photo; without one, the member's pages show the name and text only.",
        }),
        pending: z.boolean().optional().meta({
          title: "Profile to follow",
          description: "On: the member's page says the full profile is still to come.",
        }),
        strengths: z.array(text).min(1, "needs at least one key strength"),
        projects: z.array(text).optional(),
        languages: z.array(z.object({ name: text, native: text }).strict()).optional(),
      })
      .strict(),
  }),
};
export type CollectionName = keyof typeof collections;
/** The frontmatter of an item of collection C, as the site reads it. */
export type ItemData<C extends CollectionName> = z.output<(typeof collections)[C]["schema"]>;

/** content/pages/<name>.{en,jp}.mdx — one-off pages; the body holds their prose. */
export const pages = {
  home: z
    .object({
      ...page,
      // The hero's two ways on: the contact form (a dialog over the page) and the services (stop-65 review: a hero
      // with no call to action).
      hero: z
        .object({ motto: text, subtitle: text, image, contactLabel: text, servicesLabel: text })
        .strict(),
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
  // `member`: the Chairman's file name in content/team/ (without .en.mdx); his portrait is taken from there.
  "from-our-chairman": z
    .object({
      ...page,
      member: z.string().min(1).meta({
        title: "Team member file",
        description:
          "The Chairman's file name in Team members (without .en.mdx): his portrait is taken from there.",
      }),
      name: text,
      role: text,
    })
    .strict(),
  services: z.object({ ...page, intro: text }).strict(),
  projects: z.object({ ...page, intro: text }).strict(),
  insights: z.object({ ...page, intro: text, recentTitle: text, allTitle: text }).strict(),
  partners: z.object({ ...page, heading: text }).strict(),
  // The contact page: this header and form title, then the form and the contact details (interface text).
  contact: z.object({ ...page, heading: text, intro: text, formTitle: text }).strict(),
  // Where a visitor lands after sending the form without JavaScript: the heading, then `message`, a sentence
  // or two set as a lead (centred, lines ending between phrases), then the button home. The page has no body.
  "contact-thanks": z.object({ ...page, heading: text, message: text, buttonLabel: text }).strict(),
  "not-found": z.object({ ...page, heading: text, buttonLabel: text }).strict(),
  // /search: its header; the search itself and its interface text are the search island's (docs/search.md).
  search: z.object({ ...page, heading: text }).strict(),
  // /important-information: what the firm is and is not, its regulatory status (statusTitle heads the
  // statement in content/site.json, regulatoryStatus), then the body: who the model is for, risks,
  // conflicts of interest. Every page's footer and every investment page's notice link here.
  // feesTitle heads who pays the firm (feesText in content/site.json); markets are the statements for each
  // market the site speaks to, each at /important-information#<id>, linked from every investment notice.
  "important-information": z
    .object({
      ...page,
      heading: text,
      intro: text,
      statusTitle: text,
      feesTitle: text,
      marketsTitle: text,
      markets: z
        .array(z.object({ id: marketId, title, paragraphs: z.array(text).min(1) }).strict())
        .length(marketIds.length, `must hold one statement for each market: ${marketIds.join(", ")}`)
        .refine((list) => marketIds.every((id) => list.some((market) => market.id === id)), {
          message: `must hold one statement for each market: ${marketIds.join(", ")}`,
        }),
    })
    .strict(),
  // /privacy: what the site collects and why; who to ask is the email address in content/site.json.
  privacy: z.object({ ...page, heading: text, intro: text, contactTitle: text }).strict(),
  ...investmentPages,
} as const;
export type PageName = keyof typeof pages;
// A collection's list page (its entry's `list`) is one of these pages: its copy heads the list.
pages satisfies Record<(typeof collections)[CollectionName]["list"], z.ZodType>;

/** Fields of a page that name an item of a collection by its file name; the check refuses a name with no file. */
export const pageReferences: Partial<Record<PageName, Record<string, CollectionName>>> = {
  "from-our-chairman": { member: "team" },
};

export type Article = ItemData<"insights">;
export type Service = ItemData<"services">;
export type Project = ItemData<"projects">;
export type TeamMember = ItemData<"team">;
export type PageData<P extends PageName> = z.output<(typeof pages)[P]>;
export type Image = z.output<typeof image>;
export { image };

const bilingual = z.object({ en: oneLine, jp: oneLine }).strict();

/**
 * The firm's statement of its regulatory status: empty until it is written (the build then holds back the investment
 * pages), and as long as a paragraph or two. Unbounded, 200,000 characters of it made the prerender take 100 s instead
 * of 3: the page that shows it sets it with typesetting that reads a text in a time that grows with the square of
 * its length (probe 75, S1), which is also why a body's line is held to 5,000 characters.
 */
const statement = z
  .string()
  .max(2000, "must be at most 2000 characters: the statement is a paragraph or two");

/** content/site.json — the firm's facts, shown in the footer, the contact details and structured data. */
export const siteFacts = z
  .object({
    name: bilingual,
    legalName: oneLine,
    foundingDate: isoDate,
    founder: bilingual,
    locality: oneLine,
    // Two-letter country code (ISO 3166-1), e.g. SG.
    country: countryCode.meta({ description: "Two capital letters (ISO 3166-1), such as SG." }),
    email: z.email("must be an email address such as contact@example.com"),
    // The year the site was first published: the footer's copyright line shows it, and the year of the build
    // after it once that is later (© 2025–2026).
    copyrightYear: year.meta({
      description:
        "The year the site was first published. The footer shows it, and the current year after it once that is later.",
    }),
    // The firm's own statement of its regulatory status, shown on the Important information page. The
    // build refuses to publish the investment pages while either language is empty. reviewedBy stays empty until
    // counsel has confirmed the wording, as for fees below.
    regulatoryStatus: z.object({ en: statement, jp: statement, reviewedBy: z.string() }).strict().meta({
      description:
        "The firm's own statement of its regulatory status, in each language (Important information page); reviewedBy: who confirmed the wording, empty until counsel has.",
    }),
    // Who pays the firm and when, shown on Important information; the investment pages link there
    // instead of repeating it. reviewedBy stays empty until counsel has confirmed the wording: until
    // then every check prints a warning naming the field.
    fees: z.object({ en: text, jp: text, reviewedBy: z.string() }).strict().meta({
      description:
        "Who pays the firm's fees and when, in each language (Important information page); reviewedBy: who confirmed the wording, empty until counsel has.",
    }),
    // Leave empty while the page does not exist: the footer then says it is coming soon. An address on LinkedIn's
    // own host only (www.linkedin.com or linkedin.com).
    social: z
      .object({
        linkedin: z.union([z.literal(""), linkedInAddress]),
      })
      .strict(),
  })
  .strict();

/**
 * content/settings.json — where the site lives and where visitors' inquiries go. Changing these
 * changes where visitors' data is sent, so a code owner reviews every change (.github/CODEOWNERS).
 */
export const siteSettings = z
  .object({
    // The site's address, without a trailing slash: canonical URLs, the sitemap and social tags use it.
    url: webAddress({ origin: true, root: true }),
    // The form service the contact form posts to.
    formEndpoint: webAddress(),
    // The visitor's language choice is stored under this key (local storage and cookie).
    languageStorageKey: z.string().regex(/^[a-z0-9_]+_lang$/, "must be lowercase and end in _lang"),
    // The content editor at /admin (docs/deploy.md, "The content editor"): the GitHub repository it saves to,
    // the branch its pull requests go to, and the sign-in proxy that trades GitHub's sign-in for a token.
    cms: z
      .object({
        // GitHub's own shapes: an owner of letters, digits and hyphens; a name that is not "." or ".." ("../.."
        // passed before and reached /admin/config.yml).
        repo: z
          .string()
          .regex(
            /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/(?!\.\.?$)[\w.-]{1,100}$/,
            "must be owner/name, such as kizuna-bridge/website",
          ),
        // A branch name as git allows it, kept to the characters branch names use.
        branch: z
          .string()
          .regex(
            /^(?!-)(?!.*\.\.)(?!.*\/\/)[\w.-]+(?:\/[\w.-]+)*(?<![./])$/,
            "must be a branch name such as main (letters, digits, - _ . and /)",
          ),
        authUrl: webAddress({ origin: true }),
      })
      .strict(),
  })
  .strict();

/** content/ui/en.json and jp.json — the interface text: the keys of ui.schema.ts in both, no empty text. */
export { catalogue } from "./ui.schema.ts";

/** A proper name written in katakana as one word: katakana letters and the prolonged sound mark only. */
const katakanaWordName = z
  .string("must be a name in quotes")
  .regex(
    /^[\p{Script=Katakana}\u30fc]{2,}$/u,
    "must be one word in katakana (two letters or more, no dot, space or other letter): list each word of a name joined by a dot on its own",
  );

/**
 * content/names.json — proper names the Japanese copy writes in katakana that are not a team member's or the
 * firm's (those come from the team pages and site.json): places. A line of running text breaks inside one only as
 * it does inside a word of the firm's name: a word of up to five letters whole, a longer one only in its middle
 * (lib/typography/keep-together.ts, `sizedRuns`; docs/languages-and-urls.md, "Japanese text"). Each word of a name
 * joined by a middle dot (baria-buntau) is listed on its own.
 */
export const keptNames = z
  .object({
    places: z.array(katakanaWordName).superRefine((names, context) => {
      const seen = new Set<string>();
      names.forEach((name, index) => {
        if (seen.has(name))
          context.addIssue({ code: "custom", path: [index], message: `lists ${name} twice` });
        seen.add(name);
      });
    }),
  })
  .strict();
