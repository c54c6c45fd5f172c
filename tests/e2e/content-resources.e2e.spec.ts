import { expect, test } from '@playwright/test'

import { PUBLIC_PAGES } from './public-pages'

const ARTICLES = [
  {
    slug: 'best-ai-sourcing-tools',
    title: 'The Best AI Sourcing Tools for Recruiters: An Honest Comparison',
    callout: { name: 'Tip: Ask for a pilot on your own roles', text: /Give every vendor the same two live requisitions/ },
  },
  {
    slug: 'ai-interview-assistants',
    title: 'AI Interview Assistants',
    callout: { name: 'Warning: Get consent and disclose before you record', text: /Recording laws vary/ },
  },
  {
    slug: 'ai-hiring-strategies',
    title: 'AI Hiring Strategies',
    callout: { name: 'Tip: Measure the whole funnel, not just the stage you changed', text: /the effect often shows up downstream/ },
  },
  {
    slug: 'ethical-ai-hiring',
    title: 'Ethical AI Hiring',
    callout: { name: 'Warning: This is not legal advice', text: /Consult a qualified employment or data protection lawyer/ },
  },
  {
    slug: 'reducing-bias-with-ai',
    title: 'Reducing Bias in Hiring with AI',
    callout: { name: 'Note: Quick formula', text: /An impact ratio below 0\.8/ },
  },
]

const SOURCING_TOOLS = [
  { slug: 'peoplegpt', name: 'PeopleGPT' },
  { slug: 'findem', name: 'Findem' },
  { slug: 'herohunt', name: 'HeroHunt' },
  { slug: 'hireflow', name: 'Hireflow' },
  { slug: 'hireez', name: 'hireEZ' },
  { slug: 'seekout', name: 'SeekOut' },
  { slug: 'magical', name: 'Magical' },
]

test('the resources hub lists published articles by group and promises nothing: no placeholder card, no empty group', async ({ page }) => {
  await page.goto('/resources')
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
  for (const group of ['AI Recruiting Guides', 'Tool Comparisons']) {
    await expect(page.getByRole('heading', { level: 2, name: group })).toBeVisible()
  }
  // No case study is published in the seed, so the group is not shown at all.
  await expect(page.getByRole('heading', { level: 2, name: 'Case Studies' })).toHaveCount(0)

  const comparisons = page.getByRole('region', { name: 'Tool Comparisons' })
  await expect(comparisons.getByRole('link', { name: /The Best AI Sourcing Tools/ })).toHaveAttribute('href', '/resources/best-ai-sourcing-tools')
  await expect(comparisons.getByRole('article')).toHaveCount(1)

  const guides = page.getByRole('region', { name: 'AI Recruiting Guides' })
  for (const slug of ['ai-interview-assistants', 'ai-hiring-strategies', 'ethical-ai-hiring', 'reducing-bias-with-ai']) {
    await expect(guides.locator(`a[href="/resources/${slug}"]`)).toBeVisible()
  }
  // Every card on the hub is a published article that opens.
  // (Other specs may publish guides meanwhile.)
  const cards = page.getByRole('main').getByRole('article')
  expect(await cards.count()).toBeGreaterThanOrEqual(5)
  for (const card of await cards.all()) await expect(card.getByRole('link')).toHaveAttribute('href', /^\/resources\/[a-z0-9-]+$/)
  await expect(page.getByRole('main')).not.toContainText(/coming soon/i)
  await expect(page.locator('main a[href="#"]')).toHaveCount(0)
})

test('no public page promises content that is not there ("coming soon")', async ({ request }) => {
  for (const route of PUBLIC_PAGES) {
    const response = await request.get(route.path)
    expect(response.status(), route.path).toBe(route.status ?? 200)
    expect(await response.text(), route.path).not.toMatch(/coming soon/i)
  }
})

for (const article of ARTICLES) {
  test(`${article.slug} renders its callout, a back link, structured data and Open Graph tags`, async ({ page }) => {
    await page.goto(`/resources/${article.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.title)
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    const callout = page.getByRole('note', { name: article.callout.name })
    await expect(callout).toBeVisible()
    await expect(callout).toContainText(article.callout.text)
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', /.+/)
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`/resources/${article.slug}$`))
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { headline?: string }
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article' })
    expect(jsonLd.headline).toContain(article.title.split(':')[0])

    await page.getByRole('link', { name: 'Back to Resources' }).first().click()
    await expect(page).toHaveURL(/\/resources$/)
  })
}

test('the sourcing comparison links each tool page, the comparison table and the full list', async ({ page }) => {
  // Fifteen page loads (the article, then each of the seven tool pages and back), as the other journeys.
  test.setTimeout(90_000)
  await page.goto('/resources/best-ai-sourcing-tools')
  const table = page.getByRole('region', { name: /Seven AI sourcing tools at a glance/ })
  await expect(table.getByRole('columnheader', { name: 'Data quality' })).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(8)
  await expect(table.getByText('Filters and logic: 5 out of 5').first()).toBeAttached()
  for (const { slug } of SOURCING_TOOLS) {
    await expect(table.locator(`a[href="/tools/${slug}"]`)).toHaveCount(1)
    await expect(page.locator(`main article a[href="/tools/${slug}"]`).first()).toBeVisible()
  }
  await expect(page.locator('main a[href="/full-list"]').first()).toBeVisible()
  // Tool link cards read the live tool.
  await expect(page.locator('article.tool-card').getByRole('link', { name: 'PeopleGPT', exact: true })).toHaveAttribute('href', '/tools/peoplegpt')

  // Every tool the article links to is a live tool page.
  for (const { slug, name } of SOURCING_TOOLS) {
    const href = await page.locator(`main article a[href="/tools/${slug}"]`).first().getAttribute('href')
    const response = await page.goto(href!)
    expect(response?.status(), href!).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await page.goBack()
  }
})

test('the interview assistants guide opens vendor sites in new tabs and shows its price key and callout', async ({ page }) => {
  await page.goto('/resources/ai-interview-assistants')
  for (const tier of ['under $15/mo', '$15–40/mo', '$50–100/mo', 'enterprise (custom pricing)']) {
    await expect(page.getByText(tier, { exact: false }).first()).toBeVisible()
  }
  const vendor = page.getByRole('link', { name: /Yoodli/ }).first()
  await expect(vendor).toHaveAttribute('target', '_blank')
  await expect(vendor).toHaveAttribute('rel', /noopener/)
  const external = page.locator('main article a[href^="http"]')
  expect(await external.count()).toBeGreaterThanOrEqual(5)
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(page.getByRole('note', { name: /Warning: Get consent/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible()
})

test('the bias guide cross-links the hiring strategies and ethics guides', async ({ page }) => {
  await page.goto('/resources/reducing-bias-with-ai')
  await page.locator('main article a[href="/resources/ethical-ai-hiring"]').first().click()
  await expect(page).toHaveURL(/\/resources\/ethical-ai-hiring$/)
  await page.goBack()
  await page.locator('main article a[href="/resources/ai-hiring-strategies"]').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('AI Hiring Strategies')
})

test('an unknown article is a 404', async ({ page }) => {
  const response = await page.goto('/resources/no-such-article')
  expect(response?.status()).toBe(404)
})

test('the RSS feed lists the published articles', async ({ request }) => {
  const response = await request.get('/resources/rss.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/rss+xml')
  const xml = await response.text()
  expect(xml).toContain('<rss version="2.0"')
  for (const { slug } of ARTICLES) expect(xml).toContain(`/resources/${slug}</link>`)
})
