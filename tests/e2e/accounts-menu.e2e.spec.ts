import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'

/** A new account ("E2E user") signed in on `page` at `width` px. */
async function signedIn(page: Page, request: APIRequestContext, width: number) {
  const account = await createAccount(request, 'user')
  expect((await page.request.post('/api/users/login', { data: account })).ok()).toBe(true)
  await page.setViewportSize({ width, height: 800 })
  return account
}

test.describe('the header account menu', () => {
  test('1280 px: the initials button opens Account and Sign Out, by mouse and by keyboard', async ({ page, request }) => {
    const account = await signedIn(page, request, 1280)
    await page.goto('/categories')
    const header = page.getByRole('banner')
    const trigger = header.getByRole('button', { name: 'Account menu' })
    await expect(trigger).toHaveText(/^EU/)
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0)

    await trigger.click()
    const menu = header.getByRole('menu', { name: 'Account' })
    await expect(menu.getByText('E2E user')).toBeVisible()
    await expect(menu.getByText(account.email)).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Account', exact: true })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Saved tools' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Account', exact: true })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // From the keyboard alone: ↑ opens on the last item, Enter follows a link.
    await page.keyboard.press('ArrowUp')
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused()
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
    await expect(menu).toBeHidden()

    // A click outside closes it; Sign Out ends the session and goes home.
    await trigger.click()
    await page.getByRole('main').click({ position: { x: 5, y: 5 } })
    await expect(menu).toBeHidden()
    await trigger.click()
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(trigger).toHaveCount(0)
  })

  test('375 px: the mobile menu lists the account links and Sign Out, each 44 px tall', async ({ page, request }) => {
    await signedIn(page, request, 375)
    await page.goto('/resources')
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeHidden()
    await header.getByRole('button', { name: 'Open menu' }).click()
    await expect(header.getByText('E2E user')).toBeVisible()
    const links = [header.getByRole('link', { name: 'Account', exact: true }), header.getByRole('link', { name: 'Saved tools' })]
    for (const target of [...links, header.getByRole('button', { name: 'Sign Out' })]) {
      const box = await target.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
    }
    await header.getByRole('link', { name: 'Account', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
    await header.getByRole('button', { name: 'Open menu' }).click()
    await header.getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await header.getByRole('button', { name: 'Open menu' }).click()
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible()
  })

  test('the cached page carries no name: two visitors get the same HTML and each sees only their own', async ({ browser, request }) => {
    const [first, second] = [await createAccount(request, 'user'), await createAccount(request, 'user')]
    const pages = []
    for (const account of [first, second]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      expect((await page.request.post('/api/users/login', { data: account })).ok()).toBe(true)
      pages.push({ page, account, html: await (await page.request.get('/review-process')).text() })
    }
    for (const { page, account, html } of pages) {
      expect(html).not.toContain(first.email)
      expect(html).not.toContain(second.email)
      await page.goto('/review-process')
      await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click()
      const menu = page.getByRole('banner').getByRole('menu')
      await expect(menu.getByText(account.email)).toBeVisible()
      const other = account === first ? second : first
      await expect(menu.getByText(other.email)).toHaveCount(0)
      await page.context().close()
    }
  })
})
