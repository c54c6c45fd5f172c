import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { siteUrl } from './config'

/**
 * The link in the "card declined" email and on /account: it names the submission and carries an
 * HMAC of it under the app secret, so a vendor who submitted signed out can still fix the card,
 * and nobody can open another vendor's card page by changing the id.
 */
export function cardUpdateToken(payload: Payload, submissionId: number): string {
  return createHmac('sha256', payload.secret).update(`submission-card-update:${submissionId}`).digest('base64url')
}

export function isCardUpdateToken(payload: Payload, submissionId: number, token: string): boolean {
  const expected = Buffer.from(cardUpdateToken(payload, submissionId))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function cardUpdatePath(payload: Payload, submissionId: number): string {
  return `/submit-tool/update-card?submission=${submissionId}&token=${cardUpdateToken(payload, submissionId)}`
}

export function cardUpdateUrl(payload: Payload, submissionId: number): string {
  return `${siteUrl()}${cardUpdatePath(payload, submissionId)}`
}
