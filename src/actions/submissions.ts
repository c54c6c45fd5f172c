'use server'

import { type ActionResult, fail, fieldErrorsOf } from '@/lib/action-result'
import { billingMode } from '@/lib/payments/config'
import { confirmedPaymentMethod, createSetupIntent } from '@/lib/payments/stripe-operations'
import { setupIntentRequestSchema, stripeSetupSchema, submissionPayloadSchema, withHttps } from '@/schemas/submission'

import { payloadAndUser } from './current-user'

const MAX_LOGO_BYTES = 5 * 1024 * 1024

/** Stores an optional tool logo (any image) as Media and returns its id and URL for the preview. */
export async function uploadToolLogo(formData: FormData): Promise<ActionResult<{ id: number; url: string }>> {
  const file = formData.get('logo')
  if (!(file instanceof File) || file.size === 0) return fail('Choose an image file.')
  if (!file.type.startsWith('image/')) return fail('The logo must be an image (PNG or JPG recommended).')
  if (file.size > MAX_LOGO_BYTES) return fail('The logo must be smaller than 5 MB.')
  const alt = String(formData.get('alt') ?? '').slice(0, 150)
  const { payload } = await payloadAndUser()
  try {
    const media = await payload.create({
      collection: 'media',
      overrideAccess: true,
      data: { alt: alt ? `${alt} logo` : 'Tool logo' },
      file: { data: Buffer.from(await file.arrayBuffer()), mimetype: file.type, name: file.name || 'logo', size: file.size },
    })
    return { ok: true, data: { id: media.id, url: media.sizes?.thumbnail?.url ?? media.url ?? '' } }
  } catch (error) {
    payload.logger.warn({ err: error }, 'logo upload rejected')
    return fail('This image could not be read. Try a PNG or JPG file.')
  }
}

/** create-setup-intent: a Stripe Customer and SetupIntent for the $97 fee (Stripe mode only). */
export async function createSubmissionSetup(input: unknown): Promise<ActionResult<{ clientSecret: string; customerId: string }>> {
  const parsed = setupIntentRequestSchema.safeParse(input)
  if (!parsed.success) return fail('Missing required data: email or tool name')
  if (billingMode() !== 'stripe') return fail('Card payments are not enabled; your submission is invoiced after approval.')
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

/**
 * save-payment-details: records the submission for review. In Stripe mode the SetupIntent is
 * read back from Stripe and must have succeeded for this customer; in manual mode no card is
 * involved and the vendor is invoiced after approval.
 */
export async function submitTool(input: {
  values: unknown
  stripe?: unknown
}): Promise<ActionResult<{ submissionId: number; billingMode: 'stripe' | 'manual' }>> {
  const parsed = submissionPayloadSchema.safeParse(
    input.values && typeof input.values === 'object'
      ? { ...input.values, website: withHttps(String((input.values as { website?: unknown }).website ?? '')) }
      : input.values,
  )
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues)
    // Spec §5: the submit handler's own message when either required identity field is missing.
    const message = fieldErrors.name || fieldErrors.contactEmail ? 'Tool name and contact email are required' : 'Please check the highlighted fields.'
    return fail(message, fieldErrors)
  }
  const { logoId, ...values } = parsed.data
  const mode = billingMode()
  const { payload, user } = await payloadAndUser()

  let stripeFields: { stripeCustomerId: string; stripeSetupIntentId: string; stripePaymentMethodId: string } | undefined
  if (mode === 'stripe') {
    const setup = stripeSetupSchema.safeParse(input.stripe)
    if (!setup.success) return fail('Form data not found')
    const existing = await payload.find({
      collection: 'submissions',
      where: { stripeSetupIntentId: { equals: setup.data.setupIntentId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { name: true },
    })
    if (existing.docs[0]) return { ok: true, data: { submissionId: existing.docs[0].id, billingMode: mode } }
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

  try {
    const submission = await payload.create({
      collection: 'submissions',
      overrideAccess: true,
      data: {
        ...values,
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
    payload.logger.warn({ err: error }, 'submission rejected')
    return fail('Please try again later.')
  }
}
