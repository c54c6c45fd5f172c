import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, imageSources, MONACO_CDN, securityHeaderRules, securityHeaders } from '@/config/response-headers.mjs'

const byKey = (nodeEnv: string | undefined) => Object.fromEntries(securityHeaders(nodeEnv).map(({ key, value }) => [key, value]))
function directives(policy: string): Record<string, string[]> {
  const entries = policy.split('; ').map((directive): [string, string[]] => {
    const [name = '', ...sources] = directive.split(' ')
    return [name, sources]
  })
  return Object.fromEntries(entries)
}

describe('security headers (next.config.mjs, every response)', () => {
  it('allow scripts, connections and frames from this site and Stripe only, and restrict plugins, <base>, framing and form targets', () => {
    const policy = directives(contentSecurityPolicy())
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
    })
    expect(byKey('production')).toMatchObject({
      'Content-Security-Policy': contentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    })
  })

  it('give the admin the editor Payload loads, and `next dev` its eval, and nothing else more', () => {
    const [everyPath, admin] = securityHeaderRules('production')
    expect(everyPath?.source).toBe('/:path*')
    expect(admin).toEqual({ source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true }) }] })
    const adminPolicy = directives(contentSecurityPolicy({ admin: true }))
    for (const name of ['script-src', 'style-src', 'font-src']) expect(adminPolicy[name]).toContain(MONACO_CDN)
    expect(contentSecurityPolicy()).not.toContain('jsdelivr')
    expect(directives(contentSecurityPolicy({ development: true }))['script-src']).toContain("'unsafe-eval'")
    expect(contentSecurityPolicy()).not.toContain('unsafe-eval')
  })

  it('allow the Monaco version Payload\'s admin bundle really loads', () => {
    const bundles = path.resolve('node_modules/@payloadcms/ui/dist/exports/client')
    const loaded = new Set(
      readdirSync(bundles)
        .filter((name) => name.endsWith('.js'))
        .flatMap((name) => [...readFileSync(path.join(bundles, name), 'utf8').matchAll(/https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/"]+\//g)].map((match) => match[0])),
    )
    expect([...loaded]).toEqual([MONACO_CDN])
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
