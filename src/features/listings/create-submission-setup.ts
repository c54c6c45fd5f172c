'use server'

import { billingMode, createSetupIntent } from '@/domains/vendors'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'

import { setupIntentRequestSchema } from './submission-schema'

const INVALID_SETUP_RESPONSE = 'Invalid response from setup intent creation'

/** create-setup-intent: a Stripe Customer and SetupIntent for the $97 fee (Stripe mode only). */
export const createSubmissionSetup = settle(
  publicAction
    .metadata({ name: 'submission payment setup', failure: 'Failed to create payment setup', limit: 'vendorRequest' })
    .inputSchema(setupIntentRequestSchema)
    .action(async ({ parsedInput }): Promise<ActionResult<{ clientSecret: string; customerId: string }>> => {
      if (billingMode() !== 'stripe') return fail('Card payments are not enabled; your submission is invoiced after approval.')
      try {
        const setup = await createSetupIntent(parsedInput)
        return { ok: true, data: { clientSecret: setup.clientSecret, customerId: setup.customerId } }
      } catch (error) {
        if (error instanceof Error && error.message === INVALID_SETUP_RESPONSE) return fail(error.message)
        throw error
      }
    }),
  { invalid: 'Missing required data: email or tool name' },
)
