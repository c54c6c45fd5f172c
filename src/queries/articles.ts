import 'server-only'

import { cache } from 'react'

import { hasRole } from '@/domains/accounts'
import { LINKED_DOC_POPULATE } from '@/domains/content'
import type { Article, Media, User } from '@/payload-types'
import { payloadClient } from '@/server/payload-client'

export type ArticleSummary = Pick<Article, 'id' | 'title' | 'slug' | 'group' | 'excerpt' | 'author' | 'publishedAt' | 'updatedAt'>

/** Every published article, newest first, for the resources hub, the RSS feed and the sitemap. */
export const getPublishedArticles = cache(async (): Promise<ArticleSummary[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { _status: { equals: 'published' } },
    select: { title: true, slug: true, group: true, excerpt: true, author: true, publishedAt: true, updatedAt: true },
    sort: '-publishedAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs
})

export type ArticleDetail = Omit<Article, 'seo'> & { seo?: { title?: string | null; description?: string | null; image?: Media | null } }

async function findArticle(slug: string, options: { draft: boolean; user?: User }): Promise<ArticleDetail | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'articles',
    where: { slug: { equals: slug } },
    draft: options.draft,
    user: options.user,
    depth: 1,
    populate: LINKED_DOC_POPULATE,
    limit: 1,
    overrideAccess: false,
  })
  return (docs[0] as ArticleDetail | undefined) ?? null
}

/** One published article, as every visitor sees it; read once per request, for the page and its metadata. */
export const getArticle = cache((slug: string): Promise<ArticleDetail | null> => findArticle(slug, { draft: false }))

/** The latest draft of an article, for staff previewing it (never cached; access rules apply). */
export function getArticleDraft(slug: string, user: User): Promise<ArticleDetail | null> {
  return findArticle(slug, { draft: true, user })
}

export type ToolSummary = { name: string; slug: string; summary: string; pricing: string | null; logo: string | null; category: string | null }

/** What a tool link card shows: read live, so renames and pricing changes show without editing the article. */
export async function getToolSummary(slug: string): Promise<ToolSummary | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'tools',
    where: { slug: { equals: slug } },
    select: { name: true, slug: true, toolSummary: true, description: true, pricing: true, logo: true, category: true },
    populate: { categories: { name: true } },
    depth: 1,
    limit: 1,
    overrideAccess: false,
  })
  const tool = docs[0]
  if (!tool?.slug) return null
  return {
    name: tool.name,
    slug: tool.slug,
    summary: tool.toolSummary || tool.description || '',
    pricing: tool.pricing ?? null,
    logo: tool.logo && /^https:\/\//.test(tool.logo) ? tool.logo : null,
    category: tool.category && typeof tool.category === 'object' ? tool.category.name : null,
  }
}

/** The signed-in admin or editor making this request, if any (drafts are shown only to them). */
export async function getPreviewUser(): Promise<User | null> {
  const { currentUser } = await import('@/server/session')
  const { user } = await currentUser()
  if (!user) return null
  return hasRole(user, 'admin', 'editor') ? user : null
}
