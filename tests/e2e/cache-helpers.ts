import { expect, type APIRequestContext, type Page } from '@playwright/test'

/** Requests `url` until the cache tier (Varnish, X-Cache) answers it from its store. */
export async function expectCacheHit(request: APIRequestContext, url: string) {
  await expect.poll(async () => (await request.get(url, { maxRedirects: 0 })).headers()['x-cache'], { timeout: 15_000 }).toBe('HIT')
}

/**
 * Reloads until the page shows `text`. A write reaches the cache tier through a database notice,
 * within milliseconds of the write's response, not before it.
 */
export async function expectAfterReload(page: Page, text: string) {
  await expect(async () => {
    await page.reload()
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}
