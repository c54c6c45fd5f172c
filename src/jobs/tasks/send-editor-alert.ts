import type { TaskConfig } from 'payload'

import { sendEditorAlert } from '@/domains/moderation'

/** One editor's mail about one item that entered a queue they work; queued by the collection's hook, retried when SMTP fails. */
export const sendEditorAlertTask: TaskConfig<'sendEditorAlert'> = {
  slug: 'sendEditorAlert',
  label: 'Mail an editor about a new item in a queue',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'number', required: true },
    { name: 'userId', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  handler: async ({ input, req }) => ({ output: { outcome: await sendEditorAlert(req.payload, input) } }),
}
