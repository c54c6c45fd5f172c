import { describe, expect, it } from 'vitest'

import { rateLimitMessage, retryWait } from '@/platform/rate-limit/rules'

describe('rate-limit refusals in words', () => {
  it('say what happened and when to try again, rounded up', () => {
    expect(rateLimitMessage(14 * 60_000 + 1)).toBe('Too many attempts from your connection in a short time. Please try again in 15 minutes.')
    expect(retryWait(0)).toBe('1 second')
    expect(retryWait(1_500)).toBe('2 seconds')
    expect(retryWait(59_000)).toBe('59 seconds')
    expect(retryWait(59_001)).toBe('1 minute')
    expect(retryWait(61_000)).toBe('2 minutes')
    expect(retryWait(60 * 60_000)).toBe('60 minutes')
    expect(retryWait(60 * 60_000 + 1)).toBe('2 hours')
  })
})
