import type { TaskConfig } from 'payload'

import { sendClaimCodeMail } from '@/features/claims'

/** The code that proves a vendor reads mail at a tool's domain, sent once the claim step has committed; retried when SMTP fails. */
export const sendClaimCodeMailTask: TaskConfig<'sendClaimCodeMail'> = {
  slug: 'sendClaimCodeMail',
  label: 'Send tool claim code',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'claimId', type: 'number', required: true },
    { name: 'expiresAt', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => ({ output: { outcome: await sendClaimCodeMail(req.payload, input.claimId, input.expiresAt) } }),
}
