/**
 * The home page's fact facets as a person sees them: integration, compliance and
 * pricing options with their counts, without JavaScript too; the count an option shows is what
 * choosing it finds; each facet on is a removable chip. Also the search: a typo finds its tools
 * with "Showing results for …", editors' synonyms, and a query naming facts applies them as chips and says what it understood.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { createAccount, signInToAdmin } from './content-admin-helpers'

const ARTIFACTS = path.resolve('tests/e2e/.artifacts/visual')

test.beforeAll(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
})

const panel = (page: Page) => page.getByTestId('facet-panel')
const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' })
const summary = (page: Page) => page.getByTestId('results-summary')

/** The count an option's row shows (its last text, after the name), as a number. */
async function optionCount(page: Page, label: string): Promise<number> {
  const row = panel(page).locator('label').filter({ has: page.getByRole('checkbox', { name: label, exact: false }) }).first()
  return Number(((await row.locator('span').last().textContent()) ?? '').replace(/[^\d]/g, ''))
}

test.describe('facets without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('options show counts; ticking Greenhouse and applying finds exactly that many, shown as a chip', async ({ page }) => {
    await page.goto('/?type=everyone')
    await panel(page).locator('summary').click()
    await expect(panel(page).getByRole('group', { name: 'Integrates with' })).toBeVisible()
    const greenhouse = await optionCount(page, 'Greenhouse')
    expect(greenhouse).toBeGreaterThan(0)
    await panel(page).getByRole('checkbox', { name: /^Greenhouse/ }).check()
    await panel(page).getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/[?&]integration=greenhouse(&|$)/)
    await expect(summary(page)).toHaveText(new RegExp(`of ${greenhouse} tools?$`))
    await expect(chips(page).getByRole('link', { name: 'Remove filter: Integrates with Greenhouse' })).toBeVisible()
    // The panel, closed again (the chips show what is on), says how many filters are on; the option is ticked.
    await expect(panel(page).locator('summary')).toContainText('1 on')
    await panel(page).locator('summary').click()
    await expect(panel(page).getByRole('checkbox', { name: /^Greenhouse/ })).toBeChecked()
  })

  test('compliance and pricing facets narrow the results to their counts; a chip removes one', async ({ page }) => {
    await page.goto('/?type=everyone')
    await panel(page).locator('summary').click()
    const soc2 = await optionCount(page, 'SOC 2')
    expect(soc2).toBeGreaterThan(0)
    await panel(page).getByRole('checkbox', { name: /^SOC 2/ }).check()
    await panel(page).getByRole('button', { name: 'Apply filters' }).click()
    await expect(summary(page)).toHaveText(new RegExp(`of ${soc2} tools?$`))
    // Within the SOC 2 tools: the starting-price option's count is what applying it finds.
    await panel(page).locator('summary').click()
    const select = panel(page).getByLabel('Budget')
    const option = select.locator('option[value="1000"]')
    const under1000 = Number(((await option.textContent()) ?? '').match(/\((\d+)\)/)?.[1])
    await select.selectOption('1000')
    await panel(page).getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/max_price=1000/)
    if (under1000 > 0) await expect(summary(page)).toHaveText(new RegExp(`of ${under1000} tools?$`))
    else await expect(page.getByText('Your filters hide the tools that match.')).toBeVisible()
    await expect(chips(page).getByRole('link')).toContainText(['SOC 2', 'Starts ≤ $1,000/month'])
    await chips(page).getByRole('link', { name: 'Remove filter: Starts ≤ $1,000/month' }).click()
    await expect(page).not.toHaveURL(/max_price/)
    await expect(summary(page)).toHaveText(new RegExp(`of ${soc2} tools?$`))
  })

  test('bad facet values are ignored, an unknown integration is said to be', async ({ page }) => {
    const response = await page.goto('/?type=everyone&integration=no-such-tool&compliance=hipaa&max_price=-3&model=free&free_tier=maybe')
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('ignored-facets')).toHaveText('No integration is called “no-such-tool”: that filter was ignored.')
    await expect(chips(page)).toHaveCount(0)
  })
})

test.describe('facets with JavaScript', () => {
  test('ticking an option navigates at once; the integration list can be narrowed by name', async ({ page }) => {
    await page.goto('/?type=everyone')
    await panel(page).locator('summary').click()
    await panel(page).getByRole('searchbox', { name: 'Find an integration' }).fill('lev')
    const options = panel(page).getByTestId('integration-options').getByRole('checkbox')
    await expect(options).toHaveCount(1)
    const lever = await optionCount(page, 'Lever')
    await options.first().check()
    await expect(page).toHaveURL(/integration=lever/)
    await expect(summary(page)).toHaveText(new RegExp(`of ${lever} tools?$`))
    await chips(page).getByRole('link', { name: 'Remove filter: Integrates with Lever' }).click()
    await expect(page).toHaveURL(/\/\?type=everyone$/)
  })

  for (const width of [375, 768, 1280]) {
    test(`the facet panel at ${width} px: no horizontal overflow, tap targets`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/?type=everyone&compliance=soc2_type2&integration=greenhouse')
      // Under 1024 px it is part of the "Filter Tools" panel, with the other filters.
      if (width < 1024) await page.getByRole('button', { name: 'Filters' }).click()
      await panel(page).locator('summary').click()
      await expect(panel(page)).toHaveAttribute('open', '')
      await panel(page).scrollIntoViewIfNeeded()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      if (width === 375) {
        const box = await panel(page).getByRole('checkbox', { name: /^SOC 2/ }).locator('xpath=..').boundingBox()
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
      }
      await page.screenshot({ path: path.join(ARTIFACTS, `home-facets-${width}.png`), fullPage: false })
    })
  }
})

test.describe('typo-tolerant search and the query parser', () => {
  test('a typo in any word is corrected: "Showing results for", the corrected words\' tools, and the words as typed one click away', async ({ page }) => {
    await page.goto('/?type=everyone')
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('intervew')
    const suggestion = page.getByTestId('search-suggestion')
    await expect(suggestion).toContainText('Showing results for interview.')
    await expect(page).toHaveURL(/q=intervew/)
    await expect(summary(page)).toHaveText(/of (about )?\d+ tools?$/)
    await page.goto('/?type=everyone&q=greenhose')
    await expect(suggestion).toContainText('Showing results for greenhouse.')
    await expect(summary(page)).toHaveText(/of \d+ tools?$/)
    const typed = suggestion.getByRole('link', { name: 'greenhose' })
    await expect(typed).toHaveAttribute('href', '/?q=greenhose&type=everyone&exact=yes')
    await typed.click()
    await expect(page).toHaveURL(/exact=yes/)
    await expect(suggestion).toHaveCount(0)
    await expect(page.getByText('No Tools Found')).toBeVisible()
  })

  test('without JavaScript a typo is corrected too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/?type=everyone&q=sorcing')
    await expect(page.getByTestId('search-suggestion')).toContainText('Showing results for sourcing.')
    await expect(summary(page)).toHaveText(/of (about )?\d+ tools?$/)
    await context.close()
  })

  test('an editor adds a search synonym in the admin and the search finds it at once', async ({ page, request, browser }) => {
    const word = `zqx${Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`
    await page.goto(`/?type=everyone&q=${word}`)
    await expect(page.getByText('No Tools Found')).toBeVisible()
    await signInToAdmin(page, await createAccount(request, 'editor'))
    await page.goto('/admin/collections/search-synonyms/create')
    await page.getByLabel('Phrases').fill(`${word}\ninterview scheduling`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible()
    // A visitor's search (signed out) finds the tools of the other phrase.
    const visitor = await browser.newPage()
    await visitor.goto(`/?type=everyone&q=${word}`)
    await expect(summary(visitor)).toHaveText(/of (about )?\d+ tools?$/)
    await visitor.close()
  })

  test('"greenhouse soc 2 under $100" applies three facets as chips and says what it understood', async ({ page }) => {
    await page.goto(`/?type=everyone&q=${encodeURIComponent('greenhouse soc 2 under $100')}`)
    await expect(page.getByTestId('query-understood')).toHaveText('Showing tools that integrate with Greenhouse, have SOC 2, start under $100/month')
    await expect(chips(page).getByRole('link')).toHaveText(['Integrates with Greenhouse', 'SOC 2', 'Starts ≤ $100/month', 'Clear all'])
    await panel(page).locator('summary').click()
    await expect(panel(page).getByRole('checkbox', { name: /^SOC 2/ })).toBeChecked()
    // Removing a chip leaves the other two as plain facets.
    await chips(page).getByRole('link', { name: 'Remove filter: SOC 2' }).click()
    await expect(page).toHaveURL(/\?type=everyone&integration=greenhouse&max_price=100$/)
    await expect(chips(page).getByRole('link')).toHaveText(['Integrates with Greenhouse', 'Starts ≤ $100/month', 'Clear all'])
  })

  test('without JavaScript, unticking a fact the words named keeps it off: its words leave the search box', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`/?type=everyone&q=${encodeURIComponent('greenhouse soc 2 under $100')}`)
    const greenhouse = panel(page).getByRole('checkbox', { name: /^Greenhouse/ })
    // The panel opens closed (the chips show what is on); inside, the facts the words named are ticked.
    await panel(page).locator('summary').click()
    await expect(greenhouse).toBeChecked()
    await greenhouse.uncheck()
    await panel(page).getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\?type=everyone&compliance=soc2_type2&max_price=100$/)
    await expect(chips(page).getByRole('link')).toHaveText(['SOC 2', 'Starts ≤ $100/month', 'Clear all'])
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('')
    await panel(page).locator('summary').click()
    await expect(panel(page).getByRole('checkbox', { name: /^Greenhouse/ })).not.toBeChecked()
    await expect(page.getByTestId('query-understood')).toHaveCount(0)
    await context.close()
  })
})
