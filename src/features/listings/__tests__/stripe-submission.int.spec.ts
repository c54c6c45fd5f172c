import { describe, expect, it, vi } from 'vitest'

import { cardUpdatePath, cardUpdateToken } from '@/domains/vendors/payments/card-update-link'
import { submissionChargeKey } from '@/domains/vendors/payments/stripe-operations'
import { approveSubmission } from '@/features/listings/approve-submission'
import { createSubmissionSetup } from '@/features/listings/create-submission-setup'
import { rejectSubmission } from '@/features/listings/reject-submission'
import { submitTool } from '@/features/listings/submit-tool'
import { saveUpdatedCard, startCardUpdate } from '@/features/listings/update-card'
import { requestHeaders } from '@tests/helpers/stripe-request-context'
import { DECLINED_PAYMENT_METHOD } from '@tests/helpers/stripe-server'
import { BILLED_BUT_NOT_SAVED, stripeTestContext, whileTheQueueFails } from '@tests/helpers/vendors-context'
import { submissionValues } from '@tests/helpers/vendors-request-values'
import { submitWithCard } from '@tests/helpers/vendors-stripe-flows'

vi.mock('next/headers', () => ({ headers: () => Promise.resolve(requestHeaders.current) }))

const ctx = stripeTestContext()

const chargesOf = (id: number) => ctx.stripe.madeFor('paymentIntents', 'submissionId', id)

describe('submit-tool in Stripe mode', () => {
  it('creates a Customer and an off-session SetupIntent for cards only', async () => {
    const result = await createSubmissionSetup({ email: 'seti@example.test', toolName: 'Seti Tool' })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.clientSecret).toMatch(/^seti_test_\w+_secret_/)
    expect(ctx.stripe.customers.get(result.data.customerId)?.email).toBe('seti@example.test')
    const intent = ctx.stripe.find('POST', '/v1/setup_intents').at(-1)!
    // Cards settle at once off-session; a bank debit would leave the $97 "processing" with the tool live.
    expect(intent.body).toMatchObject({ customer: result.data.customerId, usage: 'off_session', allowed_payment_method_types: ['card'] })
    expect(intent.body).not.toHaveProperty('automatic_payment_methods')
  })

  it('rejects a setup request without email or tool name', async () => {
    expect(await createSubmissionSetup({ email: '', toolName: 'X' })).toMatchObject({ ok: false, code: 'invalid', error: 'Missing required data: email or tool name' })
    expect(await createSubmissionSetup(null)).toMatchObject({ ok: false, code: 'invalid', error: 'Missing required data: email or tool name' })
  })

  it('saves the confirmed payment method on the submission', async () => {
    const { submissionId, setupIntentId, customerId } = await submitWithCard(ctx)
    const submission = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true })
    expect(submission).toMatchObject({
      billingMode: 'stripe',
      stripeCustomerId: customerId,
      stripeSetupIntentId: setupIntentId,
      stripePaymentMethodId: 'pm_card_visa',
      chargeStatus: 'not_charged',
      reviewStatus: 'pending',
      website: 'https://stripe-tool.example.com',
    })
    expect(chargesOf(submissionId)).toHaveLength(0)
  })

  it('saves one submission when the same card setup is sent twice at once', async () => {
    const values = submissionValues()
    const setup = await createSubmissionSetup({ email: values.contactEmail, toolName: values.name })
    if (!setup.ok) throw new Error(setup.error)
    const setupIntentId = setup.data.clientSecret.split('_secret_')[0]!
    ctx.stripe.confirmSetupIntent(setupIntentId)
    const request = { values, stripe: { customerId: setup.data.customerId, setupIntentId } }
    const [first, second] = await Promise.all([submitTool(request), submitTool(request)])
    expect(first).toMatchObject({ ok: true })
    expect(second).toEqual(first)
    const { totalDocs } = await ctx.payload.count({ collection: 'submissions', where: { stripeSetupIntentId: { equals: setupIntentId } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })

  it('refuses to record a SetupIntent that was not confirmed, or belongs to another customer', async () => {
    const values = submissionValues()
    const setup = await createSubmissionSetup({ email: values.contactEmail, toolName: values.name })
    if (!setup.ok) throw new Error(setup.error)
    const setupIntentId = setup.data.clientSecret.split('_secret_')[0]!
    expect(await submitTool({ values, stripe: { customerId: setup.data.customerId, setupIntentId } })).toEqual({ ok: false, error: 'Payment setup failed' })
    expect(await submitTool({ values, stripe: null })).toEqual({ ok: false, error: 'Form data not found' })
    ctx.stripe.confirmSetupIntent(setupIntentId)
    const other = await createSubmissionSetup({ email: 'other@example.test', toolName: 'Other' })
    if (!other.ok) throw new Error(other.error)
    const stolen = await submitTool({ values, stripe: { customerId: other.data.customerId, setupIntentId } })
    expect(stolen.ok).toBe(false)
    const { totalDocs } = await ctx.payload.count({ collection: 'submissions', where: { name: { equals: values.name } }, overrideAccess: true })
    expect(totalDocs).toBe(0)
  })

  it('charges $97 off-session, by card, on approval with an idempotency key derived from the submission', async () => {
    const { submissionId, values } = await submitWithCard(ctx)
    const result = await approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin })
    expect(result).toEqual({ ok: true, status: 'approved', message: 'Approved and $97 charged.' })
    const charges = ctx.stripe.find('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === submissionChargeKey(submissionId))
    expect(charges).toHaveLength(1)
    expect(charges[0]!.body).toMatchObject({
      amount: '9700',
      currency: 'usd',
      off_session: 'true',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      allowed_payment_method_types: ['card'],
    })
    const submission = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
    expect(submission.chargeStatus).toBe('succeeded')
    expect(submission.stripePaymentIntentId).toBe(chargesOf(submissionId)[0]!.id)
    const tool = await ctx.payload.findByID({ collection: 'tools', id: submission.tool as number, overrideAccess: true })
    expect(tool).toMatchObject({ name: values.name, isFounderSubmitted: true, _status: 'published', sourceUrl: 'https://stripe-tool.example.com' })
    expect(tool.features).toEqual(['Structured interviews', 'Scorecards', 'ATS sync'])
    expect(ctx.sentMail).toMatchObject([{ to: values.contactEmail, subject: `${values.name} is now listed on HireStack` }])
  })

  it('tells the admin the truth when the approval fails after the charge, and approving again does not charge twice', async () => {
    const { submissionId, values } = await submitWithCard(ctx)
    const failed = await whileTheQueueFails(ctx, () => approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin }))
    expect(failed).toMatchObject({ ok: false, httpStatus: 502, message: BILLED_BUT_NOT_SAVED })
    const rolledBack = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
    expect(rolledBack).toMatchObject({ reviewStatus: 'pending', chargeStatus: 'not_charged', tool: null })
    expect((await ctx.payload.count({ collection: 'tools', where: { name: { equals: values.name } }, overrideAccess: true })).totalDocs).toBe(0)
    const [charge] = chargesOf(submissionId)
    expect(charge).toMatchObject({ status: 'succeeded', amount: 9700 })

    // Long after: Stripe no longer knows the idempotency key, and the approval still finds the charge.
    ctx.stripe.forgetIdempotencyKeys()
    expect(await approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin })).toEqual({
      ok: true,
      status: 'approved',
      message: 'Approved and $97 charged.',
    })
    expect(chargesOf(submissionId)).toHaveLength(1)
    const approved = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
    expect(approved).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'succeeded', stripePaymentIntentId: charge!.id })
  })

  it('marks a declined card as failed, keeps the tool unlisted and emails the vendor a link to update it', async () => {
    const { submissionId, values } = await submitWithCard(ctx, DECLINED_PAYMENT_METHOD)
    const result = await approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin })
    expect(result.ok).toBe(true)
    expect(result.message).toContain('declined')
    const submission = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
    expect(submission).toMatchObject({ reviewStatus: 'approved', chargeStatus: 'failed', chargeError: 'Your card was declined.' })
    const publicRead = await ctx.payload.find({ collection: 'tools', where: { id: { equals: submission.tool } }, overrideAccess: false })
    expect(publicRead.totalDocs).toBe(0)
    expect(ctx.sentMail).toMatchObject([{ to: values.contactEmail, subject: `Action needed: payment for ${values.name}` }])
    expect(ctx.sentMail[0]!.text).toContain(cardUpdatePath(ctx.payload, submissionId))
  })

  describe('updating the card after a decline', () => {
    async function declinedSubmission() {
      const submitted = await submitWithCard(ctx, DECLINED_PAYMENT_METHOD)
      await approveSubmission(ctx.payload, { id: submitted.submissionId, admin: ctx.admin })
      const link = { submissionId: submitted.submissionId, token: cardUpdateToken(ctx.payload, submitted.submissionId) }
      return { ...submitted, link }
    }

    /** The vendor's browser: a SetupIntent on their customer, confirmed with a card. */
    async function newCard(link: { submissionId: number; token: string }, paymentMethod: string) {
      const started = await startCardUpdate(link)
      if (!started.ok) throw new Error(started.error)
      const setupIntentId = started.data.clientSecret.split('_secret_')[0]!
      ctx.stripe.confirmSetupIntent(setupIntentId, paymentMethod)
      return setupIntentId
    }

    it('refuses a link with a wrong token and changes nothing', async () => {
      const { link } = await declinedSubmission()
      const forged = { submissionId: link.submissionId, token: cardUpdateToken(ctx.payload, link.submissionId + 1) }
      expect(await startCardUpdate(forged)).toMatchObject({ ok: false, error: expect.stringContaining('invalid') })
      expect(await saveUpdatedCard({ ...forged, setupIntentId: 'seti_test_x' })).toMatchObject({ ok: false })
      expect(await startCardUpdate({ submissionId: 'x', token: '' })).toMatchObject({ ok: false })
      expect(await startCardUpdate({ submissionId: 2 ** 40, token: link.token })).toMatchObject({ ok: false })
    })

    it('retries the $97 on the same PaymentIntent: a second decline keeps it failed, a good card pays once and lists the tool', async () => {
      const { submissionId, customerId, link, values } = await declinedSubmission()
      const declined = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
      const paymentIntentId = declined.stripePaymentIntentId!
      expect(paymentIntentId).toMatch(/^pi_test_/)

      const secondDecline = await newCard(link, DECLINED_PAYMENT_METHOD)
      expect(ctx.stripe.setupIntents.get(secondDecline)?.customer).toBe(customerId)
      ctx.sentMail = []
      expect(await saveUpdatedCard({ ...link, setupIntentId: secondDecline })).toEqual({ ok: false, error: 'Your card was declined.' })
      const stillFailed = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
      expect(stillFailed).toMatchObject({ chargeStatus: 'failed', stripePaymentIntentId: paymentIntentId })
      expect((await ctx.payload.find({ collection: 'tools', where: { id: { equals: stillFailed.tool } }, overrideAccess: false })).totalDocs).toBe(0)
      expect(ctx.sentMail).toHaveLength(0)

      const goodCard = await newCard(link, 'pm_card_visa')
      const [paid, doubleClick] = await Promise.all([
        saveUpdatedCard({ ...link, setupIntentId: goodCard }),
        saveUpdatedCard({ ...link, setupIntentId: goodCard }),
      ])
      expect(paid.ok && doubleClick.ok).toBe(true)
      const confirms = ctx.stripe.find('POST', `/v1/payment_intents/${paymentIntentId}/confirm`)
      expect(confirms.map((r) => r.idempotencyKey)).toEqual([submissionChargeKey(submissionId, secondDecline), submissionChargeKey(submissionId, goodCard)])
      expect(confirms[1]!.body).toMatchObject({ payment_method: 'pm_card_visa', off_session: 'true' })
      expect(ctx.stripe.paymentIntents.get(paymentIntentId)?.status).toBe('succeeded')
      expect(chargesOf(submissionId)).toHaveLength(1)

      const settled = await ctx.payload.findByID({ collection: 'submissions', id: submissionId, overrideAccess: true, depth: 0 })
      expect(settled).toMatchObject({ chargeStatus: 'succeeded', chargeError: null, stripePaymentMethodId: 'pm_card_visa', stripeSetupIntentId: goodCard })
      const live = await ctx.payload.find({ collection: 'tools', where: { id: { equals: settled.tool } }, overrideAccess: false })
      expect(live.docs[0]).toMatchObject({ name: values.name, _status: 'published' })
      expect(ctx.sentMail).toMatchObject([{ to: values.contactEmail, subject: `${values.name} is now listed on HireStack` }])

      // Paid: the link no longer starts a card setup, and saving again charges nothing.
      expect(await startCardUpdate(link)).toEqual({ ok: false, error: 'This listing fee has already been paid.' })
      expect(await saveUpdatedCard({ ...link, setupIntentId: goodCard })).toMatchObject({ ok: true })
      expect(ctx.stripe.find('POST', `/v1/payment_intents/${paymentIntentId}/confirm`)).toHaveLength(2)
    })
  })

  it('approves once when two admins click at the same time: one tool, one charge', async () => {
    const { submissionId, values } = await submitWithCard(ctx)
    const results = await Promise.all([
      approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin }),
      approveSubmission(ctx.payload, { id: submissionId, admin: ctx.admin }),
    ])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ httpStatus: 409 })
    const { totalDocs } = await ctx.payload.count({ collection: 'tools', where: { name: { equals: values.name } }, overrideAccess: true })
    expect(totalDocs).toBe(1)
    expect(chargesOf(submissionId)).toHaveLength(1)
  })

  it('charges nothing on rejection and emails the reason', async () => {
    const { submissionId, values } = await submitWithCard(ctx)
    const before = ctx.stripe.find('POST', '/v1/payment_intents').length
    expect(await rejectSubmission(ctx.payload, { id: submissionId, admin: ctx.admin, reason: 'Not an AI recruiting tool.' })).toMatchObject({ ok: true })
    expect(ctx.stripe.find('POST', '/v1/payment_intents')).toHaveLength(before)
    expect(ctx.sentMail).toMatchObject([{ to: values.contactEmail, subject: `Your HireStack submission: ${values.name}` }])
  })
})
