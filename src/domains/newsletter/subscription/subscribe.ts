import type { Payload } from 'payload'

import { sendMail } from '@/platform/mail/send'

import { confirmSubscriptionMail } from '../mail/confirm-subscription'
import { CONFIRM_LINK_TTL_MS, newNewsletterToken } from './tokens'

/** The confirmation mail could not be handed to the mail server; the subscriber row stays pending. */
export class ConfirmationMailFailed extends Error {}

/**
 * Double opt-in, first step: the address is stored as `pending` with a fresh confirmation token
 * and mailed the link. A confirmed address is left alone; a pending or unsubscribed one gets a new
 * link (its old link stops working), so a lost or expired mail is fixed by subscribing again.
 */
export async function subscribe(payload: Payload, email: string): Promise<'already_subscribed' | 'confirmation_sent'> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const existing = docs[0]
  if (existing?.status === 'subscribed') return 'already_subscribed'
  const pending = {
    status: 'pending' as const,
    confirmToken: newNewsletterToken(),
    confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS).toISOString(),
  }
  if (existing) {
    await payload.update({ collection: 'subscribers', id: existing.id, data: pending, overrideAccess: true })
  } else {
    await payload.create({ collection: 'subscribers', data: { email, ...pending }, overrideAccess: true })
  }
  try {
    await sendMail(payload, email, confirmSubscriptionMail(pending.confirmToken))
  } catch (error) {
    payload.logger.error({ err: error, msg: 'newsletter confirmation mail could not be sent' })
    throw new ConfirmationMailFailed('confirmation mail not sent', { cause: error })
  }
  return 'confirmation_sent'
}
