import type { MetadataRoute } from 'next'

import { TOOL_TYPES } from '@/domains/directory'
import { env } from '@/platform/env'
import { getPublishedArticles } from '@/queries/articles'
import { getCategoryOptions } from '@/queries/categories'
import { getSitemapTools } from '@/queries/tools'

/** One sitemap holds at most 50,000 URLs; tools fill what the other pages leave. */
const TOOL_LIMIT = 49_000

const STATIC_PATHS = ['/', '/categories', '/full-list', '/resources', '/privacy-policy', '/help-center', '/review-process', '/submit-tool', '/feature-tool']

/** Read at request time (never at build), so a build needs no database; the cache tier keeps it like any page. */
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env.SERVER_URL
  const [tools, articles, ...categoryLists] = await Promise.all([
    getSitemapTools(TOOL_LIMIT),
    getPublishedArticles(),
    ...TOOL_TYPES.map((type) => getCategoryOptions(type.value)),
  ])
  return [
    ...STATIC_PATHS.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.6 })),
    ...TOOL_TYPES.flatMap((type, index) =>
      (categoryLists[index] ?? []).map((category) => ({ url: `${base}/categories/${type.value}/${category.slug}`, changeFrequency: 'weekly' as const, priority: 0.7 })),
    ),
    ...articles
      .filter((article) => article.slug)
      .map((article) => ({ url: `${base}/resources/${article.slug}`, lastModified: article.updatedAt, changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...tools.map((tool) => ({ url: `${base}/tools/${tool.slug}`, lastModified: tool.updatedAt, changeFrequency: 'weekly' as const, priority: 0.8 })),
  ]
}
