/**
 * The access matrix: every role × collection × operation, each cell asserted through the local API
 * with overrideAccess: false (the same access functions REST and the admin use). A cell says who
 * may act on which documents:
 *   all        any document
 *   published  published documents only (drafts stay hidden)
 *   own        only documents that belong to the actor
 *   none       refused, and nothing changes
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { seedPageGlobals, seedSiteSettings } from '@/seed/pages-seed'

import { fixtures, seedDocument, uploadFile } from '../helpers/access-fixtures'
import { createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

type Cell = 'all' | 'published' | 'own' | 'none'
type Operation = 'read' | 'create' | 'update' | 'delete'
const ROLES = ['anonymous', 'user', 'vendor', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
type Row = Record<Operation, [Cell, Cell, Cell, Cell, Cell]>

const staffOnly: Row = {
  read: ['published', 'published', 'published', 'all', 'all'],
  create: ['none', 'none', 'none', 'all', 'all'],
  update: ['none', 'none', 'none', 'all', 'all'],
  delete: ['none', 'none', 'none', 'none', 'all'],
}
const adminOnly: Row = {
  read: ['none', 'none', 'none', 'none', 'all'],
  create: ['none', 'none', 'none', 'none', 'all'],
  update: ['none', 'none', 'none', 'none', 'all'],
  delete: ['none', 'none', 'none', 'none', 'all'],
}
const ownedRequests: Row = { ...adminOnly, read: ['none', 'own', 'own', 'own', 'all'] }

//                      anonymous    user     vendor    editor    admin
const MATRIX: Record<string, Row> = {
  tools: staffOnly,
  articles: staffOnly,
  categories: { ...staffOnly, read: ['all', 'all', 'all', 'all', 'all'] },
  integrations: { ...staffOnly, read: ['all', 'all', 'all', 'all', 'all'] },
  media: {
    read: ['all', 'all', 'all', 'all', 'all'],
    create: ['none', 'none', 'none', 'all', 'all'],
    update: ['none', 'none', 'none', 'all', 'all'],
    delete: ['none', 'none', 'none', 'all', 'all'],
  },
  reports: { ...adminOnly, create: ['none', 'none', 'none', 'none', 'none'] },
  // Only the freshness check and an owner's edit action create them; only the Accept/Reject
  // endpoints change them; an owner reads the edits they proposed.
  'change-proposals': {
    read: ['none', 'own', 'own', 'all', 'all'],
    create: ['none', 'none', 'none', 'none', 'none'],
    update: ['none', 'none', 'none', 'none', 'none'],
    delete: ['none', 'none', 'none', 'none', 'all'],
  },
  // Only the claim actions create them; only the Approve/Reject endpoints change them; a vendor reads their own.
  claims: {
    read: ['none', 'own', 'own', 'all', 'all'],
    create: ['none', 'none', 'none', 'none', 'none'],
    update: ['none', 'none', 'none', 'none', 'none'],
    delete: ['none', 'none', 'none', 'none', 'all'],
  },
  sponsorships: ownedRequests,
  submissions: ownedRequests,
  subscribers: adminOnly,
  'newsletter-issues': { ...staffOnly, read: ['none', 'none', 'none', 'all', 'all'] },
  'newsletter-deliveries': {
    read: ['none', 'none', 'none', 'all', 'all'],
    create: ['none', 'none', 'none', 'none', 'none'],
    update: ['none', 'none', 'none', 'none', 'none'],
    delete: ['none', 'none', 'none', 'none', 'none'],
  },
  'stripe-events': { ...adminOnly, create: ['none', 'none', 'none', 'none', 'none'], update: ['none', 'none', 'none', 'none', 'none'] },
  'tool-stats': {
    read: ['none', 'none', 'none', 'all', 'all'],
    create: ['none', 'none', 'none', 'none', 'none'],
    update: ['none', 'none', 'none', 'none', 'none'],
    delete: ['none', 'none', 'none', 'none', 'none'],
  },
  upvotes: {
    read: ['none', 'own', 'own', 'own', 'all'],
    create: ['none', 'own', 'own', 'own', 'all'],
    update: ['none', 'none', 'none', 'none', 'all'],
    delete: ['none', 'own', 'own', 'own', 'all'],
  },
  'saved-tools': {
    read: ['none', 'own', 'own', 'own', 'all'],
    create: ['none', 'own', 'own', 'own', 'all'],
    update: ['none', 'none', 'none', 'none', 'all'],
    delete: ['none', 'own', 'own', 'own', 'all'],
  },
  users: {
    read: ['none', 'own', 'own', 'own', 'all'],
    create: ['none', 'none', 'none', 'none', 'all'],
    update: ['none', 'own', 'own', 'own', 'all'],
    delete: ['none', 'none', 'none', 'none', 'all'],
  },
}

const GLOBALS: Record<string, [Cell, Cell, Cell, Cell, Cell]> = {
  'help-center': ['none', 'none', 'none', 'all', 'all'],
  'privacy-policy': ['none', 'none', 'none', 'all', 'all'],
  'resources-hub': ['none', 'none', 'none', 'all', 'all'],
  'review-process': ['none', 'none', 'none', 'all', 'all'],
  'site-settings': ['none', 'none', 'none', 'all', 'all'],
}

type User = Awaited<ReturnType<typeof createUser>>
let payload: Payload
let stranger: User

beforeAll(async () => {
  payload = await testPayload()
  stranger = await createUser(payload, ['user'])
  // Globals hold required content: an allowed save of the current content must validate.
  await seedPageGlobals(payload)
  await seedSiteSettings(payload)
})

/** A fresh account per cell, so a cell that deletes its own account can't disturb another. */
const actorFor = async (role: Role) => (role === 'anonymous' ? undefined : createUser(payload, [role]))
const quiet = { context: { seedWrite: true }, disableVerificationEmail: true } as const
const as = (user: User | undefined) => ({ user, overrideAccess: false, ...quiet })

/** Runs `attempt` and says whether access let it through (403/404 from Payload means refused). */
async function allowed(attempt: () => Promise<unknown>): Promise<boolean> {
  try {
    await attempt()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404) return false
    throw error
  }
}

const exists = async (slug: string, id: number | string) =>
  (await payload.find({ collection: slug as CollectionSlug, where: { id: { equals: id } }, overrideAccess: true, draft: true, limit: 1 })).totalDocs === 1
const stored = (slug: string, id: number | string) => payload.findByID({ collection: slug as CollectionSlug, id, overrideAccess: true, draft: true, depth: 0 })

const cells = Object.entries(MATRIX).flatMap(([slug, row]) =>
  (Object.entries(row) as [Operation, Cell[]][]).flatMap(([operation, byRole]) => ROLES.map((role, index) => ({ slug, operation, role, cell: byRole[index]! }))),
)

describe('access matrix: role × collection × operation', () => {
  it.each(cells)('$role $operation $slug: $cell', async ({ slug, operation, role, cell }) => {
    const fixture = fixtures[slug]!
    const actor = await actorFor(role)
    const collection = slug as CollectionSlug
    // The actor's own document (or, for anonymous, an ordinary one) and one it should not reach:
    // a stranger's, or a draft where the collection has drafts.
    const mine = fixture.ownedBy === 'id' && actor ? actor : await seedDocument(payload, slug, actor ?? stranger)
    const theirs = await seedDocument(payload, slug, stranger, fixture.hidden)

    if (operation === 'read') {
      const attempt = () => payload.find({ collection, where: { id: { in: [mine.id, theirs.id] } }, sort: 'id', ...as(actor) })
      if (cell === 'none') return expect(await allowed(attempt)).toBe(false)
      const seen = (await attempt()).docs.map((doc) => doc.id)
      const ownable = fixture.ownedBy !== undefined || fixture.hidden !== undefined
      return expect(seen).toEqual(cell === 'all' || !ownable ? [mine.id, theirs.id] : [mine.id])
    }

    if (operation === 'create') {
      const create = async (owner: User) =>
        payload.create({ collection, data: (await fixture.data(payload, owner)) as never, file: fixture.file ? await uploadFile() : undefined, ...as(actor) })
      const before = (await payload.count({ collection, overrideAccess: true })).totalDocs
      const mayCreate = await allowed(() => create(actor ?? stranger))
      expect(mayCreate).toBe(cell === 'all' || cell === 'own')
      if (fixture.ownedBy === 'user' && actor) expect(await allowed(() => create(stranger))).toBe(cell === 'all')
      const created = (await payload.count({ collection, overrideAccess: true })).totalDocs - before
      return expect(created).toBe((mayCreate ? 1 : 0) + (cell === 'all' && fixture.ownedBy === 'user' && actor ? 1 : 0))
    }

    const targets: [typeof theirs, boolean][] = [[theirs, cell === 'all']]
    if (fixture.ownedBy && actor) targets.push([mine, cell === 'all' || cell === 'own'])
    for (const [target, expected] of targets) {
      const before = await stored(slug, target.id)
      if (operation === 'update') {
        expect(await allowed(() => payload.update({ collection, id: target.id, data: fixture.change, ...as(actor) }))).toBe(expected)
        if (!expected) expect(await stored(slug, target.id)).toEqual(before)
      } else {
        expect(await allowed(() => payload.delete({ collection, id: target.id, ...as(actor) }))).toBe(expected)
        expect(await exists(slug, target.id)).toBe(!expected)
      }
    }
  })
})

const globalCells = Object.entries(GLOBALS).flatMap(([slug, byRole]) => ROLES.map((role, index) => ({ slug, role, cell: byRole[index]! })))

describe('access matrix: globals', () => {
  it.each(globalCells)('everyone reads $slug; $role update: $cell', async ({ slug, role, cell }) => {
    const global = slug as GlobalSlug
    const actor = await actorFor(role)
    await expect(payload.findGlobal({ slug: global, ...as(actor) })).resolves.toBeTruthy()
    const before = await payload.findGlobal({ slug: global, overrideAccess: true })
    expect(await allowed(() => payload.updateGlobal({ slug: global, data: {}, ...as(actor) }))).toBe(cell === 'all')
    if (cell === 'none') expect((await payload.findGlobal({ slug: global, overrideAccess: true })).updatedAt).toBe(before.updatedAt)
  })
})
