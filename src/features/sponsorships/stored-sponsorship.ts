'use client'

import {
  FORM_TYPE_STORAGE_KEY,
  SPONSORSHIP_FORM_TYPE,
  SPONSORSHIP_STORAGE_KEY,
  type SponsorshipValues,
} from '@/domains/vendors/shared'
import type { UploadedLogo } from '@/features/vendor-forms/client'

/** The form's values, its uploaded logo and the vendor's own tool it features, when one was picked. */
export type StoredSponsorship = Partial<SponsorshipValues> & { logo?: UploadedLogo | null; toolId?: number | null }

/** The feature-tool values in localStorage; they count only while the form-type marker says "sponsorship". */
export function readStoredSponsorship(): StoredSponsorship | null {
  try {
    if (window.localStorage.getItem(FORM_TYPE_STORAGE_KEY) !== SPONSORSHIP_FORM_TYPE) return null
    const raw = window.localStorage.getItem(SPONSORSHIP_STORAGE_KEY)
    const value: unknown = raw ? JSON.parse(raw) : null
    return value && typeof value === 'object' ? value : null
  } catch {
    return null
  }
}

export function storeSponsorship(values: StoredSponsorship) {
  window.localStorage.setItem(SPONSORSHIP_STORAGE_KEY, JSON.stringify(values))
  window.localStorage.setItem(FORM_TYPE_STORAGE_KEY, SPONSORSHIP_FORM_TYPE)
}

export function clearStoredSponsorship() {
  window.localStorage.removeItem(SPONSORSHIP_STORAGE_KEY)
  window.localStorage.removeItem(FORM_TYPE_STORAGE_KEY)
}
