import { expect, type APIRequestContext, type Page } from '@playwright/test'

/**
 * Requests `url` until a cache answers it: the cache tier (Varnish, X-Cache) when the URL goes
 * through it, else Next's full-route cache (an app instance reached directly).
 */
export async function expectCacheHit(request: APIRequestContext, url: string) {
  await expect
    .poll(
      async () => {
        const headers = (await request.get(url, { maxRedirects: 0 })).headers()
        return headers['x-cache'] ?? headers['x-nextjs-cache']
      },
      { timeout: 15_000 },
    )
    .toBe('HIT')
}

/**
 * Reloads until the page shows `text`. A write reaches the cache tier and the other instance
 * through a database notice, within milliseconds of the write's response, not before it.
 */
export async function expectAfterReload(page: Page, text: string) {
  await expect(async () => {
    await page.reload()
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}
