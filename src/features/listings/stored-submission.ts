'use client'

import { withHttps } from '@/domains/vendors/shared'
import type { UploadedLogo } from '@/features/vendor-forms/client'

import { SUBMISSION_STORAGE_KEY, type SubmissionValues } from './submission-schema'

export type StoredSubmission = SubmissionValues & { logo?: UploadedLogo | null }

/** The Stripe customer of a card setup that may come back through a redirect (per tab). */
const PENDING_CUSTOMER_KEY = 'toolSubmissionSetup'

/** The submit-tool values kept in localStorage under `toolSubmissionValues`, between the form, its payment step and the thank-you page. */
export function readStoredSubmission(): StoredSubmission | null {
  try {
    const raw = window.localStorage.getItem(SUBMISSION_STORAGE_KEY)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    return value && typeof value === 'object' ? (value as StoredSubmission) : null
  } catch {
    return null
  }
}

export function storeSubmission(values: StoredSubmission) {
  window.localStorage.setItem(SUBMISSION_STORAGE_KEY, JSON.stringify(values))
}

/** What save-payment-details sends: the form values (scheme added) and the uploaded logo's id. */
export function submissionValues(stored: StoredSubmission) {
  return {
    name: stored.name,
    website: withHttps(stored.website ?? ''),
    description: stored.description,
    audience: stored.audience,
    features: stored.features,
    contactEmail: stored.contactEmail,
    logoId: stored.logo?.id,
  }
}

export const pendingCustomer = {
  read: () => window.sessionStorage.getItem(PENDING_CUSTOMER_KEY),
  store: (customerId: string) => window.sessionStorage.setItem(PENDING_CUSTOMER_KEY, customerId),
  clear: () => window.sessionStorage.removeItem(PENDING_CUSTOMER_KEY),
}
