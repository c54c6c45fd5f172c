import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { blockNode, editorState } from '@/seed/lexical-markdown'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload
let toolSlug: string
let otherToolSlug: string
let unapprovedSlug: string

beforeAll(async () => {
  payload = await testPayload()
  toolSlug = (await createTool(payload)).slug as string
  otherToolSlug = (await createTool(payload)).slug as string
  unapprovedSlug = (await createTool(payload, { _status: 'draft' })).slug as string
})

const row = (overrides: Record<string, unknown> = {}) => ({
  tool: 'Example Tool',
  slug: toolSlug,
  price: 'From $99/mo',
  dataQuality: 4,
  filtersLogic: 3,
  chromeExtension: true,
  contactEnrichment: false,
  standoutFeature: 'Finds people by skills rather than titles',
  ...overrides,
})

function createArticle(
  blocks: ReturnType<typeof blockNode>[],
  status: 'draft' | 'published' = 'published',
  data: Record<string, unknown> = {},
) {
  return payload.create({
    collection: 'articles',
    data: {
      title: `Block test ${randomUUID().slice(0, 8)}`,
      group: 'comparison',
      excerpt: 'An article used by the block validation tests.',
      body: editorState(blocks) as never,
      _status: status,
      ...data,
    },
    overrideAccess: true,
    context: { seedWrite: true },
  })
}

const table = (rows: Record<string, unknown>[]) => blockNode('comparisonTable', { caption: 'Scores', rows })

describe('comparison table block', () => {
  it('saves a valid table', async () => {
    const article = await createArticle([table([row(), row({ tool: 'Other', slug: otherToolSlug, dataQuality: 5 })])])
    const stored = await payload.findByID({ collection: 'articles', id: article.id, overrideAccess: true })
    const block = (stored.body.root.children as { type: string; fields?: { rows?: unknown[] } }[]).find((node) => node.type === 'block')
    expect(block?.fields?.rows).toHaveLength(2)
  })

  it.each([
    ['a score above 5', { dataQuality: 6 }],
    ['a score below 1', { filtersLogic: 0 }],
    ['a fractional score', { dataQuality: 2.5 }],
    ['a missing standout feature', { standoutFeature: '' }],
    ['a missing tool name', { tool: '' }],
    ['a slug with spaces and capitals', { slug: 'Seek Out' }],
  ])('rejects %s', async (_label, overrides) => {
    await expect(createArticle([table([row(), row(overrides)])])).rejects.toThrow(/invalid/i)
  })

  it.each([
    ['a misspelt tool', () => `${toolSlug}-x`],
    ['a tool that is not published', () => unapprovedSlug],
  ])('rejects a row linking %s, naming the slug', async (_label, slug) => {
    await expect(createArticle([table([row(), row({ slug: slug() })])])).rejects.toMatchObject({
      data: { errors: expect.arrayContaining([{ label: 'Body > Rows 2 > Tool slug', message: `No published tool has the slug "${slug()}".`, path: 'body.rows.1.slug' }]) },
    })
  })

  it('rejects a table with fewer than two rows', async () => {
    await expect(createArticle([table([row()])])).rejects.toThrow(/invalid/i)
  })
})

describe('callout and tool link blocks', () => {
  it('saves a callout and a tool link to an existing tool', async () => {
    const article = await createArticle([
      blockNode('callout', { tone: 'tip', title: 'A tip', text: 'Something useful for recruiters.' }),
      blockNode('toolLink', { slug: toolSlug }),
    ])
    expect(article.id).toBeTruthy()
  })

  it('rejects a callout without text or with an unknown tone', async () => {
    await expect(createArticle([blockNode('callout', { tone: 'tip', title: 'No text', text: '' })])).rejects.toThrow(/invalid/i)
    await expect(createArticle([blockNode('callout', { tone: 'shout', title: 'Loud', text: 'Hello there' })])).rejects.toThrow(
      /invalid/i,
    )
  })

  it('rejects a tool link to a tool that does not exist or is not published', async () => {
    await expect(createArticle([blockNode('toolLink', { slug: `missing-${randomUUID().slice(0, 8)}` })])).rejects.toThrow(/invalid/i)
    await expect(createArticle([blockNode('toolLink', { slug: unapprovedSlug })])).rejects.toThrow(/invalid/i)
  })
})

describe('published date', () => {
  const callout = () => [blockNode('callout', { tone: 'info', title: 'Dated', text: 'An article to date.' })]
  const update = (id: number, data: Record<string, unknown>) =>
    payload.update({ collection: 'articles', id, data, overrideAccess: true, context: { seedWrite: true } })

  it('is set when an article is first published and kept afterwards', async () => {
    const draft = await createArticle(callout(), 'draft')
    expect(draft.publishedAt ?? null).toBeNull()

    const before = Date.now()
    const published = await update(draft.id, { _status: 'published' })
    const publishedAt = Date.parse(published.publishedAt ?? '')
    expect(publishedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(publishedAt).toBeLessThanOrEqual(Date.now() + 1000)

    const edited = await update(draft.id, { excerpt: 'Edited after publication.', _status: 'published' })
    expect(edited.publishedAt).toBe(published.publishedAt)
  })

  it('keeps a date the editor chose', async () => {
    const article = await createArticle(callout(), 'published', { publishedAt: '2025-03-04T09:00:00.000Z' })
    expect(article.publishedAt).toBe('2025-03-04T09:00:00.000Z')
  })
})

describe('article access', () => {
  it('hides drafts from anonymous visitors and shows published articles', async () => {
    const draft = await createArticle([blockNode('callout', { tone: 'info', title: 'Draft', text: 'Not yet published.' })], 'draft')
    const published = await createArticle([blockNode('callout', { tone: 'info', title: 'Live', text: 'Published already.' })])
    const { docs } = await payload.find({
      collection: 'articles',
      where: { id: { in: [draft.id, published.id] } },
      overrideAccess: false,
    })
    expect(docs.map((doc) => doc.id)).toEqual([published.id])
  })

  it('keeps a newer draft of a published article (autosave included) to staff', async () => {
    const published = await createArticle([blockNode('callout', { tone: 'info', title: 'Live', text: 'Published already.' })])
    const editor = await createUser(payload, ['editor'])
    const user = await createUser(payload, ['user'])
    const draftTitle = `Unpublished edit ${randomUUID().slice(0, 8)}`
    await payload.update({
      collection: 'articles',
      id: published.id,
      data: { title: draftTitle },
      draft: true,
      autosave: true,
      user: editor,
      overrideAccess: false,
      context: { seedWrite: true },
    })

    for (const reader of [undefined, user]) {
      for (const draft of [false, true]) {
        const { docs } = await payload.find({
          collection: 'articles',
          where: { id: { equals: published.id } },
          draft,
          user: reader,
          overrideAccess: false,
        })
        expect(docs.map((doc) => doc.title)).not.toContain(draftTitle)
      }
      await expect(payload.findVersions({ collection: 'articles', user: reader, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    }
    const asEditor = await payload.findByID({ collection: 'articles', id: published.id, draft: true, user: editor, overrideAccess: false })
    expect(asEditor.title).toBe(draftTitle)
    await expect(
      payload.update({ collection: 'articles', id: published.id, data: { title: 'Taken over' }, user, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('does not let anonymous visitors write articles', async () => {
    await expect(
      payload.create({
        collection: 'articles',
        data: { title: 'Nope', group: 'guide', excerpt: 'Nope', body: editorState([]) as never },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/i)
  })
})
