import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'
import { TOOL_TYPES } from '@/lib/tool-options'
import { getCategoryOptions } from '@/queries/categories'
import { getSitemapTools } from '@/queries/tools'
import { payloadClient } from '@/lib/payload'

/** One sitemap holds at most 50,000 URLs; tools fill what the other pages leave. */
const TOOL_LIMIT = 49_000

const STATIC_PATHS = ['/', '/categories', '/full-list', '/resources', '/privacy-policy', '/help-center', '/review-process', '/submit-tool', '/feature-tool']

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = env.SERVER_URL.replace(/\/$/, '')
  const payload = await payloadClient()
  const [tools, articles, ...categoryLists] = await Promise.all([
    getSitemapTools(TOOL_LIMIT),
    payload.find({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      select: { slug: true, updatedAt: true },
      limit: 1000,
      pagination: false,
      overrideAccess: false,
    }),
    ...TOOL_TYPES.map((type) => getCategoryOptions(type.value)),
  ])
  return [
    ...STATIC_PATHS.map((path) => ({ url: `${base}${path}`, changeFrequency: 'daily' as const, priority: path === '/' ? 1 : 0.6 })),
    ...TOOL_TYPES.flatMap((type, index) =>
      (categoryLists[index] ?? []).map((category) => ({ url: `${base}/categories/${type.value}/${category.slug}`, changeFrequency: 'weekly' as const, priority: 0.7 })),
    ),
    ...articles.docs
      .filter((article) => article.slug)
      .map((article) => ({ url: `${base}/resources/${article.slug}`, lastModified: article.updatedAt, changeFrequency: 'monthly' as const, priority: 0.6 })),
    ...tools.map((tool) => ({ url: `${base}/tools/${tool.slug}`, lastModified: tool.updatedAt, changeFrequency: 'weekly' as const, priority: 0.8 })),
  ]
}
