import type { Route } from 'playwright-core'

import { privateHostAllowance, type PrivateHostAllowance } from '@/platform/safe-fetch/address-policy'
import { CrawlError } from '@/platform/safe-fetch/errors'
import { CRAWLER_USER_AGENT } from '@/platform/safe-fetch/limits'
import { parseHttpUrl, safeFetch } from '@/platform/safe-fetch/safe-fetch'

import { launchChromium } from './browser'
import { OVERLAY_CSS } from './hide-overlays'

export const SCREENSHOT_VIEWPORT = { width: 1200, height: 675 } as const

/** Images and scripts of a page's first screen; larger ones are left out of the capture. */
const RESOURCE_MAX_BYTES = 8 * 1024 * 1024

export interface CaptureOptions {
  timeoutMs?: number
  allowPrivateHosts?: PrivateHostAllowance
}

/**
 * Answers one of the page's requests through the crawler's safeFetch: the host resolved and
 * checked against the address policy, the socket pinned to the checked address, size and time
 * capped. Redirects come back to the browser, whose next request comes through here again.
 * Anything but a GET is refused: a first screen needs none.
 */
async function fetchForBrowser(route: Route, allowPrivateHosts: PrivateHostAllowance): Promise<void> {
  const request = route.request()
  if (request.method() !== 'GET') return route.abort('blockedbyclient')
  try {
    const response = await safeFetch(request.url(), {
      allowPrivateHosts,
      followRedirects: false,
      accept: request.headers().accept ?? '*/*',
      maxBytes: RESOURCE_MAX_BYTES,
    })
    return await route.fulfill({ status: response.status, headers: response.headers, body: response.body })
  } catch (error) {
    if (error instanceof CrawlError && error.code === 'http_error' && error.status) return route.fulfill({ status: error.status, body: '' })
    return route.abort('blockedbyclient')
  }
}

/**
 * A 1200×675 PNG of the page's first screen in headless Chromium. Chromium itself reaches no
 * network: every request is answered through the crawler's guarded fetch (see fetchForBrowser),
 * WebSockets are refused, and anything that could still bypass the routing (preconnects, WebRTC)
 * goes to a proxy that doesn't exist. So a site can't make the browser reach the internal network.
 */
export async function capturePage(rawUrl: string, options: CaptureOptions = {}): Promise<Buffer> {
  const url = parseHttpUrl(rawUrl)
  const allowPrivate = options.allowPrivateHosts ?? privateHostAllowance()
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORT,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${CRAWLER_USER_AGENT}`,
      serviceWorkers: 'block',
    })
    await context.route('**/*', (route) => fetchForBrowser(route, allowPrivate))
    await context.routeWebSocket(/.*/, (socket) => socket.close({ code: 1008, reason: 'WebSockets are not opened for screenshots' }))
    const page = await context.newPage()
    const timeout = options.timeoutMs ?? 30_000
    const response = await page.goto(url.href, { waitUntil: 'load', timeout }).catch((error: unknown) => {
      // Pages that never finish loading (endless trackers) still have a first screen to show.
      if (error instanceof Error && /timeout/i.test(error.message)) return null
      throw error
    })
    if (response && response.status() >= 400) throw new Error(`${url.href} answered ${response.status()}`)
    await page.addStyleTag({ content: OVERLAY_CSS }).catch(() => undefined)
    await page.waitForTimeout(500)
    return await page.screenshot({ type: 'png', fullPage: false, timeout: 15_000 })
  } finally {
    await browser.close()
  }
}
