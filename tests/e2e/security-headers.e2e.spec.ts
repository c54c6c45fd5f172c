import { expect, test, type APIResponse } from '@playwright/test'

import { adminToken } from './content-admin-helpers'

const PEER = process.env.E2E_PEER_URL ?? 'http://127.0.0.1:3111'

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers()
  const csp = headers['content-security-policy'] ?? ''
  for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) {
    expect(csp, `${label}: ${directive}`).toContain(directive)
  }
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN')
  // The e2e run serves a production build: HSTS is on (a development server sends none, tests/unit/response-headers.spec.ts).
  expect(headers['strict-transport-security'], label).toBe('max-age=63072000; includeSubDomains')
}

test('public pages, the admin and the API carry the security headers, through the cache tier and from the app', async ({ request, baseURL }) => {
  const token = await adminToken()
  for (const base of [baseURL, PEER]) {
    for (const path of ['/', '/?q=sourcing', '/full-list', '/resources', '/tools/no-such-tool', '/admin/login', '/api/tools?limit=1', '/api/users/me', '/sitemap.xml']) {
      const response = await request.get(`${base}${path}`, { maxRedirects: 0 })
      expect(response.status(), `${base}${path}`).toBeLessThan(500)
      expectSecurityHeaders(response, `${base}${path}`)
    }
    const admin = await request.get(`${base}/api/tools?limit=1&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    expectSecurityHeaders(admin, `${base} signed-in API`)
  }
})

test('the admin still loads under the policy, and a page of ours may be framed by it (live preview)', async ({ page, baseURL }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/admin/login')
  await expect(page.getByLabel(/email/i).first()).toBeVisible()
  // A frame of our own origin (what Payload's live preview does) is allowed.
  await page.evaluate((src) => {
    const frame = document.createElement('iframe')
    frame.id = 'preview'
    frame.src = src
    document.body.append(frame)
  }, `${baseURL}/privacy-policy`)
  await expect(page.frameLocator('#preview').getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})
