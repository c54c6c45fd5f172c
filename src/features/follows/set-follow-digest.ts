'use server'

import { z } from 'zod'

import { setDigestOff } from '@/domains/accounts'
import { settle } from '@/platform/server-actions/settle'
import type { ActionResult } from '@/platform/ui/action-result'
import { userAction } from '@/server/actions/action-client'

const setFollowDigestSchema = z.object({ off: z.boolean({ error: 'Whether the digest is off is required' }) })

/** /account's switch for the daily digest of what the user follows. */
export const setFollowDigest = settle(
  userAction
    .metadata({ name: 'switching the follow digest', failure: 'That could not be saved. Please try again.', limit: 'follows', signIn: 'Please sign in first' })
    .inputSchema(setFollowDigestSchema)
    .action(async ({ parsedInput: { off }, ctx: { payload, user } }): Promise<ActionResult<{ off: boolean }>> => {
      await setDigestOff(payload, user.id, off)
      return { ok: true, data: { off } }
    }),
)
