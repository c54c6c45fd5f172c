/**
 * Visible filter state on the home page: active filters as removable chips at every
 * width (links that work without JavaScript and from the keyboard), a search's matches in the other
 * audiences under their own headings, an empty result that says where the filters hide matches, and
 * the A–Z and Relevance sorts.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { cardNames } from './home-cards'

const ARTIFACTS = path.resolve('tests/e2e/.artifacts/visual')

test.beforeAll(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
})

const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' })

test.describe('active filters as chips', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px every active filter shows as a chip, the drawer closed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/?q=sourcing&category=candidate-sourcing&price=freemium')
      const list = chips(page)
      await expect(list).toBeVisible()
      await expect(list.getByRole('link')).toHaveText(['Search: “sourcing”', 'For Recruiters', 'Candidate Sourcing', 'Freemium', 'Clear all'])
      await list.scrollIntoViewIfNeeded()
      await page.screenshot({ path: path.join(ARTIFACTS, `home-chips-${width}.png`) })
    })
  }

  test('a chip removes its filter from the keyboard, Clear all removes every one', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/?category=candidate-sourcing&price=freemium')
    const summary = page.getByTestId('results-summary')
    const before = await summary.textContent()
    const price = chips(page).getByRole('link', { name: 'Remove filter: Freemium' })
    await expect(price).toHaveAttribute('href', '/?category=candidate-sourcing')
    await price.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/\?category=candidate-sourcing$/)
    await expect(chips(page).getByRole('link')).toHaveText(['For Recruiters', 'Candidate Sourcing', 'Clear all'])
    await expect(summary).not.toHaveText(before ?? '')
    await chips(page).getByRole('link', { name: 'Clear all' }).click()
    // The audience stays: it is who the visitor browses as.
    await expect(page).toHaveURL(/:\d+\/$/)
    await expect(chips(page).getByRole('link')).toHaveText(['For Recruiters'])
    await expect(summary).toHaveText(/^Showing 1-24 of \d+ tools$/)
  })

  test('one filter on: its chip and no "Clear all"; removing the audience shows every type', async ({ page }) => {
    await page.goto('/')
    await expect(chips(page).getByRole('link')).toHaveText(['For Recruiters'])
    await chips(page).getByRole('link', { name: 'Remove filter: For Recruiters' }).click()
    await expect(page).toHaveURL(/\/\?type=everyone$/)
    await expect(page.getByRole('radio', { name: 'For Everyone' })).toBeChecked()
  })
})

test('the home page hydrates without an error', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/?q=sourcing&price=freemium')
  await expect(chips(page).getByRole('link')).toHaveCount(4)
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a chip is a plain link to the listing without its filter', async ({ page }) => {
    await page.goto('/?type=job_seeker&price=free')
    await chips(page).getByRole('link', { name: 'Remove filter: Free Only' }).click()
    await expect(page).toHaveURL(/\/\?type=job_seeker$/)
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-24 of 45 tools')
  })
})

test.describe('a search looks in every audience; an empty result says where the matches are', () => {
  for (const [q, audience, type, name] of [
    ['chatgpt', 'everyone', 'everyone', 'ChatGPT'],
    ['teal', 'job seekers', 'job_seeker', 'Teal'],
    ['resume builder', 'job seekers', 'job_seeker', 'Kickresume'],
  ] as const) {
    test(`"${q}" among recruiter tools shows the matches for ${audience} under their own heading`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 })
      await page.goto(`/?q=${encodeURIComponent(q)}`)
      // The search is not hidden behind "No Tools Found": the other audience's matches have their own
      // heading, "N for …" when the recruiters list none (no recruiter tool matches a word, or, as for
      // "resume builder", they match at most half of the words the job seekers' tools match whole),
      // "N more for …" after the recruiters' own matches.
      await expect(page.getByRole('heading', { name: 'No Tools Found' })).toHaveCount(0)
      const section = page.getByRole('region', { name: new RegExp(`^\\d+ (more )?for ${audience}$`) })
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible()
      await expect(section.getByRole('article').first()).toBeVisible()
      if (q === 'teal') await expect(section.getByRole('heading', { level: 3, name, exact: true })).toBeVisible()
      if (q === 'resume builder') {
        for (const width of [375, 768, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({ path: path.join(ARTIFACTS, `home-other-audiences-${width}.png`), fullPage: true })
        }
      }
      const count = Number((await section.getByRole('heading', { level: 2 }).textContent())?.match(/^\d+/)?.[0])
      // The link to all of them is reachable from the keyboard.
      const all = section.getByRole('link', { name: `Show all in For ${audience === 'everyone' ? 'Everyone' : 'Job Seekers'}` })
      await all.focus()
      await expect(all).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`type=${type}`))
      // For Everyone lists every audience's tools, so at least those; For Job Seekers exactly those.
      const summary = (await page.getByTestId('results-summary').textContent()) ?? ''
      const total = Number(summary.match(/of (\d+) tools?$/)?.[1])
      if (type === 'job_seeker') expect(total).toBe(count)
      else expect(total).toBeGreaterThanOrEqual(count)
      expect(await cardNames(page)).toContain(name)
    })
  }

  test('the other audiences follow the selected audience\'s own matches, as "more"', async ({ page }) => {
    await page.goto('/?q=interview+practice&type=job_seeker')
    await expect(page.getByTestId('results-summary')).toHaveText(/^Showing 1-\d+ of \d+ tools?$/)
    await expect(page.getByRole('region', { name: /^\d+ more for everyone$/ }).getByRole('heading', { level: 3, name: 'Yoodli', exact: true })).toBeVisible()
  })

  test('with several filters on, only the states that find something are offered', async ({ page }) => {
    await page.goto('/?q=teal&category=candidate-sourcing&price=paid')
    await expect(page.getByRole('heading', { name: 'No Tools Found' })).toBeVisible()
    const offers = page.getByRole('list', { name: 'Matches hidden by filters' }).getByRole('link')
    await expect(offers).toHaveText([/^\d+ match(es)? with only the search — show them$/])
    await offers.first().click()
    await expect(page).toHaveURL(/\/\?q=teal&type=everyone$/)
    expect(await cardNames(page)).toContain('Teal')
  })

  test('a search nothing matches anywhere says "No Tools Found" and offers nothing', async ({ page }) => {
    await page.goto('/?q=zzqqxxnomatch')
    await expect(page.getByRole('heading', { name: 'No Tools Found' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Matches hidden by filters' })).toHaveCount(0)
  })
})

test.describe('sorts', () => {
  test('A–Z lists tools by name', async ({ page }) => {
    await page.goto('/?type=everyone&size=96')
    // A select changed before hydration is reset by it: choose once the page's scripts have run.
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Sort by').selectOption({ label: 'A–Z' })
    await expect(page).toHaveURL(/sort=name/)
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe('PeopleGPT')
    const names = await cardNames(page)
    expect(names.length).toBeGreaterThan(90)
    const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0)
    expect(names).toEqual([...names].sort(byName))
  })

  test('Relevance is offered with search words and puts name matches first', async ({ page }) => {
    await page.goto('/?type=everyone')
    await expect(page.getByLabel('Sort by').locator('option')).toHaveText(['Trending', 'Newest', 'Most Popular', 'A–Z'])
    await page.goto('/?type=everyone&q=resume&sort=relevance&size=48')
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance')
    const names = await cardNames(page)
    const tier = (name: string) => (name.toLowerCase() === 'resume' ? 0 : name.toLowerCase().startsWith('resume') ? 1 : name.toLowerCase().includes('resume') ? 2 : 3)
    const tiers = names.map(tier)
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b))
    // Both kinds are there: name matches and tools that only describe resumes.
    expect(tiers[0]).toBeLessThan(3)
    expect(tiers.at(-1)).toBe(3)
  })

  test('an unknown sort or Relevance without search words falls back to Trending', async ({ page }) => {
    for (const address of ['/?sort=cheapest', '/?sort=relevance']) {
      const response = await page.goto(address)
      expect(response?.status()).toBe(200)
      await expect(page.getByLabel('Sort by')).toHaveValue('trending')
      await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-24 of 71 tools')
    }
  })
})
