import { expect, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'

test('a visitor saves a tool from its page, finds it in /account/saved and removes it', async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.goto('/account/saved')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount%2Fsaved$/)

  // Signed out, the bookmark sends to sign-in with the way back (once live: it has asked /me/saved).
  await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/me/saved'), page.goto('/tools/hireez')])
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Please sign in to save tools')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Ftools%2Fhireez$/)

  const account = await createAccount(request, 'user')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/tools\/hireez$/)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // From the header's account menu.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Saved tools' }).click()
  await expect(page).toHaveURL(/\/account\/saved$/)
  await expect(page.getByRole('heading', { name: 'Saved tools' })).toBeVisible()
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'hireEZ' }) })
  await expect(card).toBeVisible()

  await page.getByRole('button', { name: 'Remove hireEZ from saved tools' }).click()
  await expect(page.getByText('No saved tools yet')).toBeVisible()
  await page.goto('/tools/hireez')
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false')
})

test('the bookmark on every card: signed out it asks to sign in and comes back, signed in it saves with one request per page', async ({ page, request }) => {
  test.setTimeout(150_000)
  await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/me/saved'), page.goto('/')])
  const card = page.locator('article.tool-card').filter({ has: page.getByRole('link', { name: 'hireEZ', exact: true }) })
  const bookmark = card.getByRole('button', { name: 'Save hireEZ' })
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
  await bookmark.click()
  await expect(page.getByText('Please sign in to save tools')).toBeVisible()
  // The home page is where a sign-in returns by default.
  await expect(page).toHaveURL(/\/auth$/)

  const account = await createAccount(request, 'user')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/$/)
  // The signed-in home may still be asking for the saved tools: that request is not one of the two counted below.
  await page.waitForLoadState('networkidle')

  // Every card's bookmark on the page learns the visitor's saved tools from one private request.
  const savedRequests: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/me/saved') savedRequests.push(sent.url())
  })
  await page.reload()
  await expect(page.locator('main article.tool-card')).toHaveCount(24)
  await bookmark.click()
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('hireEZ is in your saved tools.')).toBeVisible()
  await page.reload()
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')
  await page.waitForLoadState('networkidle')
  expect(savedRequests).toHaveLength(2)

  // By keyboard: the bookmark follows the tool's name.
  await card.getByRole('link', { name: 'hireEZ', exact: true }).focus()
  await page.keyboard.press('Tab')
  await expect(bookmark).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Space')
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/account/saved')
  await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: 'hireEZ' }) })).toBeVisible()

  // The page an anonymous visitor gets is the same HTML, with no bookmark pressed.
  const anonymous = await (await request.get('/', { headers: { cookie: '' } })).text()
  expect(anonymous).not.toContain('aria-pressed="true"')
})

test('the card bookmark at 375, 768 and 1280 px; on a phone the home row leaves Save to the tool page', async ({ page, request }) => {
  test.setTimeout(150_000)
  const account = await createAccount(request, 'user')
  expect((await page.request.post('/api/users/login', { data: account })).ok()).toBe(true)
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const route of ['/', '/categories/recruiter/candidate-sourcing']) {
      await page.goto(route)
      const card = page.locator('main article.tool-card').first()
      const bookmark = card.getByRole('button', { name: /^Save / })
      const name = route === '/' ? 'home' : 'category'
      if (width < 640 && route === '/') {
        // On a phone the home page's card is a compact row: its secondary actions are the tool page's.
        await expect(card.getByRole('link').first()).toBeVisible()
        await expect(bookmark).toBeHidden()
        await card.screenshot({ path: `tests/e2e/.artifacts/saved-tools/card-${name}-${width}.png` })
        continue
      }
      await expect(bookmark).toBeVisible()
      const box = (await bookmark.boundingBox())!
      expect(box.x + box.width, `the bookmark fits at ${width} px`).toBeLessThanOrEqual(width)
      if (width < 768) expect(box.height).toBeGreaterThanOrEqual(44)
      await card.screenshot({ path: `tests/e2e/.artifacts/saved-tools/card-${name}-${width}.png` })
    }
  }
  await page.setViewportSize({ width: 375, height: 900 })
  await page.goto('/tools/peoplegpt')
  const save = page.getByRole('main').getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeVisible()
  expect((await save.boundingBox())!.height).toBeGreaterThanOrEqual(44)
})
