import { expect, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'

/**
 * Screenshots of the account pages at 375, 768 and 1280 px in tests/e2e/.artifacts/account/ (not
 * committed) for a person to judge, and no sideways scrolling at any width.
 */
test('the account pages at 375, 768 and 1280 px', async ({ page, request }) => {
  test.setTimeout(150_000)
  const account = await createAccount(request, 'user')
  expect((await page.request.post('/api/users/login', { data: account })).ok()).toBe(true)
  await page.goto('/account/saved')
  await expect(page.getByText('No saved tools yet')).toBeVisible()
  await page.screenshot({ path: 'tests/e2e/.artifacts/account/saved-empty-1280.png', fullPage: true })
  for (const slug of ['hireez', 'seekout']) {
    await page.goto(`/tools/${slug}`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  }
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const path of ['/account', '/account/saved', '/tools/hireez']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
      await page.screenshot({ path: `tests/e2e/.artifacts/account/${path.slice(1).replaceAll('/', '-')}-${width}.png`, fullPage: path !== '/tools/hireez' })
    }
    const header = page.getByRole('banner')
    if (width >= 768) {
      await header.getByRole('button', { name: 'Account menu' }).click()
      await expect(header.getByRole('menu')).toBeVisible()
    } else {
      await header.getByRole('button', { name: 'Open menu' }).click()
    }
    await page.screenshot({ path: `tests/e2e/.artifacts/account/menu-${width}.png` })
  }
})
