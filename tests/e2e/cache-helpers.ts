import { expect, type APIRequestContext } from '@playwright/test'

/** Requests `url` until Next answers it from the full-route cache (the first request renders it). */
export async function expectCacheHit(request: APIRequestContext, url: string) {
  await expect
    .poll(async () => (await request.get(url, { maxRedirects: 0 })).headers()['x-nextjs-cache'], { timeout: 15_000 })
    .toBe('HIT')
}
