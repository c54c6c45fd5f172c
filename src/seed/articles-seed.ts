import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { articleEditorFeatures } from '@/collections/Articles/editor'

import { seedArticles } from './data'
import type { ArticleSegment, SeedArticle } from './data/schema'
import { blockNode, editorState, markdownNodes } from './lexical-markdown'

type EditorConfig = Awaited<ReturnType<typeof editorConfigFactory.fromFeatures>>

function segmentNodes(segment: ArticleSegment, editorConfig: EditorConfig) {
  switch (segment.kind) {
    case 'markdown':
      return markdownNodes(segment.markdown, editorConfig)
    case 'comparisonTable':
      return [blockNode('comparisonTable', { caption: segment.caption, rows: segment.rows })]
    case 'callout':
      return [blockNode('callout', { tone: segment.tone, title: segment.title, text: segment.text })]
    case 'toolLink':
      return [blockNode('toolLink', { slug: segment.slug })]
  }
}

function articleBody(article: SeedArticle, editorConfig: EditorConfig) {
  return editorState(article.body.flatMap((segment) => segmentNodes(segment, editorConfig)))
}

/** Publishes the five launch articles that are missing (matched by slug); editors' changes stay. */
export async function seedArticleDocs(payload: Payload): Promise<number> {
  const existing = await payload.find({
    collection: 'articles',
    where: { slug: { in: seedArticles.map((article) => article.slug) } },
    select: { slug: true },
    draft: true,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const taken = new Set(existing.docs.map((doc) => doc.slug))
  const editorConfig = await editorConfigFactory.fromFeatures({ config: payload.config, features: articleEditorFeatures })
  let created = 0
  for (const article of seedArticles) {
    if (taken.has(article.slug)) continue
    await payload.create({
      collection: 'articles',
      data: {
        title: article.title,
        slug: article.slug,
        group: article.group,
        excerpt: article.excerpt,
        author: article.author,
        publishedAt: article.publishedAt,
        body: articleBody(article, editorConfig) as never,
        seo: { title: article.seoTitle, description: article.seoDescription },
        _status: 'published',
      },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    created += 1
  }
  return created
}
