import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

/** How long a mailed code works, and how many wrong tries one code takes before a new one is needed. */
export const CLAIM_CODE_TTL_MS = 30 * 60 * 1000
export const CLAIM_CODE_MAX_TRIES = 5

export function newClaimCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Compares in constant time, so the answer's timing says nothing about the digits. */
export function claimCodeMatches(stored: string, given: string): boolean {
  return timingSafeEqual(digest(stored), digest(given))
}
