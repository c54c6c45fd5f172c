import { describe, expect, it } from 'vitest'

import { authUrlFor, safeReturnTo } from '@/domains/accounts/return-to'

/** Every way a return URL could send the browser to another host, raw and encoded. */
const OFF_SITE = [
  '/.//evil.example',
  '/././/evil.example/x',
  '/..//evil.example',
  '/a/../..//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%255Cevil.example',
  '/%2e/%2F/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0d%0a/evil.example',
  '/ /evil.example',
  '/%E2%80%A8/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  '/%zz',
  'https://evil.example',
  'http://evil.example/account',
  'HTTPS://evil.example',
  'https:evil.example',
  '//evil.example@site',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '%2F%2Fevil.example',
  'evil.example',
  'tools',
  '',
  '/auth',
  '/auth/verify?token=x',
  '/AUTH',
  '/%61uth',
  '/auth?returnTo=/x',
  `/${'a'.repeat(2048)}`,
]

describe('safeReturnTo', () => {
  it('keeps same-site paths with their query and fragment', () => {
    expect(safeReturnTo('/tools/seekout?x=1#top')).toBe('/tools/seekout?x=1#top')
    expect(safeReturnTo('/account')).toBe('/account')
    expect(safeReturnTo('/?q=ai%20recruiter&sort=popular')).toBe('/?q=ai%20recruiter&sort=popular')
    expect(safeReturnTo('/?q=%2F%2Fanything')).toBe('/?q=%2F%2Fanything')
    expect(safeReturnTo('/tools/./seekout')).toBe('/tools/seekout')
    expect(safeReturnTo('/authors')).toBe('/authors')
  })

  it.each(OFF_SITE)('sends %j to /', (value) => {
    expect(safeReturnTo(value)).toBe('/')
  })

  it('never returns anything a browser would read as another origin', () => {
    for (const value of OFF_SITE) {
      const target = safeReturnTo(value, '/fallback')
      expect(new URL(target, 'https://site.example').origin).toBe('https://site.example')
      expect(target.startsWith('/') && !target.startsWith('//') && !target.includes('\\')).toBe(true)
    }
  })

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/account'], { toString: () => '/account' }]) expect(safeReturnTo(value)).toBe('/')
  })

  it('builds sign-in links only with safe targets', () => {
    expect(authUrlFor('/tools/seekout?x=1')).toBe('/auth?returnTo=%2Ftools%2Fseekout%3Fx%3D1')
    expect(authUrlFor('/.//evil.example')).toBe('/auth')
  })
})
