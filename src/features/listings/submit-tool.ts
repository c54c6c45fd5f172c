'use server'

import { headers } from 'next/headers'
import { z } from 'zod'

import { billingMode, confirmedPaymentMethod, withHttps } from '@/domains/vendors'
import { validationIssues } from '@/platform/database/payload-errors'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { currentUser } from '@/server/session'

import { stripeSetupSchema, submissionPayloadSchema } from './submission-schema'

const objectOrEmpty = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})

/**
 * The form sends `{ values, stripe }`: the values are checked field by field (the website gets its
 * scheme first), the Stripe ids by the handler, which knows whether they are needed.
 */
const submitToolSchema = z.preprocess(
  (body) => {
    const { values, stripe } = objectOrEmpty(body)
    const fields = objectOrEmpty(values)
    return { ...fields, website: withHttps(typeof fields.website === 'string' ? fields.website : ''), stripe }
  },
  submissionPayloadSchema.extend({ stripe: z.unknown() }),
)

/** A missing name or contact e-mail, the two fields that identify a submission, gets the one message naming both. */
const invalidSubmission = (fieldErrors: Record<string, string>) =>
  fieldErrors.name || fieldErrors.contactEmail ? 'Tool name and contact email are required' : 'Please check the highlighted fields.'

const isDuplicateSetup = (error: unknown) => validationIssues(error)?.some((issue) => issue.path === 'stripeSetupIntentId') ?? false

type Submitted = ActionResult<{ submissionId: number; billingMode: 'stripe' | 'manual' }>

/**
 * save-payment-details: records the submission for review. In Stripe mode the SetupIntent is
 * read back from Stripe and must have succeeded for this customer; one SetupIntent makes one
 * submission (a unique column), so a double click or a second tab returns the one already saved
 * without spending the client's rate limit. In manual mode no card is involved and the vendor is
 * invoiced after approval.
 */
export const submitTool = settle(
  publicAction
    .metadata({ name: 'tool submission', failure: 'Please try again later.' })
    .inputSchema(submitToolSchema)
    .action(async ({ parsedInput: { logoId, stripe, ...fields } }): Promise<Submitted> => {
      const mode = billingMode()
      const { payload, user } = await currentUser()
      const savedWith = async (setupIntentId: string): Promise<Submitted | null> => {
        const { docs } = await payload.find({
          collection: 'submissions',
          where: { stripeSetupIntentId: { equals: setupIntentId } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
          select: { name: true },
        })
        return docs[0] ? { ok: true, data: { submissionId: docs[0].id, billingMode: mode } } : null
      }

      let stripeFields: { stripeCustomerId: string; stripeSetupIntentId: string; stripePaymentMethodId: string } | undefined
      if (mode === 'stripe') {
        const setup = stripeSetupSchema.safeParse(stripe)
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
      if (refused) return { ok: false, code: 'rate_limited', error: refused }

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
        throw error
      }
    }),
  { invalid: invalidSubmission },
)
