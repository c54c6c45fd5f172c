import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { listenForPurges, type CachePurgeListener } from '@/platform/cache/purge-listener'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

// What each write expires, as every app instance hears it (the notices on the cache-tags channel).
// Other test files write at the same time, so each assertion picks the notices naming its own tool.
let payload: Payload
let listener: CachePurgeListener
const notices: string[][] = []
const quiet = { overrideAccess: true, context: { seedWrite: true } } as const

/** Every tag announced together with `tag`, once it arrives. */
async function expiredWith(tag: string): Promise<string[]> {
  await vi.waitFor(() => expect(notices.some((tags) => tags.includes(tag))).toBe(true))
  return [...new Set(notices.filter((tags) => tags.includes(tag)).flat())].sort()
}

async function createCategory(data: Record<string, unknown> = {}) {
  return payload.create({ collection: 'categories', data: { name: `Expiry ${randomUUID().slice(0, 8)}`, ...data }, ...quiet })
}

beforeAll(async () => {
  payload = await testPayload()
  await new Promise<void>((resolve) => {
    listener = listenForPurges({
      databaseUri: process.env.DATABASE_URI!,
      purge: (tags) => Promise.resolve(void notices.push(tags)),
      onListening: resolve,
    })
  })
})

afterAll(async () => {
  await listener.stop()
})

describe('what an upvote expires', () => {
  it("expires the tool's page and the lists that can show its count, nothing else", async () => {
    const word = `expiryword${randomUUID().slice(0, 6)}`
    const primary = await createCategory()
    const secondary = await createCategory()
    // A category whose alias is one of the tool's tags lists the tool too.
    const byAlias = await createCategory({ aliases: [{ alias: `${word} alias` }] })
    const unrelated = await createCategory()
    const tool = await createTool(payload, { toolType: 'recruiter', category: primary.id, categories: [secondary.id], tags: [`${word} Alias`, `${word} only`] })
    const other = await createTool(payload, { toolType: 'job_seeker', category: unrelated.id })
    const voter = await createUser(payload)

    const upvote = await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: voter.id }, user: voter, overrideAccess: false })
    const expected = [
      `tool:${tool.slug}`,
      'listing:all',
      'listing:type:recruiter',
      `category:${primary.slug}`,
      `category:${secondary.slug}`,
      `category:${byAlias.slug}`,
      // The listing of a slug no category has shows the tools tagged with its words.
      `category:${word}-alias`,
      `category:${word}-only`,
    ].sort()
    // Exactly these: not `tools` (every page with tools on it), not the other tool, its category or type.
    const expired = await expiredWith(`tool:${tool.slug}`)
    expect(expired).toEqual(expected)
    for (const untouched of ['tools', 'categories', `tool:${other.slug}`, `category:${unrelated.slug}`, 'listing:type:job_seeker']) {
      expect(expired, untouched).not.toContain(untouched)
    }

    notices.length = 0
    await payload.delete({ collection: 'upvotes', id: upvote.id, user: voter, overrideAccess: false })
    expect(await expiredWith(`tool:${tool.slug}`)).toEqual(expected)
  })

  it('expires nothing when an anonymous vote is refused', async () => {
    const tool = await createTool(payload)
    const voter = await createUser(payload)
    await expect(payload.create({ collection: 'upvotes', data: { tool: tool.id, user: voter.id }, overrideAccess: false })).rejects.toThrow('You are not allowed')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(notices.flat()).not.toContain(`tool:${tool.slug}`)
  })
})

describe('what an edit expires', () => {
  it("a tool edit expires the pages that showed it and show it now, not every page with tools", async () => {
    const [from, to, elsewhere] = [await createCategory(), await createCategory(), await createCategory()]
    const tool = await createTool(payload, { category: from.id, toolType: 'recruiter' })
    const oldNeighbour = await createTool(payload, { category: from.id, toolType: 'recruiter' })
    const newNeighbour = await createTool(payload, { category: to.id, toolType: 'job_seeker' })
    const unrelated = await createTool(payload, { category: elsewhere.id, toolType: 'job_seeker' })
    const renamed = `renamed-${randomUUID().slice(0, 8)}`
    await payload.update({ collection: 'tools', id: tool.id, data: { slug: renamed, category: to.id, toolType: 'job_seeker' }, overrideAccess: true })
    const expired = await expiredWith(`tool:${renamed}`)
    expect(expired).toEqual(
      expect.arrayContaining([
        // Its page under both slugs, and the pages whose similar tools list it, before and after.
        `tool:${tool.slug}`,
        `tool:${renamed}`,
        `tool:${oldNeighbour.slug}`,
        `tool:${newNeighbour.slug}`,
        // Where its card is listed, before and after.
        `category:${from.slug}`,
        `category:${to.slug}`,
        'listing:type:recruiter',
        'listing:type:job_seeker',
        'listing:all',
        'article-tool-links',
      ]),
    )
    expect(expired).not.toContain('tools')
    expect(expired).not.toContain(`tool:${unrelated.slug}`)
    expect(expired).not.toContain(`category:${elsewhere.slug}`)
  })

  it("a tool's delete expires the pages that showed it", async () => {
    const category = await createCategory()
    const tool = await createTool(payload, { category: category.id })
    const neighbour = await createTool(payload, { category: category.id })
    await payload.delete({ collection: 'tools', id: tool.id, overrideAccess: true })
    const expired = await expiredWith(`tool:${tool.slug}`)
    expect(expired).toEqual(expect.arrayContaining([`tool:${neighbour.slug}`, `category:${category.slug}`, 'listing:all']))
    expect(expired).not.toContain('tools')
  })

  it('a category edit expires the category catalog and every list of tools', async () => {
    const category = await createCategory()
    notices.length = 0
    await payload.update({ collection: 'categories', id: category.id, data: { description: 'Edited.' }, overrideAccess: true })
    await vi.waitFor(() => expect(notices.some((tags) => tags.includes('categories') && tags.includes('tools'))).toBe(true))
  })
})
