export type ArticleGroup = 'guide' | 'comparison' | 'case-study'

export interface ComparisonRow {
  tool: string
  slug: string
  price: string
  dataQuality: 1 | 2 | 3 | 4 | 5
  filtersLogic: 1 | 2 | 3 | 4 | 5
  chromeExtension: boolean
  contactEnrichment: boolean
  standoutFeature: string
}

export type ArticleSegment =
  | { kind: 'markdown'; markdown: string } // CommonMark: ## headings, paragraphs, lists, **bold**, [links](url), > quotes, tables NOT allowed
  | { kind: 'comparisonTable'; caption: string; rows: ComparisonRow[] }
  | { kind: 'callout'; tone: 'info' | 'tip' | 'warning'; title: string; text: string }
  | { kind: 'toolLink'; slug: string } // renders a live card for /tools/{slug}

export interface SeedArticle {
  slug: string
  title: string
  excerpt: string /* 140-200 chars */
  group: ArticleGroup
  author: string
  publishedAt: string /* ISO date in 2026 */
  seoTitle: string
  seoDescription: string /* <=155 chars */
  body: ArticleSegment[]
}
