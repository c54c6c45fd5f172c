import type { TaskConfig } from 'payload'

import { sendEmailChangeMail } from '@/domains/accounts'

/** The confirmation link for a new email address, sent once the request has committed; retried when SMTP fails. */
export const sendEmailChangeMailTask: TaskConfig<'sendEmailChangeMail'> = {
  slug: 'sendEmailChangeMail',
  label: 'Send email change confirmation',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'userId', type: 'number', required: true },
    { name: 'expiresAt', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => ({ output: { outcome: await sendEmailChangeMail(req.payload, input.userId, input.expiresAt) } }),
}
