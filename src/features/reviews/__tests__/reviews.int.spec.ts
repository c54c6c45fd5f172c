import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createSignedInUser, createTool, createUser, type SignedInUser } from '@tests/helpers/factories'
import { testPayload } from '@tests/helpers/payload'
import { WORDED_LIMIT } from '@tests/helpers/rate-limit-words'
import { rest } from '@tests/helpers/rest'

// The actions read the caller's address and session from the request headers.
const request = vi.hoisted(() => ({ ip: '198.51.100.1', token: '' }))
vi.mock('next/headers', () => ({
  headers: () => Promise.resolve(new Headers({ 'x-forwarded-for': request.ip, ...(request.token ? { authorization: `JWT ${request.token}` } : {}) })),
  cookies: () => Promise.resolve({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}))
const anyAddress = () => `2001:db8:${randomUUID().replace(/-/g, '').match(/.{4}/g)!.slice(0, 6).join(':')}`

const { deleteAccount } = await import('@/features/account/delete-account')
const { submitReview } = await import('@/features/reviews/submit-review')
const { replyToReview } = await import('@/features/reviews/reply-to-review')
const { reportReview } = await import('@/features/reviews/report-review')
const { setReviewHelpful } = await import('@/features/reviews/set-review-helpful')
const { GET: reviewStateRoute } = await import('@/app/(frontend)/me/reviews/route')
const { publishedReviews, reviewSummariesOf, reviewSummaryOf } = await import('@/domains/reviews')
const { sqlFor } = await import('@/platform/database/db')

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})
beforeEach(() => {
  request.token = ''
  request.ip = anyAddress()
})

type Account = SignedInUser

const account = (roles?: Parameters<typeof createSignedInUser>[1]) => createSignedInUser(payload, roles)

/** Runs a server action as `who` (signed out when null). */
function as<T>(who: Account | null, run: () => Promise<T>): Promise<T> {
  request.token = who?.token ?? ''
  return run()
}

const review = (toolId: number, extra: Record<string, unknown> = {}) => ({
  toolId,
  rating: 4,
  title: 'Good for sourcing',
  body: 'We used it for three months to source engineers; the search filters saved us a lot of time.',
  role: 'recruiter',
  ...extra,
})

const summary = async (toolId: number) => reviewSummaryOf(await sqlFor(payload), toolId)
const publish = (id: number, editor: Account) => payload.update({ collection: 'reviews', id, data: { status: 'published' }, user: editor, overrideAccess: false })

describe('reviews', { timeout: 120_000 }, () => {
  it('a verified user reviews a tool once; it stays pending and unseen until an editor publishes it', async () => {
    const [author, editor] = [await account(), await account(['editor'])]
    const tool = await createTool(payload)

    const first = await as(author, () => submitReview(review(tool.id, { rating: '5' })))
    expect(first).toMatchObject({ ok: true })
    const id = first.ok ? first.data.id : 0
    expect(await payload.findByID({ collection: 'reviews', id, overrideAccess: true, depth: 0 })).toMatchObject({ status: 'pending', rating: 5, user: author.id })

    // Once only, whichever way in.
    expect(await as(author, () => submitReview(review(tool.id)))).toMatchObject({ ok: false, code: 'already_reviewed', error: 'You have already reviewed this tool. Each person reviews a tool once.' })
    const again = await rest(payload, 'POST', '/reviews', { token: author.token, body: { tool: tool.id, rating: 3, title: 'Second go', body: 'x'.repeat(60), role: 'other' } })
    expect(again.status).toBe(400)

    // Pending: the public sees nothing and nothing counts; its author sees it.
    expect(((await (await rest(payload, 'GET', `/reviews?where[tool][equals]=${tool.id}`)).json()) as { totalDocs: number }).totalDocs).toBe(0)
    expect(((await (await rest(payload, 'GET', `/reviews?where[tool][equals]=${tool.id}`, { token: author.token })).json()) as { totalDocs: number }).totalDocs).toBe(1)
    expect(await summary(tool.id)).toEqual({ count: 0, average: 0 })

    await publish(id, editor)
    expect(await summary(tool.id)).toEqual({ count: 1, average: 5 })
    const shown = (await (await rest(payload, 'GET', `/reviews/${id}`)).json()) as Record<string, unknown>
    expect(shown).toMatchObject({ status: 'published', title: 'Good for sourcing' })
    // Who wrote it is not public.
    expect(shown.user).toBeUndefined()
    expect(((await (await rest(payload, 'GET', `/tools/${tool.id}`)).json()) as { upvoteCount: number }).upvoteCount).toBe(0)
  })

  it('sums the published reviews of several tools at once, as the compare page shows them', async () => {
    const [first, second, editor] = [await account(), await account(), await account(['editor'])]
    const [rated, pending, none] = [await createTool(payload), await createTool(payload), await createTool(payload)]
    for (const [who, rating] of [[first, 5], [second, 2]] as const) {
      const done = await as(who, () => submitReview(review(rated.id, { rating })))
      await publish(done.ok ? done.data.id : 0, editor)
    }
    await as(first, () => submitReview(review(pending.id)))
    const summaries = await reviewSummariesOf(await sqlFor(payload), [rated.id, pending.id, none.id])
    expect(Object.fromEntries(summaries)).toEqual({
      [rated.id]: { count: 2, average: 3.5 },
      [pending.id]: { count: 0, average: 0 },
      [none.id]: { count: 0, average: 0 },
    })
  })

  it('nobody publishes their own review or edits its words; a rejected one never counts', async () => {
    const [author, editor] = [await account(), await account(['editor'])]
    const tool = await createTool(payload)
    const created = await rest(payload, 'POST', '/reviews', {
      token: author.token,
      body: { tool: tool.id, rating: 1, title: 'Self-published?', body: 'y'.repeat(60), role: 'other', status: 'published', helpfulCount: 99, vendorReply: 'fake' },
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; status: string; helpfulCount: number; vendorReply?: string | null } }
    expect(doc).toMatchObject({ status: 'pending', helpfulCount: 0 })
    expect(doc.vendorReply ?? null).toBeNull()
    expect((await rest(payload, 'PATCH', `/reviews/${doc.id}`, { token: author.token, body: { status: 'published' } })).status).toBe(403)
    expect(await summary(tool.id)).toEqual({ count: 0, average: 0 })

    // An editor moderates but does not rewrite: the words stay the reviewer's.
    await payload.update({ collection: 'reviews', id: doc.id, data: { status: 'rejected', title: 'Edited by staff', rating: 5 }, user: editor, overrideAccess: false })
    expect(await payload.findByID({ collection: 'reviews', id: doc.id, overrideAccess: true })).toMatchObject({ status: 'rejected', title: 'Self-published?', rating: 1 })
    expect(await summary(tool.id)).toEqual({ count: 0, average: 0 })
    // The author may take their review down.
    expect((await rest(payload, 'DELETE', `/reviews/${doc.id}`, { token: editor.token })).status).toBe(403)
    expect((await rest(payload, 'DELETE', `/reviews/${doc.id}`, { token: author.token })).status).toBe(200)
  })

  it('refuses signed-out, unverified and bad input, a draft tool and the vendor’s own tool, changing nothing', async () => {
    const tool = await createTool(payload)
    const count = () => payload.count({ collection: 'reviews', where: { tool: { equals: tool.id } }, overrideAccess: true })

    expect(await as(null, () => submitReview(review(tool.id)))).toMatchObject({ ok: false, code: 'unauthenticated', error: 'Please sign in to write a review.' })
    expect((await rest(payload, 'POST', '/reviews', { body: { tool: tool.id, rating: 4, title: 'Anonymous', body: 'z'.repeat(60), role: 'other' } })).status).toBe(403)

    const unverified = await createUser(payload)
    await payload.update({ collection: 'users', id: unverified.id, data: { _verified: false }, overrideAccess: true })
    const stale = { ...unverified, _verified: false }
    await expect(
      payload.create({ collection: 'reviews', data: { tool: tool.id, user: stale.id, status: 'pending', rating: 4, title: 'Unverified', body: 'u'.repeat(60), role: 'other' }, user: stale, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({ collection: 'reviews', data: { tool: tool.id, user: stale.id, status: 'pending', rating: 4, title: 'Unverified', body: 'u'.repeat(60), role: 'other' }, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 400 })

    const author = await account()
    expect(await as(author, () => submitReview({ toolId: tool.id, rating: 6, title: 'Hi', body: 'short', role: 'boss' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        rating: 'Choose a rating from 1 to 5 stars.',
        title: 'The title needs at least 5 characters.',
        body: 'Please write at least 50 characters about your experience.',
        role: 'Choose the role you used the tool in.',
      },
    })
    expect(await as(author, () => submitReview(review(tool.id, { body: 'b'.repeat(4001) })))).toMatchObject({ fieldErrors: { body: 'Please keep your review under 4000 characters.' } })
    const draft = await createTool(payload, { _status: 'draft' })
    expect(await as(author, () => submitReview(review(draft.id)))).toMatchObject({ ok: false, code: 'not_found' })

    const vendor = await account(['vendor'])
    const owned = await createTool(payload, { createdBy: vendor.id })
    expect(await as(vendor, () => submitReview(review(owned.id)))).toMatchObject({ ok: false, code: 'own_tool' })
    expect(await count()).toEqual({ totalDocs: 0 })
  })

  it("only the tool's vendor replies, once, to a published review", async () => {
    const [vendor, otherVendor, author, editor] = [await account(['vendor']), await account(['vendor']), await account(), await account(['editor'])]
    const tool = await createTool(payload, { createdBy: vendor.id })
    const written = await as(author, () => submitReview(review(tool.id)))
    const id = written.ok ? written.data.id : 0
    const reply = { reviewId: id, reply: 'Thank you! The new filters ship next month.' }

    expect(await as(vendor, () => replyToReview(reply))).toMatchObject({ ok: false, code: 'not_found' })
    await publish(id, editor)
    expect(await as(null, () => replyToReview(reply))).toMatchObject({ ok: false, code: 'unauthenticated' })
    expect(await as(otherVendor, () => replyToReview(reply))).toMatchObject({ ok: false, code: 'forbidden', error: "Only the tool's vendor can reply to its reviews." })
    expect(await as(author, () => replyToReview(reply))).toMatchObject({ ok: false, code: 'forbidden' })
    expect(await as(vendor, () => replyToReview({ reviewId: id, reply: 'ok' }))).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { reply: 'Please write at least 10 characters.' } })
    // Not through the API either.
    await rest(payload, 'PATCH', `/reviews/${id}`, { token: vendor.token, body: { vendorReply: 'Through the API' } })

    expect(await as(vendor, () => replyToReview(reply))).toEqual({ ok: true, data: { reviewId: id } })
    expect(await as(vendor, () => replyToReview({ ...reply, reply: 'A second reply, which must not replace the first.' }))).toMatchObject({ ok: false, code: 'already_replied' })
    expect(await payload.findByID({ collection: 'reviews', id, overrideAccess: true })).toMatchObject({ vendorReply: reply.reply })
    const [shown] = await publishedReviews(await sqlFor(payload), tool.id, 'newest')
    expect(shown).toMatchObject({ id, rating: review(tool.id).rating, role: review(tool.id).role, helpfulCount: 0, vendorReply: reply.reply })
    expect(shown!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(shown!.vendorRepliedAt).toMatch(/^\d{4}-\d\d-\d\dT/)

    // An owner by an approved claim (the one ownership rule, not only `createdBy`) replies too, and may not review it.
    request.ip = anyAddress() // a fresh client: replies count towards the same hourly write limit as reviews
    const claimant = await account(['vendor'])
    const claimed = await createTool(payload)
    await payload.create({
      collection: 'claims',
      data: { tool: claimed.id, claimant: claimant.id, summary: claimed.name, domain: 'claimed.example', status: 'approved' },
      overrideAccess: true,
    })
    const onClaimed = await as(author, () => submitReview(review(claimed.id)))
    const claimedReviewId = onClaimed.ok ? onClaimed.data.id : 0
    await publish(claimedReviewId, editor)
    expect(await as(vendor, () => replyToReview({ ...reply, reviewId: claimedReviewId }))).toMatchObject({ code: 'forbidden' })
    expect(await as(claimant, () => replyToReview({ ...reply, reviewId: claimedReviewId }))).toEqual({ ok: true, data: { reviewId: claimedReviewId } })
    expect(await as(claimant, () => submitReview(review(claimed.id)))).toMatchObject({ ok: false, code: 'own_tool' })

    // Staff who added a tool by hand are not its vendor.
    const admin = await account(['admin'])
    const staffTool = await createTool(payload, { createdBy: admin.id })
    const onStaffTool = await as(author, () => submitReview(review(staffTool.id)))
    await publish(onStaffTool.ok ? onStaffTool.data.id : 0, editor)
    expect(await as(admin, () => replyToReview({ ...reply, reviewId: onStaffTool.ok ? onStaffTool.data.id : 0 }))).toMatchObject({ code: 'forbidden' })
  })

  it('anyone reports a published review, rate-limited; reports reach editors only', async () => {
    const [author, editor, member] = [await account(), await account(['editor']), await account()]
    const tool = await createTool(payload)
    const written = await as(author, () => submitReview(review(tool.id)))
    const id = written.ok ? written.data.id : 0

    expect(await as(null, () => reportReview({ reviewId: id, reason: 'spam' }))).toMatchObject({ ok: false, code: 'not_found' })
    await publish(id, editor)
    expect(await as(null, () => reportReview({ reviewId: id, reason: 'nonsense' }))).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { reason: 'Choose why you are reporting this review.' } })
    expect(await as(null, () => reportReview({ reviewId: id, reason: 'not_genuine', details: 'Reads like the vendor wrote it.' }))).toMatchObject({ ok: true })
    expect(await as(member, () => reportReview({ reviewId: id, reason: 'spam' }))).toMatchObject({ ok: true })
    const reports = await payload.find({ collection: 'review-reports', where: { review: { equals: id } }, overrideAccess: true, depth: 0, sort: 'createdAt' })
    expect(reports.docs.map(({ reason, status, reportedBy }) => ({ reason, status, reportedBy: reportedBy ?? null }))).toEqual([
      { reason: 'not_genuine', status: 'new', reportedBy: null },
      { reason: 'spam', status: 'new', reportedBy: member.id },
    ])

    expect((await rest(payload, 'POST', '/review-reports', { token: member.token, body: { review: id, reason: 'spam' } })).status).toBe(403)
    expect((await rest(payload, 'GET', '/review-reports', { token: member.token })).status).toBe(403)
    expect((await rest(payload, 'GET', `/review-reports?where[review][equals]=${id}`, { token: editor.token })).status).toBe(200)

    // Five reports per client in 15 minutes (the refused one before publishing counted too); the sixth names the wait.
    for (let sent = 0; sent < 2; sent++) expect((await as(null, () => reportReview({ reviewId: id, reason: 'other' }))).ok).toBe(true)
    expect(await as(null, () => reportReview({ reviewId: id, reason: 'other' }))).toMatchObject({ ok: false, code: 'rate_limited', error: expect.stringMatching(WORDED_LIMIT) })
  })

  it('helpful marks: one per user, never on one’s own review, counted apart from upvotes', async () => {
    const [author, reader, editor] = [await account(), await account(), await account(['editor'])]
    const tool = await createTool(payload)
    const written = await as(author, () => submitReview(review(tool.id)))
    const id = written.ok ? written.data.id : 0
    expect(await as(reader, () => setReviewHelpful({ reviewId: id, helpful: true }))).toMatchObject({ ok: false, code: 'refused' })
    await publish(id, editor)
    const helpfulCount = async () => (await payload.findByID({ collection: 'reviews', id, overrideAccess: true })).helpfulCount
    await Promise.all([1, 2, 3].map(() => as(reader, () => setReviewHelpful({ reviewId: id, helpful: true }))))
    expect(await helpfulCount()).toBe(1)
    expect(await as(author, () => setReviewHelpful({ reviewId: id, helpful: true }))).toMatchObject({ ok: false, error: 'You cannot mark your own review helpful.' })
    expect(await as(null, () => setReviewHelpful({ reviewId: id, helpful: true }))).toMatchObject({ ok: false, code: 'unauthenticated' })

    const state = (await (await reviewStateRoute(new Request(`http://localhost/me/reviews?tool=${tool.id}`, { headers: { cookie: `payload-token=${reader.token}`, 'sec-fetch-site': 'same-origin' } }))).json()) as Record<string, unknown>
    expect(state).toEqual({ signedIn: true, refusal: null, ownReview: null, vendor: false, helpfulReviewIds: [id] })
    const authorState = (await (await reviewStateRoute(new Request(`http://localhost/me/reviews?tool=${tool.id}`, { headers: { cookie: `payload-token=${author.token}`, 'sec-fetch-site': 'same-origin' } }))).json()) as Record<string, unknown>
    expect(authorState).toMatchObject({ refusal: 'already_reviewed', ownReview: { status: 'published', title: 'Good for sourcing' } })
    expect((await reviewStateRoute(new Request('http://localhost/me/reviews?tool=x'))).status).toBe(400)

    await as(reader, () => setReviewHelpful({ reviewId: id, helpful: false }))
    expect(await helpfulCount()).toBe(0)
    expect((await payload.findByID({ collection: 'tools', id: tool.id, overrideAccess: true })).upvoteCount ?? 0).toBe(0)
  })
  it('go with their account, with the marks on them; other reviews and counts stay', async () => {
    const [leaving, staying, editor] = [await account(), await account(), await account(['editor'])]
    const tool = await createTool(payload)
    const ids: number[] = []
    for (const who of [leaving, staying]) {
      const written = await as(who, () => submitReview(review(tool.id)))
      ids.push(written.ok ? written.data.id : 0)
      await publish(ids.at(-1)!, editor)
    }
    await as(staying, () => setReviewHelpful({ reviewId: ids[0]!, helpful: true }))
    await as(leaving, () => setReviewHelpful({ reviewId: ids[1]!, helpful: true }))
    expect(await as(leaving, () => deleteAccount({ password: 'correct-horse-battery', confirmation: 'DELETE' }))).toEqual({ ok: true, data: null })
    expect((await payload.find({ collection: 'reviews', where: { tool: { equals: tool.id } }, overrideAccess: true, depth: 0 })).docs.map((doc) => doc.id)).toEqual([ids[1]])
    expect(await payload.count({ collection: 'review-votes', where: { review: { in: ids } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect((await payload.findByID({ collection: 'reviews', id: ids[1]!, overrideAccess: true })).helpfulCount).toBe(0)
    expect(await summary(tool.id)).toEqual({ count: 1, average: 4 })
  })
})
