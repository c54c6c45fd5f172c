/**
 * What a person sees on the tool page, the categories index and the header: the way to
 * the vendor on the first screen, the facts before the long text, counts per category, a switcher
 * on one row at 375 px, and a header search and Submit link on inner pages. Screenshots of the
 * header (desktop and the open mobile menu) and the first screen of a tool page are kept beside
 * the visual check's.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

const ARTIFACTS = path.resolve('tests/e2e/.artifacts/visual')

test.beforeAll(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
})

const CANDIDATE_SOURCING =
  'Tools that help recruiters find and contact potential candidates who have not applied, using people search, contact lookup and outreach automation.'

const box = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const found = await selector.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

test.describe('tool page, decision first', () => {
  test('at 375 px the first screen shows name, price, upvotes and "Visit {name}"', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto('/tools/peoplegpt')
    const hero = page.locator('main header')
    await expect(hero.getByRole('heading', { level: 1, name: 'PeopleGPT' })).toBeInViewport()
    await expect(hero.getByText('Free to start', { exact: true })).toBeInViewport()
    const visit = hero.getByRole('link', { name: /^Visit PeopleGPT/ })
    await expect(visit).toBeInViewport({ ratio: 1 })
    await expect(visit).toHaveAttribute('href', 'https://juicebox.ai/')
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(hero.locator('[data-upvote-tool="peoplegpt"]')).toBeInViewport()
    // Facts no editor has checked yet and reviews nobody has written are not announced in the hero.
    await expect(hero.getByTestId('verified-line')).toHaveCount(0)
    await expect(hero.getByTestId('rating-summary')).toHaveCount(0)
    await page.screenshot({ path: path.join(ARTIFACTS, 'tool-first-screen-375.png') })
  })

  test('the quick summary and the facts sections come before the long text, without repeating the description', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/tools/peoplegpt')
    const section = (name: string) => page.locator('section', { has: page.getByRole('heading', { name, exact: true }) })
    const summary = section('Quick Summary')
    await expect(summary.getByText('For Recruiters')).toBeVisible()
    await expect(summary.getByText('Job Matching')).toBeVisible()
    await expect(section('Integrations').getByRole('link', { name: 'Greenhouse' })).toBeVisible()
    await expect(section('Pricing').getByText('Free plan with limited searches; paid plans for more searches, contacts and outreach')).toBeVisible()
    // The seeded summary is the description's first sentence: said once on the page, not twice.
    await expect(page.getByText(/PeopleGPT is the natural-language search engine inside Juicebox\./)).toHaveCount(1)
    const features = await box(page, page.getByRole('heading', { name: 'Key Features', exact: true }))
    for (const name of ['Quick Summary', 'Integrations', 'Pricing', 'Compliance & security']) expect((await box(page, section(name))).y).toBeLessThan(features.y)
    // Wider, the Details panel beside the text also names the pricing.
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(page.locator('aside').getByText('Free plan with limited searches; paid plans for more searches, contacts and outreach')).toBeVisible()
  })

  test('at 768 px the details panel sits beside the text, which keeps most of the width', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 })
    await page.goto('/tools/peoplegpt')
    const details = page.locator('aside').getByRole('heading', { name: 'Details' })
    const summary = page.getByRole('heading', { name: 'Quick Summary', exact: true })
    const aside = await box(page, page.locator('aside'))
    const main = await box(page, page.locator('section', { has: summary }))
    expect(aside.x).toBeGreaterThan(main.x + main.width)
    expect(Math.abs((await box(page, details)).y - (await box(page, summary)).y)).toBeLessThan(40)
    expect(main.width).toBeGreaterThan(400)
    await page.screenshot({ path: path.join(ARTIFACTS, 'tool-first-screen-768.png') })
  })
})

test.describe('categories index', () => {
  test('each card shows how many tools its listing has', async ({ page }) => {
    await page.goto('/categories')
    const card = page.getByRole('link', { name: /Candidate Sourcing/ })
    // The whole description, not three lines cut mid-word.
    await expect(card.getByText(CANDIDATE_SOURCING, { exact: true })).toBeVisible()
    const count = await card.getByTestId('category-tool-count').innerText()
    expect(count).toMatch(/^\d+ tools?$/)
    expect(Number.parseInt(count, 10)).toBeGreaterThan(0)
    await card.click()
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sourcing Tools for Recruiters' })).toBeVisible()
    await expect(page.locator('main').getByText(count, { exact: true })).toBeVisible()
    await expect(page.getByTestId('category-tool-count')).toHaveCount(0)
  })

  test('at 375 px the three audiences sit on one row inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/categories?type=everyone')
    const audience = page.getByRole('navigation', { name: 'Audience' })
    const tops = await Promise.all(['For Recruiters', 'For Job Seekers', 'For Everyone'].map(async (name) => (await box(page, audience.getByRole('link', { name }))).y))
    expect(new Set(tops).size).toBe(1)
    const nav = await box(page, audience)
    expect(nav.x).toBeGreaterThanOrEqual(0)
    expect(nav.x + nav.width).toBeLessThanOrEqual(375)
    await expect(audience.getByRole('link', { name: 'For Everyone' })).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('header', () => {
  test('on an inner page the search box lands on the home results; Submit a tool goes to the submit page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/categories')
    const header = page.locator('header').first()
    await expect(header.getByRole('link', { name: 'Submit a tool' })).toHaveAttribute('href', '/submit-tool')
    await header.screenshot({ path: path.join(ARTIFACTS, 'header-1280.png') })
    await header.getByRole('searchbox', { name: 'Search the directory' }).fill('sourcing')
    await header.getByRole('searchbox', { name: 'Search the directory' }).press('Enter')
    await expect(page).toHaveURL(/\/\?q=sourcing$/)
    await expect(page.getByTestId('results-summary')).toHaveText(/^Showing 1-\d+ of \d+ tools$/)
    await expect(page.getByRole('list', { name: 'Tools' }).getByRole('heading', { name: 'PeopleGPT', exact: true })).toBeVisible()
    // Home has its own search: the header shows none there.
    await expect(page.getByRole('searchbox', { name: 'Search the directory' })).toHaveCount(0)
  })

  test('on a phone the menu holds the search and Submit a tool', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/tools/peoplegpt')
    const header = page.locator('header').first()
    await expect(header.getByRole('searchbox', { name: 'Search the directory' })).toBeHidden()
    await header.getByRole('button', { name: 'Open menu' }).click()
    await expect(header.getByRole('link', { name: 'Submit a tool' })).toBeVisible()
    await page.screenshot({ path: path.join(ARTIFACTS, 'header-menu-375.png') })
    await header.getByRole('searchbox', { name: 'Search the directory' }).fill('resume builder')
    await header.getByRole('searchbox', { name: 'Search the directory' }).press('Enter')
    await expect(page).toHaveURL(/\/\?q=resume\+builder$/)
    await page.goto('/tools/peoplegpt')
    await header.getByRole('button', { name: 'Open menu' }).click()
    await header.getByRole('link', { name: 'Submit a tool' }).click()
    await expect(page).toHaveURL(/\/submit-tool$/)
  })

  test("the footer's Resources and Help Center links land on real pages (/resources and /help-center)", async ({ page }) => {
    await page.goto('/categories')
    // One name for the articles' hub, the header navigation's: the footer's link (to /blog) says Resources too.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources', exact: true })).toHaveAttribute('href', '/resources')
    const footer = page.locator('footer')
    await expect(footer.getByRole('link', { name: 'Blog' })).toHaveCount(0)
    await footer.getByRole('link', { name: 'Resources', exact: true }).click()
    await expect(page).toHaveURL(/\/resources$/)
    expect((await page.request.get('/resources')).status()).toBe(200)
    await page.goto('/categories')
    await footer.getByRole('link', { name: 'Help Center' }).click()
    await expect(page).toHaveURL(/\/help-center$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible()
  })
})
