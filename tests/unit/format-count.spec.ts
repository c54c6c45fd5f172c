import { describe, expect, it } from 'vitest'

import { formatCount } from '@/platform/text/format-count'

describe('formatCount', () => {
  it('writes numbers as toLocaleString("en-US") does', () => {
    const values = [0, 1, 7, 12, 999, 1000, 1001, 12_345, 99_999, 100_000, 654_229, 1_000_150, 123_456_789, 49.99, 1234.5, 0.125, 2.0004, -1, -1234, -1234567.891]
    for (const value of values) expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-US'))
  })

  it('gives non-finite numbers as they are', () => {
    expect(formatCount(Number.NaN)).toBe('NaN')
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity')
  })
})
