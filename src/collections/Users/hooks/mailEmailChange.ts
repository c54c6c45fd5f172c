import type { CollectionAfterChangeHook } from 'payload'

import type { User } from '@/payload-types'
import { QUEUES } from '@/platform/jobs/queues'

/**
 * Queues the mail with the confirmation link to the new address when deferEmailChange just issued
 * one (clients can't write these fields, so only that hook sets them). Queued in the update's
 * transaction, so it exists only if the change commits; the job sends it afterwards, so a slow or
 * unreachable SMTP server never holds the user's row locked, and a failed send is retried.
 */
export const mailEmailChange: CollectionAfterChangeHook<User> = async ({ doc, data, operation, req }) => {
  const { pendingEmail, emailChangeToken, emailChangeExpiration } = data
  if (operation !== 'update' || !pendingEmail || !emailChangeToken || !emailChangeExpiration) return doc
  const input = { userId: doc.id, expiresAt: emailChangeExpiration }
  await req.payload.jobs.queue({ task: 'sendEmailChangeMail', input, queue: QUEUES.default, req })
  return doc
}
