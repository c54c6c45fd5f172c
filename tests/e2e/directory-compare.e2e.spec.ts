import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

/**
 * The compare page as a visitor builds it: tools added from a search on the page and removed from
 * their column, the address keeping both and "Show differences only", and a page that stays inside
 * a phone's width however many tools it holds (the table scrolls in its own frame).
 */

const ARTIFACTS = path.join('test-results', 'compare')

const columns = (page: Page) => page.getByRole('table', { name: 'Tool comparison' }).getByRole('columnheader')

/** The table's columns, in order: each header holds the tool's mark, its name and its remove control. */
async function expectColumns(page: Page, names: string[]) {
  await expect(columns(page)).toHaveCount(names.length)
  await expect(columns(page)).toContainText(names)
}
const addBox = (page: Page) => page.getByRole('combobox', { name: 'Add a tool' })

for (const width of [375, 768, 1280]) {
  test(`at ${width} px four tools fit the page: the table scrolls inside its frame, the page not at all`, async ({ page }) => {
    // Several page loads, the first of a cold server among them.
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/compare?tools=gem,peoplegpt,hireflow,findem')
    await expectColumns(page, ['Gem', 'PeopleGPT', 'Hireflow', 'Findem'])
    await page.waitForLoadState('networkidle')
    const widths = await page.evaluate(() => {
      window.scrollTo(2000, 0)
      return { scrollWidth: document.documentElement.scrollWidth, bodyWidth: document.body.scrollWidth, scrollX: window.scrollX }
    })
    expect(widths).toEqual({ scrollWidth: width, bodyWidth: width, scrollX: 0 })
    const region = page.getByRole('region', { name: 'Tool comparison' })
    if (width < 1280) expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    await page.screenshot({ path: path.join(ARTIFACTS, `compare-${width}.png`), fullPage: true })
  })
}

test('a tool is added from a search on the page with the keyboard, and removed from its column', async ({ page }) => {
  // Several page loads, the first of a cold server among them.
  test.setTimeout(90_000)
  await page.goto('/compare?tools=gem,peoplegpt')
  await expectColumns(page, ['Gem', 'PeopleGPT'])

  // Tools already compared are not offered again.
  await addBox(page).fill('gem')
  await expect(page.getByText('No other tools match “gem”.').or(page.getByRole('listbox', { name: 'Matching tools' }))).toBeVisible()
  await expect(page.getByRole('option', { name: /^Gem\b/ })).toHaveCount(0)

  await addBox(page).fill('findem')
  const option = page.getByRole('option', { name: /^Findem/ })
  await expect(option).toBeVisible()
  await expect(addBox(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await addBox(page).press('Enter')
  await expect(page).toHaveURL(/\/compare\?tools=gem,peoplegpt,findem$/)
  await expectColumns(page, ['Gem', 'PeopleGPT', 'Findem'])
  await expect(addBox(page)).toHaveValue('')

  await page.getByRole('link', { name: 'Remove Gem from the comparison' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/compare\?tools=peoplegpt,findem$/)
  await expectColumns(page, ['PeopleGPT', 'Findem'])

  // The compare tray on other pages holds what the page showed last.
  await page.goto('/')
  const tray = page.getByRole('complementary', { name: 'Compare tray' })
  await expect(tray.getByText('Compare (2/4)')).toBeVisible()
  await expect(tray.getByRole('listitem')).toHaveText(['PeopleGPT', 'Findem'])
})

test('four tools fill the comparison: the search says to remove one first; one tool left asks for another', async ({ page }) => {
  // Several page loads, the first of a cold server among them.
  test.setTimeout(90_000)
  await page.goto('/compare?tools=gem,peoplegpt,hireflow,findem')
  await expect(addBox(page)).toBeDisabled()
  await expect(page.getByText('Compare holds up to 4 tools. Remove one to add another.')).toBeVisible()

  await page.goto('/compare?tools=gem')
  await expect(page.getByRole('heading', { name: 'Pick at least 2 tools to compare' })).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Show differences only' })).toHaveCount(0)
  await addBox(page).fill('peoplegpt')
  await page.getByRole('option', { name: /^PeopleGPT/ }).click()
  await expect(page).toHaveURL(/\/compare\?tools=gem,peoplegpt$/)
  await expectColumns(page, ['Gem', 'PeopleGPT'])
})

test('"Show differences only" hides the rows where the tools agree, and the link keeps it', async ({ page }) => {
  // Several page loads, the first of a cold server among them.
  test.setTimeout(90_000)
  await page.goto('/compare?tools=gem,peoplegpt')
  const rows = page.getByRole('table', { name: 'Tool comparison' }).locator('tbody tr')
  const same = rows.and(page.locator('[data-same]'))
  const differing = rows.and(page.locator('[data-differs]'))
  // Both are recruiters' sourcing tools: the Type and Category rows agree.
  await expect(same.getByRole('rowheader', { name: 'Type', exact: true })).toBeVisible()
  await expect(same.getByRole('rowheader', { name: 'Category', exact: true })).toBeVisible()
  const sameCount = await same.count()
  expect(sameCount).toBeGreaterThan(0)

  const toggle = page.getByRole('switch', { name: 'Show differences only' })
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  await expect(page).toHaveURL(/\/compare\?tools=gem,peoplegpt&diff=1$/)
  for (let index = 0; index < sameCount; index += 1) await expect(same.nth(index)).toBeHidden()
  await expect(differing.first()).toBeVisible()
  await expect(page.getByRole('rowheader', { name: /^Pricing Differs$/ })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Links' })).toBeVisible()

  // The address is the state: opened afresh, the page shows the differences only.
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Show differences only' })).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('rowheader', { name: 'Type', exact: true })).toBeHidden()
  // Adding a tool keeps the choice.
  await addBox(page).fill('hireflow')
  await addBox(page).press('ArrowDown')
  await page.getByRole('option', { name: /^Hireflow/ }).click()
  await expect(page).toHaveURL(/\/compare\?tools=gem,peoplegpt,hireflow&diff=1$/)

  await page.getByRole('switch', { name: 'Show differences only' }).press('Space')
  await expect(page).toHaveURL(/\/compare\?tools=gem,peoplegpt,hireflow$/)
  await expect(page.getByRole('rowheader', { name: 'Type', exact: true })).toBeVisible()
})
