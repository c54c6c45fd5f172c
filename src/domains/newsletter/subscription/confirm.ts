import type { Payload } from 'payload'

import { sendMail } from '@/platform/mail/send'

import { newsletterListHeaders } from '../mail/unsubscribe-link'
import { newsletterWelcomeMail } from '../mail/welcome'
import { newsletterTokenSchema } from '../schemas/newsletter'

/** What a confirmation link stands for: the page shows it, the button acts on it. */
export type ConfirmLinkState =
  | { state: 'pending'; email: string }
  | { state: 'confirmed'; email: string }
  | { state: 'expired' }
  | { state: 'invalid' }

async function subscriberByConfirmToken(payload: Payload, token: unknown) {
  const parsed = newsletterTokenSchema.safeParse(token)
  if (!parsed.success) return null
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { confirmToken: { equals: parsed.data } },
    select: { email: true, status: true, confirmExpiresAt: true, unsubscribeToken: true },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

function stateOf(subscriber: Awaited<ReturnType<typeof subscriberByConfirmToken>>, now: number): ConfirmLinkState {
  if (!subscriber) return { state: 'invalid' }
  if (subscriber.status === 'subscribed') return { state: 'confirmed', email: subscriber.email }
  // An unsubscribe withdraws the link (the token is cleared then); this guards older rows too.
  if (subscriber.status !== 'pending') return { state: 'invalid' }
  if (!subscriber.confirmExpiresAt || Date.parse(subscriber.confirmExpiresAt) <= now) return { state: 'expired' }
  return { state: 'pending', email: subscriber.email }
}

/** Only reads: the confirmation page shows this and asks before anything changes (a GET never confirms). */
export async function confirmLinkState(payload: Payload, token: unknown): Promise<ConfirmLinkState> {
  return stateOf(await subscriberByConfirmToken(payload, token), Date.now())
}

/**
 * Double opt-in, second step (the page's button, a POST): a pending address within the link's
 * lifetime becomes `subscribed` and gets the welcome mail; only `subscribed` rows receive issues.
 * A second press says it is done; an expired or unknown link changes nothing.
 */
export async function confirmSubscription(payload: Payload, token: unknown): Promise<ConfirmLinkState> {
  const subscriber = await subscriberByConfirmToken(payload, token)
  const state = stateOf(subscriber, Date.now())
  if (state.state !== 'pending' || !subscriber) return state
  // Only a row still pending is changed; one confirmed meanwhile (another tab) is reported as confirmed.
  const { docs } = await payload.update({
    collection: 'subscribers',
    where: { and: [{ id: { equals: subscriber.id } }, { status: { equals: 'pending' } }] },
    data: { status: 'subscribed', confirmedAt: new Date().toISOString(), unsubscribedAt: null },
    overrideAccess: true,
  })
  if (docs.length === 0) return stateOf(await subscriberByConfirmToken(payload, token), Date.now())
  const unsubscribeToken = subscriber.unsubscribeToken
  if (unsubscribeToken) {
    try {
      await sendMail(payload, subscriber.email, newsletterWelcomeMail(unsubscribeToken), newsletterListHeaders(unsubscribeToken))
    } catch (error) {
      // The confirmation is stored; a welcome mail that fails is logged, not reported as a failed confirmation.
      payload.logger.error({ err: error, msg: 'newsletter welcome mail could not be sent' })
    }
  }
  return { state: 'confirmed', email: subscriber.email }
}
