import { en } from '@payloadcms/translations/languages/en'
import type { ValidationFieldError } from 'payload'

/**
 * Payload is bundled into more than one server chunk (route handlers, pages and actions), while a
 * process shares one Payload instance, made by whichever chunk asked first. Its errors may then be
 * instances of another chunk's copy of Payload's classes, and `instanceof` against this chunk's
 * copy misses them (seen with two app instances behind the cache tier: an unverified sign-in read
 * as an unexpected failure). These tests read what every copy shares: status, message, data.
 */
type PayloadErrorShape = { status: number; message: string; isPublic: boolean; data?: unknown }

function shape(error: unknown): PayloadErrorShape | null {
  if (!(error instanceof Error)) return null
  const { status, isPublic } = error as Error & Partial<PayloadErrorShape>
  return typeof status === 'number' && typeof isPublic === 'boolean' ? (error as Error & PayloadErrorShape) : null
}

/** Any error Payload raised on purpose (its APIError family), as opposed to a crash. */
export function isPayloadApiError(error: unknown): boolean {
  return shape(error) !== null
}

const loginErrors = {
  wrongCredentials: { status: 401, message: en.translations.error.emailOrPasswordIncorrect },
  unverified: { status: 403, message: en.translations.error.unverifiedEmail },
} as const

/** Which of Payload's refusals a failed login is (the local API answers in English). */
export function loginRefusal(error: unknown): keyof typeof loginErrors | null {
  const found = shape(error)
  if (!found) return null
  const entry = Object.entries(loginErrors).find(([, expected]) => expected.status === found.status && expected.message === found.message)
  return entry ? (entry[0] as keyof typeof loginErrors) : null
}

/** The field errors of a ValidationError, or null when `error` is not one. */
export function validationIssues(error: unknown): ValidationFieldError[] | null {
  const found = shape(error)
  const issues = (found?.data as { errors?: unknown } | undefined)?.errors
  return found?.status === 400 && Array.isArray(issues) ? (issues as ValidationFieldError[]) : null
}
