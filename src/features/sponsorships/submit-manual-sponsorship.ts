'use server'

import { billingMode } from '@/domains/vendors'
import { settle } from '@/platform/server-actions/settle'
import { type ActionResult, fail } from '@/platform/ui/action-result'
import { publicAction } from '@/server/actions/action-client'
import { currentUser } from '@/server/session'

import { INVALID_REQUEST, NOT_YOUR_TOOL, pickedTool, sponsorshipRequestSchema } from './sponsorship-request'

/** Manual billing: no card is collected; the placement goes to review and is invoiced once approved. */
export const submitManualSponsorship = settle(
  publicAction
    .metadata({ name: 'manual sponsorship', failure: 'Please try again later.', limit: 'vendorRequest' })
    .inputSchema(sponsorshipRequestSchema)
    .action(async ({ parsedInput: { logoId, toolId, ...values } }): Promise<ActionResult<{ sponsorshipId: number }>> => {
      if (billingMode() !== 'manual') return fail('Please save a payment method to continue.')
      const { payload, user } = await currentUser()
      const tool = await pickedTool(payload, user, toolId)
      if (tool === false) return fail(NOT_YOUR_TOOL)
      const sponsorship = await payload.create({
        collection: 'sponsorships',
        overrideAccess: true,
        data: { ...values, toolName: tool?.name ?? values.toolName, tool: tool?.id, logo: logoId, user: user?.id, billingMode: 'manual', status: 'pending_review' },
      })
      return { ok: true, data: { sponsorshipId: sponsorship.id } }
    }),
  { invalid: INVALID_REQUEST },
)
