'use server'

import { headers } from 'next/headers'
import type { Payload } from 'payload'

import {
  INVALID_UNSUBSCRIBE_LINK,
  newsletterListHeaders,
  newsletterWelcomeMail,
  subscribeSchema,
  unsubscribeTokenSchema,
} from '@/domains/newsletter'
import { validationIssues } from '@/platform/database/payload-errors'
import { sendMail } from '@/platform/mail/send'
import { refusal } from '@/platform/rate-limit'
import { clientIp } from '@/platform/request/client-ip'
import { fieldErrorsOf, type ActionResult } from '@/platform/ui/action-result'
import { payloadClient } from '@/server/payload-client'

export type SubscribeCode = 'invalid' | 'duplicate' | 'rate_limited' | 'error'

const ALREADY_SUBSCRIBED = "You're already subscribed!"

async function sendWelcome(payload: Payload, email: string, token: string) {
  try {
    await sendMail(payload, email, newsletterWelcomeMail(token), newsletterListHeaders(token))
  } catch (error) {
    // The subscription itself is stored; a welcome mail that fails is logged, not reported as a failed sign-up.
    payload.logger.error({ err: error, msg: 'newsletter welcome mail could not be sent' })
  }
}

/** Subscribes an address (case and surrounding spaces ignored) and sends the welcome mail. */
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
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const existing = docs[0]
    if (existing?.status === 'subscribed') return { ok: false, code: 'duplicate', error: ALREADY_SUBSCRIBED }
    const subscriber = existing
      ? await payload.update({
          collection: 'subscribers',
          id: existing.id,
          data: { status: 'subscribed', unsubscribedAt: null },
          overrideAccess: true,
        })
      : await payload.create({ collection: 'subscribers', data: { email, status: 'subscribed' }, overrideAccess: true })
    if (subscriber.unsubscribeToken) await sendWelcome(payload, email, subscriber.unsubscribeToken)
    return { ok: true, data: { email } }
  } catch (error) {
    if (validationIssues(error)?.some((issue) => issue.path === 'email')) {
      return { ok: false, code: 'duplicate', error: ALREADY_SUBSCRIBED }
    }
    payload.logger.error({ err: error, msg: 'newsletter subscription failed' })
    return { ok: false, code: 'error', error: 'An unexpected error occurred' }
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
  const parsed = unsubscribeTokenSchema.safeParse(token)
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
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
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
  return unsubscribeFromNewsletter(form.get('token'))
}
