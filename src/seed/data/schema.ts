import { z } from 'zod'

import { CALLOUT_TONES } from '@/blocks/Callout/config'
import { ARTICLE_GROUPS } from '@/domains/content'
import { COMPLIANCE_KINDS, FACT_STATUSES, INTEGRATION_KINDS, PRICE_RANGES, PRICING_MODELS, TOOL_TYPES } from '@/domains/directory/shared'
import { SLUG_PATTERN } from '@/platform/validation/slug'

/**
 * The shape of every seed data file (the JSON beside this file), checked when ./index.ts loads it.
 * Enumerations come from the option lists the CMS fields use, so the seed accepts exactly what an
 * editor could choose. Authoring rules that need judgement are in ./README.md.
 */

/** A zod enum of an option list's values. */
function valueOf<const Options extends readonly { value: string }[]>(options: Options) {
  type Value = Options[number]['value']
  return z.enum(options.map((option) => option.value) as [Value, ...Value[]])
}

const httpsUrl = z.url({ protocol: /^https$/, error: 'Expected an https address' })
const slug = z.string().regex(SLUG_PATTERN)
/** Markdown kept as its lines, so each paragraph is one line of the JSON file; joined when loaded. */
const markdownLines = z.array(z.string()).transform((lines) => lines.join('\n'))

const toolType = valueOf(TOOL_TYPES)

export const seedCategorySchema = z.strictObject({
  name: z.string().min(1), // Title Case, e.g. "Candidate Sourcing"
  description: z.string().min(1), // one or two honest sentences
  toolTypes: z.array(toolType).min(1), // which audiences this category is for
  aliases: z.array(z.string()), // lower-case alternative spellings that normalise to this name
})

export const seedToolSchema = z.strictObject({
  name: z.string().min(1),
  slug: slug.optional(), // only when it must differ from the name lowercased with spaces -> hyphens
  sourceUrl: httpsUrl, // official https URL of the product (homepage)
  description: z.string(), // one honest paragraph, 40-90 words, in your own words (not copied marketing)
  category: z.string(), // the primary category: exactly one category name
  secondaryCategories: z.array(z.string()).max(2), // 0-2 more category names
  tags: z.array(z.string()), // 3-6 lower-case keywords (e.g. "sourcing", "ats integration", "chrome extension")
  toolType,
  priceRange: valueOf(PRICE_RANGES),
  pricing: z.string().min(1), // honest pricing text, e.g. "Free plan; paid plans from $X/month" or "Custom pricing (demo required)"
  features: z.array(z.string()), // 3-6 concrete features, each under 70 chars
  keyBenefits: z.array(z.string()).length(3), // exactly 3 short benefits, each under 60 chars
  integrations: z.array(z.string()), // named integrations where confident (ATS names, LinkedIn, Gmail, Slack...), else []
  launchYear: z.int().optional(), // the year the product launched, only if confident
})

export const seedIntegrationSchema = z.strictObject({
  name: z.string().min(1), // as the vendor spells it, e.g. "SAP SuccessFactors"
  slug, // lower-case, hyphens, e.g. "sap-successfactors"
  kind: valueOf(INTEGRATION_KINDS),
  website: httpsUrl, // the product's official https homepage
})

/**
 * Recruiter-grade facts for one seeded tool, keyed by the tool's slug in tool-facts.json.
 * Never invented: a value we are not sure of is null / 'unknown' / left out. Nothing here has been
 * re-checked by HireStack (the seed has no internet): seeded tools read "Facts not yet verified".
 */
export const seedToolFactsSchema = z.strictObject({
  pricing: z.strictObject({
    model: valueOf(PRICING_MODELS).nullable(), // null: not known
    startingPriceUsdMonth: z.number().positive().nullable(), // the lowest published paid price per month in USD, only when the vendor publishes one
    freeTier: valueOf(FACT_STATUSES),
    freeTrialDays: z.int().positive().nullable(), // only when the vendor publishes a trial length
    contactSales: z.boolean(), // pricing is (also) "contact sales" / demo-only
  }),
  /** The vendor's page listing its integrations; required when the tool lists integrations. */
  integrationsSource: httpsUrl.nullable(),
  /** Only claims the vendor states publicly, each with the vendor's page saying so; kinds left out are "unknown". */
  compliance: z.array(z.strictObject({ kind: valueOf(COMPLIANCE_KINDS), status: z.enum(['yes', 'no']), sourceUrl: httpsUrl })),
  /** True when the vendor publishes no integrations (shown as "None published"). */
  integrationsNonePublished: z.boolean().optional(),
  /** The day the product launched, only when it is a known public fact. */
  launchDate: z.iso.date().optional(),
})

const articleSegmentSchema = z.discriminatedUnion('kind', [
  // CommonMark: ## headings, paragraphs, lists, **bold**, [links](url), > quotes; tables NOT allowed
  z.strictObject({ kind: z.literal('markdown'), markdown: markdownLines }),
  z.strictObject({
    kind: z.literal('comparisonTable'),
    caption: z.string(),
    rows: z.array(
      z.strictObject({
        tool: z.string(),
        slug, // links the row to /tools/{slug}
        price: z.string(),
        dataQuality: z.int().min(1).max(5),
        filtersLogic: z.int().min(1).max(5),
        chromeExtension: z.boolean().optional(),
        contactEnrichment: z.boolean().optional(),
        standoutFeature: z.string(),
      }),
    ),
  }),
  z.strictObject({ kind: z.literal('callout'), tone: valueOf(CALLOUT_TONES), title: z.string(), text: z.string() }),
  z.strictObject({ kind: z.literal('toolLink'), slug }), // renders a live card for /tools/{slug}
])

export const seedArticleSchema = z.strictObject({
  slug,
  title: z.string().min(1),
  excerpt: z.string().min(140).max(200),
  group: valueOf(ARTICLE_GROUPS),
  author: z.string().min(1),
  publishedAt: z.iso.datetime(),
  seoTitle: z.string().min(1),
  seoDescription: z.string().max(155),
  body: z.array(articleSegmentSchema),
})

const linkedText = z.strictObject({ heading: z.string(), text: z.string(), linkLabel: z.string() })

/** The launch content of the static pages' globals, keyed by the global's slug; each is written once. */
export const seedPagesSchema = z.strictObject({
  /** /resources; published articles are listed automatically. */
  'resources-hub': z.strictObject({
    title: z.string(),
    intro: z.string(),
    groupDescriptions: z.strictObject({ guide: z.string(), comparison: z.string(), caseStudy: z.string() }),
  }),
  /** /privacy-policy, as markdown per section. */
  'privacy-policy': z.strictObject({
    title: z.string(),
    lastUpdated: z.iso.datetime(),
    introduction: markdownLines,
    sections: z.array(z.strictObject({ heading: z.string(), body: markdownLines })),
    contact: z.strictObject({ heading: z.string(), text: z.string() }),
  }),
  /** /help-center; answers are markdown. */
  'help-center': z.strictObject({
    title: z.string(),
    intro: z.string(),
    faqs: z.array(z.strictObject({ question: z.string(), answer: markdownLines })),
    support: linkedText,
  }),
  /** /review-process. */
  'review-process': z.strictObject({
    title: z.string(),
    intro: markdownLines,
    criteria: z.array(z.strictObject({ title: z.string(), description: z.string(), optional: z.boolean() })),
    closing: linkedText,
  }),
  /** The footer's contact address and the brand's own profiles. */
  'site-settings': z.strictObject({
    brandName: z.string(),
    tagline: z.string(),
    contactEmail: z.email(),
    socialLinks: z.array(z.strictObject({ label: z.string(), url: httpsUrl })),
  }),
})

export type SeedTool = z.infer<typeof seedToolSchema>
export type SeedToolFacts = z.infer<typeof seedToolFactsSchema>
export type SeedArticle = z.infer<typeof seedArticleSchema>
export type ArticleSegment = SeedArticle['body'][number]
export type IntegrationKind = SeedIntegration['kind']
export type PricingModel = NonNullable<SeedToolFacts['pricing']['model']>
export type FactStatus = SeedToolFacts['pricing']['freeTier']
export type ComplianceKind = SeedToolFacts['compliance'][number]['kind']
type SeedIntegration = z.infer<typeof seedIntegrationSchema>
