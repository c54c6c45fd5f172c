import path from 'node:path'

import { expect, type Locator, type Page, test } from '@playwright/test'

/**
 * The one tool card: the same card on home, search, a category listing, a tool page's
 * similar tools and an article; the whole card links to the tool, its buttons stay buttons.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/?q=sourcing' },
  { name: 'category-listing', path: '/categories/recruiter/candidate-sourcing' },
  { name: 'similar-tools', path: '/tools/peoplegpt', within: (page: Page) => page.getByRole('region', { name: 'Similar tools' }), compact: true },
  { name: 'article', path: '/resources/best-ai-sourcing-tools', compact: true },
]

const ARTIFACTS = path.resolve('tests/e2e/.artifacts/tool-card')

const cardsOn = (page: Page, within?: (page: Page) => Locator) => (within ? within(page) : page.locator('main')).locator('article.tool-card')

async function expectCardParts(card: Locator) {
  // The card is named by its one link to the tool page.
  const name = card.locator('.tool-card-link')
  await expect(name).toHaveAttribute('href', /^\/tools\/[a-z0-9-]+$/)
  const href = (await name.getAttribute('href'))!
  await expect(card.locator(`a[href="${href}"]`)).toHaveCount(1)
  await expect(name).toHaveAccessibleName((await card.getByRole('heading').textContent())!)
  await expect(card.getByRole('button', { name: `Save ${(await card.getByRole('heading').textContent())!}` })).toHaveAttribute('aria-pressed', 'false')
  await expect(card.getByRole('button', { name: /^Upvoted?$/ })).toBeVisible()
  await expect(card.getByRole('button', { name: /to compare$|from compare$/ })).toBeVisible()
  await expect(card.getByText(/^Pricing: /)).toHaveCount(1)
}

test.describe('one tool card everywhere', () => {
  for (const { name, path: route, within, compact } of PAGES) {
    test(`${name} (${route}) shows the shared card with save, upvote, compare and the tool link`, async ({ page }) => {
      await page.goto(route)
      const cards = cardsOn(page, within)
      await expect(cards.first()).toBeVisible()
      expect(await cards.count()).toBeGreaterThan(0)
      await expectCardParts(cards.first())
      // An empty count invites a vote; no card says "0 upvotes".
      await expect(page.locator('main .tool-card').getByText('0 upvotes', { exact: true })).toHaveCount(0)
      // A compact card's page is not expired by that tool's upvotes (docs/caching.md): it shows no count.
      if (compact) await expect(cards.getByText(/^(Be the first to upvote|\d+ upvotes?)$/)).toHaveCount(0)
    })
  }

  test('the whole card opens the tool; its buttons stay buttons, in a sensible tab order', async ({ page }) => {
    await page.goto('/')
    const card = page.locator('article.tool-card').filter({ has: page.getByRole('link', { name: 'PeopleGPT', exact: true }) })
    // One link to the tool page, named by the tool: the rest of the card is that link's stretched area.
    await expect(card.locator('a[href="/tools/peoplegpt"]')).toHaveCount(1)
    await expect(card.getByRole('link', { name: 'PeopleGPT', exact: true })).toHaveAttribute('href', '/tools/peoplegpt')
    // No count before the first vote ("1 upvote", "N upvotes" from it; other tests may have voted).
    expect((await card.getByText(/^\d+ upvotes?$/).allTextContents()).every((text) => /^[1-9]/.test(text))).toBe(true)

    await card.getByRole('link', { name: 'PeopleGPT', exact: true }).focus()
    await page.keyboard.press('Tab')
    await expect(card.getByRole('button', { name: 'Save PeopleGPT' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(card.getByRole('button', { name: /^Upvoted?$/ })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(card.getByRole('button', { name: 'Add PeopleGPT to compare' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(card.getByRole('link', { name: /^Visit/ })).toBeFocused()

    // Compare, inside the card, toggles without leaving the page.
    await card.getByRole('button', { name: 'Add PeopleGPT to compare' }).click()
    await expect(card.getByRole('button', { name: 'Remove PeopleGPT from compare' })).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\/$/)
    await card.getByRole('button', { name: 'Remove PeopleGPT from compare' }).click()

    // A click on the description (no link of its own) opens the tool page.
    const description = card.locator('.tool-card-description')
    // In the middle of the window: the sticky filter bar covers the top. The point is clicked once the
    // page has settled and the card's own link is what lies under it (other tests add tools in
    // parallel, and a card that moved would take the click).
    await description.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    let point = { x: 0, y: 0 }
    await expect(async () => {
      const box = (await description.boundingBox())!
      point = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      const opens = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'), point)
      expect(opens).toBe('/tools/peoplegpt')
    }).toPass()
    await page.mouse.click(point.x, point.y)
    await expect(page).toHaveURL(/\/tools\/peoplegpt$/)
  })

  test('benefits wrap to two lines rather than being cut to one', async ({ page }) => {
    await page.goto('/')
    const benefits = page.locator('main .tool-card').getByRole('list', { name: 'Key benefits' }).first().locator('li > span')
    await expect(benefits.first()).toBeVisible()
    expect(await benefits.count()).toBeLessThanOrEqual(3)
    for (const clamp of await benefits.evaluateAll((spans) => spans.map((span) => getComputedStyle(span).webkitLineClamp))) expect(clamp).toBe('2')
  })
})

test.describe('on a touch screen at 1280 px', () => {
  test.use({ hasTouch: true, viewport: { width: 1280, height: 900 } })

  for (const { name, path: route, within } of PAGES) {
    test(`${name}: Save, Upvote, Compare and Visit are at least 44 px tall`, async ({ page }) => {
      await page.goto(route)
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true)
      const card = cardsOn(page, within).first()
      const controls = [card.getByRole('button', { name: /^Save / }), card.getByRole('button', { name: /^Upvoted?$/ }), card.getByRole('button', { name: /compare$/ })]
      if ((await card.getByRole('link', { name: /^Visit/ }).count()) > 0) controls.push(card.getByRole('link', { name: /^Visit/ }))
      for (const control of controls) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    })
  }
})

test.describe('screenshots for a person to judge', () => {
  for (const width of [375, 768, 1280]) {
    test(`the card's pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      for (const { name, path: route, within } of PAGES) {
        await page.goto(route)
        await page.waitForLoadState('load')
        const target = within ? within(page) : page.locator('main')
        await target.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`) })
      }
    })
  }
})
