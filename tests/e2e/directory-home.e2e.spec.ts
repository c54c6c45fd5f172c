import { expect, type Route, test } from '@playwright/test'

import { cardNames, cards } from './home-cards'

test.describe('home', () => {
  test('lists recruiter tools by default with the results line and pagination', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Find the Perfect AI Tool for Your Recruiting Stack' })).toBeVisible()
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-24 of 71 tools')
    await expect(cards(page)).toHaveCount(24)
    // Every card can be upvoted; a count shows only once someone has (none has in the seeded catalogue).
    await expect(cards(page).getByRole('button', { name: 'Upvote' })).toHaveCount(24)
    await expect(cards(page).getByText(/Be the first to upvote|^0 upvotes$/)).toHaveCount(0)
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(3)
    await pagination.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/page=3/)
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 49-71 of 71 tools')
  })

  test('typing a search narrows results and updates the URL; clear restores them', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    // The whole page of the typed words is held back: the results must follow from the search answer alone.
    const heldPages: Route[] = []
    const home = (url: URL) => url.pathname === '/'
    await page.route(home, (route) => (route.request().headers().rsc ? heldPages.push(route) : route.fallback()))
    const answers: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/search') answers.push(new URL(request.url()).search)
    })
    const search = page.getByRole('searchbox', { name: 'Search tools' })
    await search.pressSequentially('sOurc', { delay: 30 })
    await expect(search).toHaveValue('sOurc')
    await expect(page).toHaveURL(/[?&]q=sOurc/)
    const summary = page.getByTestId('results-summary')
    await expect(summary).not.toHaveText('Showing 1-24 of 71 tools')
    // 13 seeded tools match; other suites may add more before this one runs.
    await expect(summary).toHaveText(/^Showing 1-\d+ of \d+ tools$/)
    const [, shown, total] = (await summary.textContent())?.match(/1-(\d+) of (\d+)/) ?? []
    expect(Number(total)).toBeGreaterThanOrEqual(13)
    expect(Number(total)).toBeLessThan(71)
    await expect(cards(page)).toHaveCount(Number(shown))
    expect(await cardNames(page)).toContain('PeopleGPT')
    // Every request for the whole page is held unanswered until here, so these results came from the answer.
    expect(answers.at(-1)).toBe('?q=sourc')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
    // Then the page follows (facet counts, offers), once typing has paused.
    await expect.poll(() => heldPages.length).toBeGreaterThan(0)
    await page.unroute(home)
    for (const route of heldPages) await route.fallback()
    await expect(page).toHaveURL(/[?&]q=sOurc/)
    await expect(summary).toHaveText(`Showing 1-${shown} of ${total} tools`)
    await page.getByRole('button', { name: 'Clear search' }).click()
    await expect(page).not.toHaveURL(/q=/)
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-24 of 71 tools')
  })

  test('audience, price, sort and page size narrow, order and page the results and show in the URL', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await page.getByText('For Job Seekers', { exact: true }).click()
    await expect(page).toHaveURL(/type=job_seeker/)
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-24 of 45 tools')
    // The price band sits with the other pricing filters, behind "Pricing & more filters".
    await page.getByTestId('facet-panel').locator('summary').click()
    await page.getByLabel('Price', { exact: true }).selectOption('free')
    await expect(page).toHaveURL(/price=free/)
    await expect.poll(async () => (await cardNames(page)).sort()).toEqual([
      'Built In', 'Career Dreamer', 'CareerOneStop', 'Dice', 'Glassdoor', 'Handshake', 'Idealist', 'Indeed', 'Interview Warmup',
      'My Next Move', 'Reactive Resume', 'Remote OK', 'USAJOBS', 'We Work Remotely', 'Welcome to the Jungle', 'ZipRecruiter',
    ])

    await page.goto('/?type=everyone&sort=new')
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-24 of 150 tools')
    expect((await cardNames(page))[0]).toBe('Toggl Hire')
    await page.getByLabel('Sort by').selectOption('trending')
    await expect(page).not.toHaveURL(/sort=/)
    await expect.poll(async () => (await cardNames(page))[0]).toBe('PeopleGPT')

    await page.getByLabel('Per page').selectOption('12')
    await expect(page).toHaveURL(/size=12/)
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-12 of 150 tools')
  })

  test('the category filter matches primary, secondary categories and tags', async ({ page }) => {
    await page.goto('/?category=candidate-sourcing&size=48')
    const names = await cardNames(page)
    expect(names).toContain('PeopleGPT')
    expect(names).toContain('Findem')
    expect(names).toContain('Dover')
    await expect(page.getByLabel('Category')).toHaveValue('candidate-sourcing')
  })

  test('shows "No Tools Found" for a search without matches', async ({ page }) => {
    await page.goto('/?q=zzqqxxnomatch')
    await expect(page.getByRole('heading', { name: 'No Tools Found' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
  })

  test('bad query strings fall back to defaults', async ({ page }) => {
    const response = await page.goto(`/?page=-1&size=1000&type=%3Cscript%3E&sort=x&q=${'a'.repeat(2000)}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'No Tools Found' })).toBeVisible()
    const defaults = await page.goto('/?page=-1&size=1000&type=%3Cscript%3E')
    expect(defaults?.status()).toBe(200)
    await expect(page.getByTestId('results-summary')).toHaveText('Showing 1-24 of 71 tools')
  })

  test('mobile: the Filters button below the search, then the Filters bar at every scroll position, open the "Filter Tools" drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await expect(page.getByLabel('Sort by')).toBeHidden()
    // One Filters button at a time: below the search at first, floating once that one scrolled away.
    const filters = page.getByRole('button', { name: 'Filters' })
    await expect(filters).toHaveCount(1)
    await filters.click()
    const drawer = page.getByRole('dialog', { name: 'Filter Tools' })
    await expect(drawer.getByRole('heading', { name: 'Filter Tools' })).toBeVisible()
    await drawer.getByRole('button', { name: 'Close filters' }).click()
    await expect(drawer).toBeHidden()

    // Once it has scrolled away, a bar fixed to the bottom of the screen holds one, reachable at
    // every scroll position down to the footer.
    const floating = page.locator('[data-filter-bar]').getByRole('button', { name: 'Filters' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
    for (let step = 1; step <= 9; step++) {
      await page.evaluate((top) => window.scrollTo(0, top), Math.round((height * step) / 9))
      await expect(floating).toBeInViewport({ ratio: 1 })
      await expect(floating).toBeEnabled()
      // Nothing lies over it: a tap at its middle reaches it.
      const onTop = await floating.evaluate((button) => {
        const { x, y, width, height } = button.getBoundingClientRect()
        return button.contains(document.elementFromPoint(x + width / 2, y + height / 2))
      })
      expect(onTop, `at scroll step ${step} of 9`).toBe(true)
    }
    // The one below the search has scrolled away (still in the page, no longer on screen).
    await expect(page.locator('button:not([data-filter-bar] *)', { hasText: 'Filters' })).not.toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 1400))
    await floating.click()
    await expect(drawer.getByRole('heading', { name: 'Filter Tools' })).toBeVisible()
    const box = await drawer.boundingBox()
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(800)
    await drawer.getByLabel('Sort by').selectOption('new')
    await expect(page).toHaveURL(/sort=new/)
    // The drawer stays open while its results change, and its button says how many there are.
    await expect(drawer.getByRole('button', { name: 'Show 71 results' })).toBeVisible()
    // Every filter is in the drawer: the pricing, integration and compliance facets too.
    await drawer.getByTestId('facet-panel').locator('summary').click()
    // No recruiters' tool is free outright: Freemium finds some.
    await drawer.getByLabel('Price', { exact: true }).selectOption('freemium')
    await expect(page).toHaveURL(/price=freemium/)
    const shown = drawer.getByRole('button', { name: /^Show \d+ results?$/ })
    await expect(shown).not.toHaveText('Show 71 results')
    const count = Number((await shown.textContent())?.match(/\d+/)?.[0])
    await shown.click()
    await expect(drawer).toBeHidden()
    await expect(page.getByTestId('results-summary')).toHaveText(new RegExp(`of ${count} tools?$`))
    // Back at the top, the one below the search again, the bar gone.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(filters).toHaveCount(1)
    await filters.click()
    await drawer.getByRole('button', { name: 'Close filters' }).click()
    await expect(drawer).toBeHidden()
  })

  test('tablet: the Filters button opens a side panel', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Filters' }).click()
    const panel = page.getByRole('dialog', { name: 'Filter Tools' })
    const box = await panel.boundingBox()
    expect(box?.height).toBe(800)
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(900)
  })

  test('wide screens: the inline filter bar sticks below the header after the hero scrolls away', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const bar = page.locator('#filter-panel')
    await expect(bar).toBeVisible()
    await page.mouse.wheel(0, 1500)
    await expect.poll(async () => Math.round((await bar.boundingBox())?.y ?? -1)).toBe(64)
    const toTop = page.getByRole('button', { name: 'Scroll to top' })
    await expect(toTop).toBeVisible()
    // The button steps aside (inert) while a card's control lies under it: scroll on until it stands clear.
    await expect
      .poll(async () => {
        if ((await toTop.getAttribute('inert')) === null) return 'clear'
        await page.mouse.wheel(0, 120)
        return 'aside'
      })
      .toBe('clear')
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('signed-out upvote asks to sign in and goes to /auth with the return URL', async ({ page }) => {
    await page.goto('/?type=everyone')
    await cards(page).first().getByRole('button', { name: /^Upvote/ }).click()
    await expect(page.getByText('Authentication required')).toBeVisible()
    await expect(page.getByText('Please sign in to upvote tools')).toBeVisible()
    await expect(page).toHaveURL(/\/auth\?returnTo=%2F%3Ftype%3Deveryone/)
  })
})

test.describe('the first results are on the first screen', () => {
  for (const { width, height } of [
    { width: 375, height: 667 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    for (const address of ['/', '/?q=sourcing']) {
      test(`first card above the fold at ${width}×${height} on ${address}, the page no wider than the window`, async ({ page }) => {
        await page.setViewportSize({ width, height })
        await page.goto(address)
        const first = cards(page).first()
        // Its name and at least half of it without scrolling; on a phone the whole compact row.
        await expect(first.getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 })
        await expect(first).toBeInViewport({ ratio: width === 375 ? 1 : 0.5 })
        if (width === 375) expect((await first.boundingBox())?.height ?? 0).toBeLessThanOrEqual(160)
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
        // A search folds the hero to its search bar; its heading stays for screen readers.
        const heading = page.getByRole('heading', { level: 1, name: 'Find the Perfect AI Tool for Your Recruiting Stack' })
        if (address === '/') await expect(heading).toBeVisible()
        else {
          await expect(heading).toHaveCount(1)
          expect(await heading.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(1)
          await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeInViewport({ ratio: 1 })
        }
      })
    }
  }

  test('typing a search folds the hero at once, the box keeping its focus', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    const search = page.getByRole('searchbox', { name: 'Search tools' })
    await search.pressSequentially('ats', { delay: 30 })
    await expect.poll(() => heading.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(1)
    await expect(search).toBeFocused()
    await expect(cards(page).first()).toBeInViewport({ ratio: 1 })
  })
})

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('lists tools, and the search form still works', async ({ page }) => {
    await page.goto('/')
    await expect(cards(page)).toHaveCount(24)
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('sourc')
    await page.getByRole('searchbox', { name: 'Search tools' }).press('Enter')
    await expect(page).toHaveURL(/q=sourc/)
    // 13 seeded tools match; other suites may add more before this one runs.
    await expect(page.getByTestId('results-summary')).toHaveText(/^Showing 1-\d+ of \d+ tools$/)
    const [, shown, total] = (await page.getByTestId('results-summary').textContent())?.match(/1-(\d+) of (\d+)/) ?? []
    expect(Number(total)).toBeGreaterThanOrEqual(13)
    await expect(cards(page)).toHaveCount(Number(shown))
    await expect(page.getByRole('link', { name: 'Browse the full list of tools' })).toBeVisible()
  })
})
