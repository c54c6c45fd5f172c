'use server'

import { headers } from 'next/headers'

import { MAX_IMAGE_BYTES, tooManyBytes, tooManyPixels } from '@/config/image-limits.mjs'
import {
  billingMode,
  confirmedPaymentMethod,
  createSetupIntent,
  setupIntentRequestSchema,
  type StoredLogo,
  storeVendorLogo,
  stripeSetupSchema,
  submissionPayloadSchema,
  withHttps,
} from '@/domains/vendors'
import { validationIssues } from '@/platform/database/payload-errors'
import { readImageHeader, withinImageLimit } from '@/platform/images/image-header'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { type ActionResult, fail, fieldErrorsOf } from '@/platform/ui/action-result'
import { currentUser } from '@/server/session'

/**
 * Stores an uploaded tool logo (or, with `kind=screenshot`, a screenshot for an owner's edit) as
 * Media: PNG, JPEG or WebP only. Returns its id and URL for the preview.
 */
export async function uploadVendorLogo(formData: unknown): Promise<ActionResult<StoredLogo>> {
  const refused = await refusal('vendorLogo', clientIp(await headers()))
  if (refused) return fail(refused)
  const form = formData instanceof FormData ? formData : null
  const what = form?.get('kind') === 'screenshot' ? 'screenshot' : 'logo'
  const formats = `The ${what} must be a PNG, JPG or WebP image.`
  const file = form?.get('logo')
  if (!(file instanceof File) || file.size === 0) return fail('Choose an image file.')
  if (file.size > MAX_IMAGE_BYTES) return fail(tooManyBytes(what))
  const bytes = Buffer.from(await file.arrayBuffer())
  const header = await readImageHeader(bytes)
  if (header && !withinImageLimit(header)) return fail(tooManyPixels(what))
  const altText = form?.get('alt')
  const alt = typeof altText === 'string' ? altText.slice(0, 150) : ''
  const { payload } = await currentUser()
  try {
    const logo = await storeVendorLogo(payload, bytes, alt ? `${alt} ${what}` : `Tool ${what}`)
    return logo ? { ok: true, data: logo } : fail(formats)
  } catch (error) {
    payload.logger.warn({ err: error }, 'logo upload rejected')
    return fail(`This image could not be read. ${formats}`)
  }
}

/** create-setup-intent: a Stripe Customer and SetupIntent for the $97 fee (Stripe mode only). */
export async function createSubmissionSetup(input: unknown): Promise<ActionResult<{ clientSecret: string; customerId: string }>> {
  const parsed = setupIntentRequestSchema.safeParse(input)
  if (!parsed.success) return fail('Missing required data: email or tool name')
  if (billingMode() !== 'stripe') return fail('Card payments are not enabled; your submission is invoiced after approval.')
  const refused = await refusal('vendorRequest', clientIp(await headers()))
  if (refused) return fail(refused)
  try {
    const setup = await createSetupIntent(parsed.data)
    return { ok: true, data: { clientSecret: setup.clientSecret, customerId: setup.customerId } }
  } catch (error) {
    const message = error instanceof Error && error.message === 'Invalid response from setup intent creation'
      ? error.message
      : 'Failed to create payment setup'
    return fail(message)
  }
}

const isDuplicateSetup = (error: unknown) => validationIssues(error)?.some((issue) => issue.path === 'stripeSetupIntentId') ?? false

/**
 * save-payment-details: records the submission for review. In Stripe mode the SetupIntent is
 * read back from Stripe and must have succeeded for this customer; one SetupIntent makes one
 * submission (a unique column), so a double click or a second tab returns the one already saved.
 * In manual mode no card is involved and the vendor is invoiced after approval.
 */
export async function submitTool(input: unknown): Promise<ActionResult<{ submissionId: number; billingMode: 'stripe' | 'manual' }>> {
  const body = input && typeof input === 'object' ? (input as { values?: unknown; stripe?: unknown }) : {}
  const values = body.values && typeof body.values === 'object' ? (body.values as Record<string, unknown>) : {}
  const parsed = submissionPayloadSchema.safeParse({ ...values, website: withHttps(typeof values.website === 'string' ? values.website : '') })
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues)
    // A missing name or contact e-mail, the two fields that identify a submission, gets the one message naming both.
    const message = fieldErrors.name || fieldErrors.contactEmail ? 'Tool name and contact email are required' : 'Please check the highlighted fields.'
    return fail(message, fieldErrors)
  }
  const { logoId, ...fields } = parsed.data
  const mode = billingMode()
  const { payload, user } = await currentUser()
  const savedWith = async (setupIntentId: string) => {
    const { docs } = await payload.find({
      collection: 'submissions',
      where: { stripeSetupIntentId: { equals: setupIntentId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    })
    return docs[0] ? { ok: true as const, data: { submissionId: docs[0].id, billingMode: mode } } : null
  }

  let stripeFields: { stripeCustomerId: string; stripeSetupIntentId: string; stripePaymentMethodId: string } | undefined
  if (mode === 'stripe') {
    const setup = stripeSetupSchema.safeParse(body.stripe)
    if (!setup.success) return fail('Form data not found')
    const saved = await savedWith(setup.data.setupIntentId)
    if (saved) return saved
    try {
      const paymentMethodId = await confirmedPaymentMethod(setup.data)
      stripeFields = {
        stripeCustomerId: setup.data.customerId,
        stripeSetupIntentId: setup.data.setupIntentId,
        stripePaymentMethodId: paymentMethodId,
      }
    } catch (error) {
      return fail(error instanceof Error ? error.message : 'Payment setup failed')
    }
  }
  const refused = await refusal('vendorRequest', clientIp(await headers()))
  if (refused) return fail(refused)

  try {
    const submission = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      data: {
        ...fields,
        logo: logoId,
        user: user?.id,
        billingMode: mode,
        chargeStatus: 'not_charged',
        reviewStatus: 'pending',
        ...stripeFields,
      },
    })
    return { ok: true, data: { submissionId: submission.id, billingMode: mode } }
  } catch (error) {
    const saved = stripeFields && isDuplicateSetup(error) ? await savedWith(stripeFields.stripeSetupIntentId) : null
    if (saved) return saved
    payload.logger.warn({ err: error }, 'submission rejected')
    return fail('Please try again later.')
  }
}
