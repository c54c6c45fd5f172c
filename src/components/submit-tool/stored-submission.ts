'use client'

import type { UploadedLogo } from '@/components/payments/logo-upload'
import { SUBMISSION_STORAGE_KEY, type SubmissionValues } from '@/schemas/submission'

export type StoredSubmission = SubmissionValues & { logo?: UploadedLogo | null }

/** The submit-tool values kept in localStorage under `toolSubmissionValues` (spec §3). */
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
