import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { prerender } from 'react-dom/static'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { blockNode, editorState } from '@/seed/lexical-markdown'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { expectInert, jsonLdBlocks } from '../helpers/xss-assertions'
import { TEXT_PAYLOADS, UNSAFE_URLS } from '../helpers/xss-payloads'

// The page's own reads run here, with Next's request out of the way.
vi.mock('next/headers', () => ({ draftMode: () => Promise.resolve({ isEnabled: false }) }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => undefined, push: () => undefined, replace: () => undefined, prefetch: () => undefined }),
}))

const { default: ArticlePage } = await import('@/app/(frontend)/resources/[slug]/page')

let payload: Payload

/** Payload's link field refuses an address with a space, so those never reach a page. */
const LINK_URLS = UNSAFE_URLS.filter((url) => !url.includes(' '))

beforeAll(async () => {
  payload = await testPayload()
})

const text = (value: string) => ({ type: 'text', version: 1, text: value, detail: 0, format: 0, mode: 'normal', style: '' })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children })
const link = (label: string, url: string, newTab = false) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: { linkType: 'custom', newTab, url },
  children: [text(label)],
})

/** The article page as a visitor gets it, async blocks (the live tool card) included. */
async function renderArticlePage(slug: string) {
  const { prelude } = await prerender(await ArticlePage({ params: Promise.resolve({ slug }) }))
  return new Response(prelude).text()
}

describe('an article with hostile text and links in its body and blocks', () => {
  it.each(TEXT_PAYLOADS.map((payload) => [payload]))('shows %j as words, and no unsafe link becomes live', async (hostile) => {
    const tool = await createTool(payload, { name: `${hostile} ${randomUUID().slice(0, 6)}`, toolSummary: hostile, logo: UNSAFE_URLS[0] })
    const title = `${hostile} ${randomUUID().slice(0, 6)}`.slice(0, 150)
    const article = await payload.create({
      collection: 'articles',
      data: {
        title,
        group: 'comparison',
        excerpt: hostile,
        author: hostile,
        body: editorState([
          paragraph(text(hostile)),
          paragraph(...LINK_URLS.flatMap((url, index) => [link(`unsafe ${index}`, url), link(`unsafe tab ${index}`, url, true)])),
          blockNode('callout', { tone: 'warning', title: hostile, text: hostile }),
          blockNode('comparisonTable', {
            caption: hostile,
            // A table needs two rows; both carry the text.
            rows: [1, 2].map(() => ({ tool: hostile, slug: tool.slug, price: hostile, dataQuality: 4, filtersLogic: 3, chromeExtension: true, contactEnrichment: false, standoutFeature: hostile })),
          }),
          blockNode('toolLink', { slug: tool.slug }),
        ] as never) as never,
        _status: 'published',
      },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    const $ = expectInert(await renderArticlePage(article.slug!))

    const shown = (value: string) => value.replace(/\r\n?/g, '\n')
    expect($('h1').text()).toBe(shown(title))
    expect($('p').filter((_, element) => $(element).text() === shown(hostile)).length).toBeGreaterThan(0)
    // An unsafe address keeps its words and is never an anchor.
    for (const index of LINK_URLS.keys()) {
      expect($('a').filter((_, a) => $(a).text().startsWith(`unsafe ${index}`) || $(a).text().startsWith(`unsafe tab ${index}`)).length).toBe(0)
      expect($.root().text()).toContain(`unsafe ${index}`)
    }
    expect($('aside[role="note"] p').first().text()).toBe(shown(hostile))
    expect($('table tbody th').first().text()).toBe(shown(hostile))
    expect($('figcaption').text()).toBe(shown(hostile))
    expect($('a[href="/tools/' + tool.slug + '"]').text()).toContain(shown(tool.name))
    const articleData = jsonLdBlocks($).find((block) => (block as { '@type': string })['@type'] === 'Article') as { headline: string; author: { name: string } }
    expect(articleData.headline).toBe(title)
    expect(articleData.author.name).toBe(hostile)
  })
})
