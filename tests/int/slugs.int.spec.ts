import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('tool slugs (like generate_unique_slug)', () => {
  it('derives the slug from the name', async () => {
    const tool = await createTool(payload, { name: 'Slug Probe Alpha' })
    expect(tool.slug).toBe('slug-probe-alpha')
  })

  it('appends -2, -3 … on collisions', async () => {
    const second = await createTool(payload, { name: 'Slug Probe: Alpha' })
    const third = await createTool(payload, { name: 'slug probe ALPHA!' })
    expect(second.slug).toBe('slug-probe-alpha-2')
    expect(third.slug).toBe('slug-probe-alpha-3')
  })

  it('keeps a slug on update and frees nothing it should not', async () => {
    const tool = await createTool(payload, { name: 'Slug Probe Beta' })
    const updated = await payload.update({
      collection: 'tools',
      id: tool.id,
      data: { description: 'changed' },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    expect(updated.slug).toBe('slug-probe-beta')
  })

  it('makes an explicit slug unique too', async () => {
    await createTool(payload, { name: 'Gamma One', slug: 'slug-probe-gamma' })
    const clash = await createTool(payload, { name: 'Gamma Two', slug: 'slug-probe-gamma' })
    expect(clash.slug).toBe('slug-probe-gamma-2')
  })

  it('refuses a duplicate slug at the database level', async () => {
    const tool = await createTool(payload, { name: 'Slug Probe Delta' })
    const db = (payload.db as unknown as { pool: { query: (sql: string, args: unknown[]) => Promise<unknown> } }).pool
    await expect(db.query('INSERT INTO tools (name, slug) VALUES ($1, $2)', ['x', tool.slug])).rejects.toThrow(/duplicate key/)
  })
})
