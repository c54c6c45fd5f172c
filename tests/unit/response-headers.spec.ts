import { describe, expect, it } from 'vitest'

import { CONTENT_SECURITY_POLICY, imageSources, securityHeaders } from '@/config/response-headers.mjs'

const byKey = (nodeEnv: string | undefined) => Object.fromEntries(securityHeaders(nodeEnv).map(({ key, value }) => [key, value]))

describe('security headers (next.config.mjs, every response)', () => {
  it('restrict plugins, <base>, framing by other sites and form targets', () => {
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) {
      expect(CONTENT_SECURITY_POLICY).toContain(directive)
    }
    expect(byKey('production')).toMatchObject({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    })
  })

  it('send HSTS from a production build only', () => {
    expect(byKey('production')['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    for (const nodeEnv of ['development', 'test', undefined]) expect(byKey(nodeEnv)).not.toHaveProperty('Strict-Transport-Security')
  })
})

describe('image sources of /_next/image', () => {
  it('are our stored logos and media only, plus the logo bucket when one is named', () => {
    expect(imageSources(undefined)).toEqual({ localPatterns: [{ pathname: '/tool-logos/**' }, { pathname: '/api/media/file/**' }], remotePatterns: [] })
    const [bucket] = imageSources('https://logos.example-cdn.test/hirestack/').remotePatterns
    expect(bucket?.href).toBe('https://logos.example-cdn.test/hirestack/tool-logos/**')
  })
})
