import { privateHostAllowance, type PrivateHostAllowance } from '@/lib/crawler/address-policy'
import { CRAWLER_USER_AGENT } from '@/lib/crawler/limits'
import { resolvePublicHost } from '@/lib/crawler/resolve-host'
import { parseHttpUrl } from '@/lib/crawler/safe-fetch'

import { launchChromium } from './browser'
import { OVERLAY_CSS } from './hide-overlays'

export const SCREENSHOT_VIEWPORT = { width: 1200, height: 675 } as const

export interface CaptureOptions {
  timeoutMs?: number
  allowPrivateHosts?: PrivateHostAllowance
}

/**
 * A 1200×675 PNG of the page's first screen in headless Chromium. Every request the page makes
 * goes through the same address policy as the crawler, so a site can't make the browser reach
 * the internal network.
 */
export async function capturePage(rawUrl: string, options: CaptureOptions = {}): Promise<Buffer> {
  const url = parseHttpUrl(rawUrl)
  const allowPrivate = options.allowPrivateHosts ?? privateHostAllowance()
  await resolvePublicHost(url.hostname, allowPrivate)
  const checked = new Map<string, Promise<boolean>>()
  const hostAllowed = (hostname: string) => {
    if (!checked.has(hostname)) {
      checked.set(
        hostname,
        resolvePublicHost(hostname, allowPrivate).then(
          () => true,
          () => false,
        ),
      )
    }
    return checked.get(hostname)!
  }

  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      viewport: SCREENSHOT_VIEWPORT,
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) ${CRAWLER_USER_AGENT}`,
      serviceWorkers: 'block',
    })
    await context.route('**/*', async (route) => {
      const requestUrl = new URL(route.request().url())
      if (requestUrl.protocol === 'data:' || requestUrl.protocol === 'blob:') return route.continue()
      if ((requestUrl.protocol === 'http:' || requestUrl.protocol === 'https:') && (await hostAllowed(requestUrl.hostname))) {
        return route.continue()
      }
      return route.abort('blockedbyclient')
    })
    const page = await context.newPage()
    const timeout = options.timeoutMs ?? 30_000
    const response = await page.goto(url.href, { waitUntil: 'load', timeout }).catch(async (error: unknown) => {
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
