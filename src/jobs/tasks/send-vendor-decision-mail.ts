import type { TaskConfig } from 'payload'

import { sendVendorDecisionMail } from '@/domains/vendors'

/** An editor's decision on a vendor's claim or owner's edit, mailed to the vendor after it commits; retried when SMTP fails. */
export const sendVendorDecisionMailTask: TaskConfig<'sendVendorDecisionMail'> = {
  slug: 'sendVendorDecisionMail',
  label: 'Send claim or edit decision to the vendor',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'kind', type: 'select', options: ['claim', 'proposal'], required: true },
    { name: 'id', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => ({ output: { outcome: await sendVendorDecisionMail(req.payload, input.kind, input.id) } }),
}
