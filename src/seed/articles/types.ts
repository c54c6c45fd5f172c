import type { ArticleGroupValue } from '@/domains/content'
import type { CalloutBlock, ComparisonTableBlock } from '@/payload-types'

type ComparisonRow = Omit<ComparisonTableBlock['rows'][number], 'id'>

export type ArticleSegment =
  | { kind: 'markdown'; markdown: string } // CommonMark: ## headings, paragraphs, lists, **bold**, [links](url), > quotes, tables NOT allowed
  | { kind: 'comparisonTable'; caption: string; rows: ComparisonRow[] }
  | ({ kind: 'callout' } & Pick<CalloutBlock, 'tone' | 'title' | 'text'>)
  | { kind: 'toolLink'; slug: string } // renders a live card for /tools/{slug}

export interface SeedArticle {
  slug: string
  title: string
  excerpt: string /* 140-200 chars */
  group: ArticleGroupValue
  author: string
  publishedAt: string /* ISO date in 2026 */
  seoTitle: string
  seoDescription: string /* <=155 chars */
  body: ArticleSegment[]
}
