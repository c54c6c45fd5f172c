import { describe, expect, it } from 'vitest'

import { formatDate } from '@/platform/text/format-date'

describe('formatDate', () => {
  it('writes dates as Intl.DateTimeFormat("en-US", long, UTC) does', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    const dates = ['2026-01-13T00:00:00.000Z', '2026-11-27T23:59:59.999Z', '2024-02-29T12:00:00Z', '1999-12-31T23:30:00-02:00', '2026-05-01', '2030-09-09T09:09:09Z']
    for (const iso of dates) expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)))
  })

  it('gives an empty text for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('not a date')).toBe('')
  })
})
