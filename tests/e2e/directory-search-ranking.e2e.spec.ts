import { expect, type Page, type Route, test } from '@playwright/test'

import { cardNames } from './home-cards'

/**
 * Holds every request for the whole home page (its RSC payload) unanswered, so what the results show
 * comes from the search answer (`/search?…`) alone; `release` lets them through.
 */
async function holdWholePage(page: Page) {
  const held: Route[] = []
  const home = (url: URL) => url.pathname === '/'
  await page.route(home, (route) => (route.request().headers().rsc ? held.push(route) : route.fallback()))
  return {
    held,
    release: async () => {
      await page.unroute(home)
      for (const route of held) await route.fallback()
    },
  }
}

test.describe('search ranking, as a person types', () => {
  test('a word being typed finds the tool it starts to name first', async ({ page }) => {
    // The first page load of a cold server among them.
    test.setTimeout(90_000)
    await page.goto('/')
    const whole = await holdWholePage(page)
    const answers: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/search') answers.push(new URL(response.url()).search)
    })
    const search = page.getByRole('searchbox', { name: 'Search tools' })
    await search.pressSequentially('green', { delay: 30 })
    await expect(page).toHaveURL(/[?&]q=green/)
    await expect.poll(() => answers.at(-1)).toBe('?q=green')
    // Greenhouse by its name first, then the tools that integrate with it (PeopleGPT lists it).
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Greenhouse')
    expect(await cardNames(page)).toContain('PeopleGPT')
    await whole.release()
  })

  test("another audience's need: the other audience's tools matching every word, not the selected audience's partial matches", async ({ page }) => {
    await page.goto('/')
    const whole = await holdWholePage(page)
    const answers: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/search') answers.push(new URL(response.url()).search)
    })
    const search = page.getByRole('searchbox', { name: 'Search tools' })
    // "resume build" still finds recruiters' tools with both words (RChilli: "job boards build"); "builder" does not.
    await search.pressSequentially('resume builder', { delay: 30 })
    await expect(page).toHaveURL(/[?&]q=resume(\+|%20)builder/)
    // The answer for the words typed: no recruiters' tool matches both words (the resume parsers match
    // "resume" only) while the job seekers' do, so the recruiters yield: not "No Tools Found".
    await expect.poll(() => answers.at(-1)).toBe('?q=resume+builder')
    await expect(page.getByText('No tools for recruiters match “resume builder”; other audiences’ tools do.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'No Tools Found' })).toHaveCount(0)
    expect(await cardNames(page)).not.toContain('Textkernel')
    // Once typing pauses the page follows: the job seekers' resume builders, first, under their own heading.
    await expect.poll(() => whole.held.length).toBeGreaterThan(0)
    await whole.release()
    const seekers = page.getByRole('list', { name: /^\d+ for job seekers$/ })
    await expect(seekers.getByRole('heading', { level: 3, name: 'Resume.io', exact: true })).toBeVisible()
    expect(await cardNames(page)).not.toContain('Textkernel')
  })
})
