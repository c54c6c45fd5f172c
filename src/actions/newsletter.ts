'use server'

import { headers } from 'next/headers'

import {
  ConfirmationMailFailed,
  confirmSubscription,
  EXPIRED_CONFIRM_LINK,
  INVALID_CONFIRM_LINK,
  INVALID_UNSUBSCRIBE_LINK,
  newsletterTokenSchema,
  subscribe,
  subscribeSchema,
} from '@/domains/newsletter'
import { validationIssues } from '@/platform/database/payload-errors'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { payloadClient } from '@/server/payload-client'

export type SubscribeCode = 'invalid' | 'duplicate' | 'rate_limited' | 'error'

const ALREADY_SUBSCRIBED = "You're already subscribed!"

/**
 * Subscribes an address (case and surrounding spaces ignored): it is stored unconfirmed and mailed
 * a confirmation link (double opt-in); issues go only to confirmed addresses.
 */
export async function subscribeToNewsletter(input: unknown): Promise<ActionResult<{ email: string }, SubscribeCode>> {
  const limited = await refusal('newsletter', clientIp(await headers()))
  if (limited) return { ok: false, code: 'rate_limited', error: limited }
  const parsed = subscribeSchema.safeParse(input)
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues)
    return { ok: false, code: 'invalid', error: fieldErrors.email ?? 'Please enter a valid email address', fieldErrors }
  }
  const { email } = parsed.data
  const payload = await payloadClient()
  try {
    if ((await subscribe(payload, email)) === 'already_subscribed') return { ok: false, code: 'duplicate', error: ALREADY_SUBSCRIBED }
    return { ok: true, data: { email } }
  } catch (error) {
    if (error instanceof ConfirmationMailFailed) {
      return { ok: false, code: 'error', error: "We couldn't send the confirmation email. Please try again in a few minutes." }
    }
    if (validationIssues(error)?.some((issue) => issue.path === 'email')) {
      return { ok: false, code: 'duplicate', error: ALREADY_SUBSCRIBED }
    }
    payload.logger.error({ err: error, msg: 'newsletter subscription failed' })
    return { ok: false, code: 'error', error: 'An unexpected error occurred' }
  }
}

/**
 * The confirmation page's button (a POST; opening the mailed link only shows the page). Needs no
 * session: the mailed token is the proof.
 */
export async function confirmNewsletterSubscription(token: unknown): Promise<ActionResult<{ email: string }, 'invalid_token' | 'expired' | 'error'>> {
  const payload = await payloadClient()
  try {
    const result = await confirmSubscription(payload, token)
    if (result.state === 'confirmed') return { ok: true, data: { email: result.email } }
    if (result.state === 'expired') return { ok: false, code: 'expired', error: EXPIRED_CONFIRM_LINK }
    return { ok: false, code: 'invalid_token', error: INVALID_CONFIRM_LINK }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'newsletter confirmation failed' })
    return { ok: false, code: 'error', error: 'Something went wrong. Please try the link again in a moment.' }
  }
}

type UnsubscribeOutcome = { email: string; alreadyUnsubscribed: boolean }
export type UnsubscribeResult = ActionResult<UnsubscribeOutcome, 'invalid_token' | 'error'>

/**
 * Unsubscribes the reader whose token this is; needs no session, the mailed token is the proof.
 * Reached only by POSTs: the unsubscribe page's button and the one-click route (RFC 8058). Opening
 * the mailed link (a GET, which mail scanners do too) only shows the page.
 */
export async function unsubscribeFromNewsletter(token: unknown): Promise<UnsubscribeResult> {
  const parsed = newsletterTokenSchema.safeParse(token)
  if (!parsed.success) return { ok: false, code: 'invalid_token', error: INVALID_UNSUBSCRIBE_LINK }
  const payload = await payloadClient()
  try {
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { unsubscribeToken: { equals: parsed.data } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const subscriber = docs[0]
    if (!subscriber) return { ok: false, code: 'invalid_token', error: INVALID_UNSUBSCRIBE_LINK }
    if (subscriber.status === 'unsubscribed') return { ok: true, data: { email: subscriber.email, alreadyUnsubscribed: true } }
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      // The confirmation link dies with the subscription: subscribing again mails a new one.
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString(), confirmToken: null, confirmExpiresAt: null },
      overrideAccess: true,
    })
    return { ok: true, data: { email: subscriber.email, alreadyUnsubscribed: false } }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'newsletter unsubscribe failed' })
    return { ok: false, code: 'error', error: 'Something went wrong. Please try the link again in a moment.' }
  }
}

/** The unsubscribe page's button: its form carries the token of the mailed link. */
export async function unsubscribeWithForm(_previous: UnsubscribeResult | null, form: FormData): Promise<UnsubscribeResult> {
  return unsubscribeFromNewsletter(form instanceof FormData ? form.get('token') : null)
}
