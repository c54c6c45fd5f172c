import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

vi.mock('next/headers', () => import('@tests/helpers/next-request'))

import { setUpvote } from '@/features/upvotes/set-upvote'
import { sqlFor } from '@/platform/database/db'
import { createTool, createUser } from '@tests/helpers/factories'
import { asVisitor, newVisitor } from '@tests/helpers/next-request'
import { testPayload } from '@tests/helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A verified user with a real session cookie, as the browser would send it. */
async function signedInVisitor() {
  const user = await createUser(payload)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
  const visitor = newVisitor()
  visitor.cookies.set('payload-token', token!)
  return { user, visitor }
}

async function countsFor(toolId: number) {
  const tool = await payload.findByID({ collection: 'tools', id: toolId, overrideAccess: true, draft: true })
  const rows = await payload.count({ collection: 'upvotes', where: { tool: { equals: toolId } }, overrideAccess: true })
  return { upvoteCount: tool.upvoteCount, rows: rows.totalDocs }
}

describe('setUpvote action', () => {
  it('toggles the signed-in user’s upvote and returns the new count', async () => {
    const { visitor, user } = await signedInVisitor()
    const tool = await createTool(payload)
    expect(await asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: true }))).toEqual({
      ok: true,
      data: { toolId: tool.id, upvoted: true, count: 1 },
    })
    const rows = await payload.find({ collection: 'upvotes', where: { tool: { equals: tool.id } }, overrideAccess: true, depth: 0 })
    expect(rows.docs.map((row) => row.user)).toEqual([user.id])

    expect(await asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: true }))).toMatchObject({ ok: true, data: { count: 1 } })
    expect(await asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: false }))).toEqual({
      ok: true,
      data: { toolId: tool.id, upvoted: false, count: 0 },
    })
    expect(await asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: false }))).toMatchObject({ ok: true, data: { count: 0 } })
    expect(await countsFor(tool.id)).toEqual({ upvoteCount: 0, rows: 0 })
  })

  it('counts other users and removes only the caller’s own row', async () => {
    const alice = await signedInVisitor()
    const bob = await signedInVisitor()
    const tool = await createTool(payload)
    await asVisitor(alice.visitor, () => setUpvote({ toolId: tool.id, upvoted: true }))
    expect(await asVisitor(bob.visitor, () => setUpvote({ toolId: tool.id, upvoted: true }))).toMatchObject({ data: { count: 2 } })
    expect(await asVisitor(bob.visitor, () => setUpvote({ toolId: tool.id, upvoted: false }))).toMatchObject({ data: { count: 1 } })
    const left = await payload.find({ collection: 'upvotes', where: { tool: { equals: tool.id } }, overrideAccess: true, depth: 0 })
    expect(left.docs.map((row) => row.user)).toEqual([alice.user.id])
  })

  it('requires a session and ignores any user id sent by the client', async () => {
    const tool = await createTool(payload)
    const victim = await createUser(payload)
    const anonymous = newVisitor()
    expect(await asVisitor(anonymous, () => setUpvote({ toolId: tool.id, upvoted: true }))).toEqual({
      ok: false,
      code: 'unauthenticated',
      error: 'Please sign in to upvote tools',
    })
    const forged = newVisitor()
    forged.cookies.set('payload-token', 'not-a-jwt')
    expect(await asVisitor(forged, () => setUpvote({ toolId: tool.id, upvoted: true, user: victim.id }))).toMatchObject({
      code: 'unauthenticated',
    })
    const { visitor: crossSite } = await signedInVisitor()
    crossSite.origin = 'https://evil.example'
    expect(await asVisitor(crossSite, () => setUpvote({ toolId: tool.id, upvoted: true }))).toMatchObject({ code: 'unauthenticated' })
    expect(await countsFor(tool.id)).toEqual({ upvoteCount: 0, rows: 0 })
  })

  it('rejects malformed requests, missing and unpublished tools, storing nothing', async () => {
    const { visitor } = await signedInVisitor()
    const bad = [null, undefined, 'x', [], {}, { toolId: '1', upvoted: true }, { toolId: 1.5, upvoted: true }, { toolId: -3, upvoted: true }, { toolId: 1, upvoted: 'yes' }]
    for (const input of bad) {
      expect(await asVisitor(visitor, () => setUpvote(input))).toMatchObject({ ok: false, code: 'invalid' })
    }
    expect(await asVisitor(visitor, () => setUpvote({ toolId: 2_000_000_000, upvoted: true }))).toEqual({
      ok: false,
      code: 'not_found',
      error: 'Tool not found',
    })
    const draft = await createTool(payload, { _status: 'draft' })
    expect(await asVisitor(visitor, () => setUpvote({ toolId: draft.id, upvoted: true }))).toMatchObject({ code: 'not_found' })
    expect(await countsFor(draft.id)).toEqual({ upvoteCount: 0, rows: 0 })
  })
})

describe('upvote concurrency', () => {
  it('50 users upvoting at once, then 25 removing at once, leave exactly 25', async () => {
    const tool = await createTool(payload)
    const voters = await Promise.all(Array.from({ length: 50 }, () => signedInVisitor()))

    const started = Date.now()
    const upvotes = await Promise.all(voters.map(({ visitor }) => asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: true }))))
    const upMs = Date.now() - started
    expect(upvotes.every((result) => result.ok)).toBe(true)
    expect(await countsFor(tool.id)).toEqual({ upvoteCount: 50, rows: 50 })
    const returned = upvotes.map((result) => (result.ok ? result.data.count : -1)).sort((a, b) => a - b)
    expect(returned).toEqual(Array.from({ length: 50 }, (_, index) => index + 1))

    const removeStarted = Date.now()
    const removals = await Promise.all(
      voters.slice(0, 25).map(({ visitor }) => asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: false }))),
    )
    const downMs = Date.now() - removeStarted
    expect(removals.every((result) => result.ok)).toBe(true)
    const final = await countsFor(tool.id)
    expect(final).toEqual({ upvoteCount: 25, rows: 25 })
    console.info(`[concurrency] 50 parallel upvotes in ${upMs} ms, 25 parallel removals in ${downMs} ms → upvoteCount ${final.upvoteCount}, rows ${final.rows}`)
  }, 400_000)

  it('the same user firing 10 upvotes at once leaves one row', async () => {
    const tool = await createTool(payload)
    const { visitor } = await signedInVisitor()
    const results = await Promise.all(Array.from({ length: 10 }, () => asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: true }))))
    expect(results.every((result) => result.ok && result.data.count === 1)).toBe(true)
    const final = await countsFor(tool.id)
    expect(final).toEqual({ upvoteCount: 1, rows: 1 })
    const removals = await Promise.all(Array.from({ length: 10 }, () => asVisitor(visitor, () => setUpvote({ toolId: tool.id, upvoted: false }))))
    expect(removals.every((result) => result.ok && result.data.count === 0)).toBe(true)
    expect(await countsFor(tool.id)).toEqual({ upvoteCount: 0, rows: 0 })
    console.info(`[concurrency] 10 parallel upvotes by one user → rows ${final.rows}, upvoteCount ${final.upvoteCount}; 10 parallel removals → 0`)
  }, 200_000)
})

describe('upvotes through the REST/local API', () => {
  it('a user cannot remove or read another user’s upvote', async () => {
    const alice = await createUser(payload)
    const mallory = await createUser(payload)
    const tool = await createTool(payload)
    const upvote = await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: alice.id }, user: alice, overrideAccess: false })
    await expect(payload.delete({ collection: 'upvotes', id: upvote.id, user: mallory, overrideAccess: false })).rejects.toThrow()
    const seen = await payload.find({ collection: 'upvotes', where: { tool: { equals: tool.id } }, user: mallory, overrideAccess: false })
    expect(seen.totalDocs).toBe(0)
    await expect(
      payload.create({ collection: 'upvotes', data: { tool: tool.id, user: alice.id }, user: mallory, overrideAccess: false }),
    ).rejects.toThrow()
    expect(await countsFor(tool.id)).toEqual({ upvoteCount: 1, rows: 1 })
  })
})

describe('a tool edit racing a vote', () => {
  /** Waits until some session of this database is blocked on a row lock. */
  async function someoneWaitsForALock() {
    const db = await sqlFor(payload)
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await db.execute<{ waiting: number }>(
        sql`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
      if (rows[0]!.waiting > 0) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('No session ever waited for the lock')
  }

  it('an edit that read the tool before a vote committed cannot write an old count back, nor any count', async () => {
    const tool = await createTool(payload)
    const voter = await createUser(payload)
    const vote = await payload.db.beginTransaction()
    await payload.create({ collection: 'upvotes', data: { tool: tool.id, user: voter.id }, user: voter, overrideAccess: false, req: { transactionID: vote! }, context: { seedWrite: true } })

    // The edit reads the tool (no vote yet) and asks for a count of its own; its write waits for the vote's key lock.
    const edit = payload.update({
      collection: 'tools',
      id: tool.id,
      data: { toolSummary: 'Edited while a vote was in flight.', upvoteCount: 99 },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    await someoneWaitsForALock()
    await payload.db.commitTransaction(vote!)
    expect((await edit).upvoteCount).toBe(1)
    expect(await countsFor(tool.id)).toEqual({ upvoteCount: 1, rows: 1 })
  })
})
