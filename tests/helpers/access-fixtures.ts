import { randomUUID } from 'node:crypto'

import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'

import { createTool, createUser } from './factories'

type User = Awaited<ReturnType<typeof createUser>>

/**
 * How the access matrix makes and changes one document of each collection. `data(owner)` is a
 * valid document owned by `owner` where the collection has owners (the user may be null for
 * collections without one); `change` is a harmless update any allowed role may make; `hidden`
 * (collections with drafts) is the variant only staff may read.
 */
export type Fixture = {
  data: (payload: Payload, owner: User) => Record<string, unknown> | Promise<Record<string, unknown>>
  change: Record<string, unknown>
  /** The field that names the owner, when documents belong to a user. */
  ownedBy?: 'user' | 'id'
  hidden?: Record<string, unknown>
  file?: boolean
}

const unique = () => randomUUID().slice(0, 8)

const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, format: 0, mode: 'normal', style: '', detail: 0 }] },
    ],
  },
})

export const fixtures: Record<string, Fixture> = {
  tools: {
    data: () => ({ name: `Matrix tool ${unique()}`, toolType: 'recruiter', _status: 'published' }),
    change: { toolSummary: 'Changed by the access matrix.' },
    hidden: { _status: 'draft' },
  },
  categories: {
    data: () => ({ name: `Matrix category ${unique()}` }),
    change: { description: 'Changed by the access matrix.' },
  },
  integrations: {
    data: () => ({ name: `Matrix integration ${unique()}`, kind: 'ats', website: 'https://example.test' }),
    change: { website: 'https://example.test/changed' },
  },
  articles: {
    data: () => ({ title: `Matrix article ${unique()}`, group: 'guide', excerpt: 'An access matrix article.', body: paragraph('Body.'), _status: 'published' }),
    change: { excerpt: 'Changed by the access matrix.' },
    hidden: { _status: 'draft' },
  },
  media: {
    data: () => ({ alt: `Matrix image ${unique()}` }),
    change: { alt: 'Changed by the access matrix' },
    file: true,
  },
  reports: {
    data: async (payload) => ({ tool: (await createTool(payload)).id, reason: 'broken_link', details: 'The access matrix reports this tool.' }),
    change: { status: 'reviewed' },
  },
  // An owner's edit proposal: the owner reads it, staff read all.
  'change-proposals': {
    data: async (payload, owner) => ({
      summary: "Matrix tool: pricing text (owner's edit)",
      tool: (await createTool(payload)).id,
      changes: [{ field: 'pricing', before: null, after: 'From $10 per month' }],
      source: 'owner',
      proposedBy: owner.id,
      detectedAt: new Date().toISOString(),
    }),
    change: { editorNote: 'Changed by the access matrix.' },
    ownedBy: 'user',
  },
  claims: {
    data: async (payload, owner) => ({
      summary: 'Matrix tool (matrix.example)',
      tool: (await createTool(payload)).id,
      claimant: owner.id,
      domain: 'matrix.example',
      method: 'meta',
      status: 'pending',
    }),
    change: { editorNote: 'Changed by the access matrix.' },
    ownedBy: 'user',
  },
  sponsorships: {
    data: (_payload, owner) => ({
      toolName: `Matrix sponsor ${unique()}`,
      toolUrl: 'https://example.com',
      category: 'Sourcing',
      description: 'A sponsorship made by the access matrix.',
      contactEmail: 'vendor@example.test',
      plan: 'basic',
      user: owner.id,
    }),
    change: { companyName: 'Matrix Co' },
    ownedBy: 'user',
  },
  'stripe-events': {
    data: () => ({ eventId: `evt_matrix_${unique()}`, type: 'test.matrix' }),
    change: { outcome: 'changed' },
  },
  submissions: {
    data: (_payload, owner) => ({
      name: `Matrix submission ${unique()}`,
      website: 'https://example.com',
      description: 'A submission made by the access matrix.',
      audience: 'recruiters',
      features: 'One feature.',
      contactEmail: 'vendor@example.test',
      user: owner.id,
    }),
    change: { description: 'Changed by the access matrix.' },
    ownedBy: 'user',
  },
  subscribers: {
    data: () => ({ email: `matrix-${unique()}@example.test` }),
    change: { status: 'unsubscribed' },
  },
  'newsletter-issues': {
    data: () => ({ subject: `Matrix issue ${unique()}`, body: paragraph('An issue.') }),
    change: { subject: 'Changed by the access matrix' },
  },
  'newsletter-deliveries': {
    data: async (payload) => {
      const issue = await payload.create({ collection: 'newsletter-issues', data: { subject: `Matrix issue ${unique()}`, body: paragraph('An issue.') } as never, overrideAccess: true })
      const subscriber = await payload.create({ collection: 'subscribers', data: { email: `matrix-${unique()}@example.test`, status: 'pending' }, overrideAccess: true })
      return { issue: issue.id, subscriber: subscriber.id }
    },
    change: { attempts: 1 },
  },
  'tool-stats': {
    data: async (payload) => ({ tool: (await createTool(payload)).id, day: '2026-01-01', views: 1, clicks: 0 }),
    change: { views: 2 },
  },
  upvotes: {
    data: async (payload, owner) => ({ tool: (await createTool(payload)).id, user: owner.id }),
    change: {},
    ownedBy: 'user',
  },
  'saved-tools': {
    data: async (payload, owner) => ({ tool: (await createTool(payload)).id, user: owner.id }),
    change: {},
    ownedBy: 'user',
  },
  users: {
    data: () => ({ email: `matrix-${unique()}@example.test`, password: 'correct-horse-battery', roles: ['user'], _verified: true }),
    change: { name: 'Changed by the access matrix' },
    ownedBy: 'id',
  },
}

let image: Buffer | undefined
const png = async () => (image ??= await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3355aa' } }).png().toBuffer())

/** The upload a media document needs, fresh for each call (Payload consumes it). */
export async function uploadFile() {
  const data = await png()
  return { data, mimetype: 'image/png', name: `matrix-${unique()}.png`, size: data.length }
}

/**
 * Makes one document as the server would (overrideAccess), owned by `owner` where that applies
 * (a user document is a new account: it is its own owner).
 */
export async function seedDocument(payload: Payload, slug: string, owner: User, variant: Record<string, unknown> = {}) {
  const fixture = fixtures[slug]!
  return payload.create({
    collection: slug as CollectionSlug,
    data: { ...(await fixture.data(payload, owner)), ...variant } as never,
    file: fixture.file ? await uploadFile() : undefined,
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { seedWrite: true },
  })
}
