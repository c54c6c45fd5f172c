import { describe, expect, it } from 'vitest'

import { malformedAddress, MAX_PATH_LENGTH, MAX_QUERY_LENGTH, MAX_SEGMENT_LENGTH } from '@/platform/request/request-address'

describe('malformed addresses (refused with a 400 by the proxy)', () => {
  it('accepts ordinary paths and query strings, encoded UTF-8 and unknown parameters included', () => {
    for (const [path, search] of [
      ['/', ''],
      ['/', '?q=entrevista%20%C3%A9t%C3%A9&type=everyone&utm_source=x'],
      ['/tools/peoplegpt', ''],
      ['/tools/%E8%AF%AD', ''],
      ['/compare', '?tools=a,b,c'],
      ['/api/tools', '?where[slug][equals]=x&depth=0'],
      ['/', '?q=a+b%2Bc&flag'],
      ['/', `?q=${'x'.repeat(2_000)}`],
    ]) {
      expect(malformedAddress(path!, search!), `${path}${search}`).toBeNull()
    }
  })

  it('refuses NUL bytes, broken percent-encoding and invalid UTF-8 in the path or any query part', () => {
    for (const [path, search] of [
      ['/tools/%00', ''],
      ['/tools/a%00b', ''],
      ['/categories/%FF', ''],
      ['/categories/recruiter/%C3%28', ''],
      ['/resources/%E0%A4', ''],
      ['/', '?category=%00'],
      ['/', '?q=%FF'],
      ['/', '?q=%C3%28'],
      ['/', '?%00=x'],
      ['/', '?q=%'],
      ['/compare', '?tools=a,%ED%A0%80'],
      ['/api/tools', '?where[slug][equals]=%00'],
      // What Next passes on for `?q=%FF`: the invalid byte replaced by U+FFFD.
      ['/', '?q=%EF%BF%BD'],
    ]) {
      expect(malformedAddress(path!, search!), `${path}${search}`).toMatch(/not valid text/)
    }
  })

  it('refuses overlong paths and query strings', () => {
    expect(malformedAddress(`/resources/${'a'.repeat(MAX_PATH_LENGTH)}`, '')).toMatch(/too long/)
    expect(malformedAddress(`/tools/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}`, '')).toMatch(/too long/)
    expect(malformedAddress(`/tools/${'a'.repeat(MAX_SEGMENT_LENGTH)}`, '')).toBeNull()
    expect(malformedAddress('/', `?q=${'a'.repeat(MAX_QUERY_LENGTH)}`)).toMatch(/too long/)
    expect(malformedAddress('/', `?q=${'a'.repeat(10_240)}`)).toMatch(/too long/)
  })
})
