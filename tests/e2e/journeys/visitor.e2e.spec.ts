import { expect, type Page, test } from '@playwright/test'

import { cards } from '../home-cards'

/**
 * The visitor's journey, signed out: the home page and its search typed fast (also with a slow
 * server), the filters and "Clear all", pages past the end, the categories and back, a tool page,
 * and the tab titles on the way. It changes no data.
 */

/** Real searches, typed as people type them. */
const QUERIES = ['workday', 'greenhouse', 'sourcing', 'interview scheduling']

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' })
const queryInUrl = (page: Page) => new URL(page.url()).searchParams.get('q')

/** Types `query` over what the box holds, then checks the box, the URL and the results all end on it. */
async function typeAndSettle(page: Page, query: string, delay: number) {
  const box = searchBox(page)
  await box.selectText()
  await box.pressSequentially(query, { delay })
  // Not one letter lost or reordered, at once and after the answers have arrived.
  await expect(box).toHaveValue(query, { timeout: 1_000 })
  await expect.poll(() => queryInUrl(page), { message: `URL's q after typing "${query}" at ${delay} ms/key` }).toBe(query)
  // The results shown are the typed query's: the same as loading its address afresh.
  const fresh = await page.request.get(`/?q=${encodeURIComponent(query)}`)
  const expected = /data-testid="results-summary"[^>]*>([^<]+)</.exec(await fresh.text())?.[1]
  expect(expected, `results for "${query}"`).toMatch(/^Showing 1-\d+ of \d+ tools?$/)
  await expect(page.getByTestId('results-summary')).toHaveText(expected!)
  await expect(box).toHaveValue(query)
}

/** Every page-data request of the app (an RSC navigation or a document) answered ~300 ms late. */
async function slowServer(page: Page) {
  await page.route(
    (url) => url.origin === new URL(page.url()).origin,
    async (route) => {
      const request = route.request()
      if (request.isNavigationRequest() || request.headers()['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc')) {
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      await route.continue()
    },
  )
}

test.describe('visitor journey', () => {
  test('searching while typing fast keeps every letter, on a quick and on a slow server', async ({ page }) => {
    test.setTimeout(150_000)
    await page.goto('/')
    await expect(page).toHaveTitle('HireStack — Find the Perfect AI Tool for Your Recruiting Stack')
    await expect(cards(page).first()).toBeVisible()
    const delays = [30, 60, 100]
    for (const [index, query] of QUERIES.entries()) await typeAndSettle(page, query, delays[index % delays.length]!)

    await slowServer(page)
    for (const delay of delays) for (const query of QUERIES) await typeAndSettle(page, query, delay)
    // A pause mid-word sends the first half; the rest is typed while its answer is on its way.
    const box = searchBox(page)
    await box.selectText()
    await box.pressSequentially('work', { delay: 30 })
    await page.waitForTimeout(400)
    await box.pressSequentially('day', { delay: 30 })
    await expect(box).toHaveValue('workday', { timeout: 1_000 })
    await expect.poll(() => queryInUrl(page)).toBe('workday')
    await expect(box).toHaveValue('workday')
  })

  test('filters, "Clear all", pages past the end and the result count', async ({ page, request }) => {
    await page.goto('/?type=job_seeker&category=resume-builder&price=free')
    const chips = page.getByTestId('active-filters')
    await expect(chips.getByRole('link', { name: 'Remove filter: For Job Seekers' })).toBeVisible()
    await chips.getByRole('link', { name: 'Clear all' }).click()
    // The audience is who the visitor browses as: clearing the filters keeps it.
    await expect(page).toHaveURL(/\/\?type=job_seeker$/)
    await expect(chips.getByRole('link', { name: 'Remove filter: For Job Seekers' })).toBeVisible()

    // A page past the end moves to the last page, with a redirect (not an empty page).
    const beyond = await request.get('/?type=job_seeker&page=99', { maxRedirects: 0 })
    expect(beyond.status()).toBe(307)
    // Next sends a page's redirect() answered under the proxy's rewrite with its Location twice,
    // the same address both times: one address, whichever a client reads.
    const locations = (beyond.headers().location ?? '').split(', ')
    expect(new Set(locations).size).toBe(1)
    const last = locations[0]!
    expect(last).toMatch(/\/\?type=job_seeker&page=\d+$/)
    await page.goto('/?type=job_seeker&page=99')
    await expect(page).toHaveURL(new RegExp(`${last.replace(/[?]/g, '\\?')}$`))
    await expect(cards(page).first()).toBeVisible()
    const pageNumber = Number(/page=(\d+)/.exec(last)![1])
    await expect(page.getByTestId('results-summary')).toHaveText(new RegExp(`^Showing ${(pageNumber - 1) * 24 + 1}-\\d+ of \\d+ tools$`))

    // One match is "1 tool".
    await page.goto('/?type=everyone&q=CareerOneStop')
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-1 of 1 tool')
  })

  test('categories keep the audience and their own names; an unknown one is a 404; a tool page', async ({ page, request }) => {
    await page.goto('/categories')
    await page.getByRole('link', { name: 'For Job Seekers' }).click()
    await expect(page).toHaveURL(/\/categories\?type=job_seeker$/)
    await page.getByRole('link', { name: /Resume Builder/ }).click()
    await expect(page).toHaveURL(/\/categories\/job_seeker\/resume-builder$/)
    await page.getByRole('link', { name: 'Back to Categories' }).click()
    await expect(page).toHaveURL(/\/categories\?type=job_seeker$/)
    await expect(page.getByRole('link', { name: 'For Job Seekers' })).toHaveAttribute('aria-current', 'page')

    // The category's own name, as editors wrote it, not the slug's words ("Hr Automation").
    await page.goto('/categories/recruiter/hr-automation')
    await expect(page.getByRole('heading', { level: 1, name: 'HR Automation Tools for Recruiters', exact: true })).toBeVisible()
    await expect(page).toHaveTitle('HR Automation Tools for Recruiters | HireStack')

    const unknown = await request.get('/categories/recruiter/underwater-basket-weaving')
    expect(unknown.status()).toBe(404)

    await page.goto('/categories/recruiter/hr-automation')
    const firstRow = page.locator('main ul > li > article.tool-card').first()
    const name = (await firstRow.getByRole('heading', { level: 2 }).textContent())!.trim()
    await firstRow.locator('a.tool-card-link').click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — .* \\| HireStack$`))
  })

  test('every main page names the brand once in its tab title', async ({ page }) => {
    test.setTimeout(120_000)
    const routes = [
      '/',
      '/?q=sourcing',
      '/categories',
      '/categories/recruiter/candidate-sourcing',
      '/tools/peoplegpt',
      '/integrations/greenhouse',
      '/compare',
      '/full-list',
      '/resources',
      '/resources/best-ai-sourcing-tools',
      '/help-center',
      '/privacy-policy',
      '/review-process',
      '/report',
      '/submit-tool',
      '/feature-tool',
      '/newsletter',
      '/auth',
      '/auth/forgot-password',
    ]
    const titles: Record<string, string> = {}
    for (const route of routes) {
      await page.goto(route)
      titles[route] = await page.title()
    }
    const doubled = Object.entries(titles).filter(([, title]) => title.split('HireStack').length !== 2)
    expect(doubled, JSON.stringify(titles, null, 1)).toEqual([])
  })
})
