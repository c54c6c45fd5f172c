/**
 * Every public page checked by the two tools a person would point at it (docs/accessibility.md):
 * axe-core in the page at a phone and a desktop width, and the Nu HTML checker over the HTML the
 * server sent, all pages in one run of the checker. Beside them, what a test can see of the site
 * reading as one product: the brand once per tab title, one audience switch, a sign-in request
 * that is not styled as an error, the scroll-to-top button clear of the compare tray, and a
 * not-found page that offers a way on.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, test, type Locator, type Page } from '@playwright/test'

import { PUBLIC_PAGES } from './public-pages'

/** axe-core's browser bundle, injected into the page (the site's CSP allows no inline script: bypassed below). */
const AXE = path.resolve('node_modules/axe-core/axe.min.js')
/** The Nu HTML checker (the vnu-jar package), run with the system's java. */
const VNU = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar')
const WIDTHS = [375, 1280]

test.use({ bypassCSP: true })

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** axe's violations on the page as laid out now, one line per element. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}`))
}

for (const route of PUBLIC_PAGES) {
  test(`${route.name} (${route.path}): axe finds nothing at ${WIDTHS.join(' and ')} px; the tab title names the brand once`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(route.status ?? 200)
      await page.waitForLoadState('load')
      expect(await axeViolations(page), `at ${width} px`).toEqual([])
    }
    expect((await page.title()).match(/HireStack/g)).toHaveLength(1)
  })
}

interface NuMessage {
  type: string
  url: string
  lastLine?: number
  message: string
}

test('the HTML of every public page is valid (the Nu checker, one run over all pages)', async ({ request }) => {
  test.setTimeout(120_000)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nu-check-'))
  const files: string[] = []
  for (const route of PUBLIC_PAGES) {
    const response = await request.get(route.path)
    expect(response.status(), route.path).toBe(route.status ?? 200)
    const file = path.join(dir, `${route.name}.html`)
    fs.writeFileSync(file, await response.text())
    files.push(file)
  }
  // The checker reports as JSON on stderr; its exit code is left out, the messages are the verdict.
  const { stderr } = await promisify(execFile)('java', ['-jar', VNU, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 16 * 1024 * 1024 })
  const { messages } = JSON.parse(stderr) as { messages: NuMessage[] }
  fs.rmSync(dir, { recursive: true, force: true })
  expect(messages.map((message) => `${path.basename(message.url)}:${message.lastLine ?? '?'}: ${message.message}`)).toEqual([])
})

test.describe('the not-found page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('offers the tools named like the address, a search of the directory and the categories', async ({ page }) => {
    const response = await page.goto('/tools/greenhose')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const similar = page.getByRole('region', { name: 'Tools with a similar name' })
    await expect(similar.getByRole('link', { name: 'Greenhouse', exact: true })).toHaveAttribute('href', /^\/tools\/greenhouse/)
    const categories = page.getByRole('region', { name: 'Browse by category' })
    await expect(categories.getByRole('link', { name: 'Candidate Sourcing' })).toHaveAttribute('href', '/categories/recruiter/candidate-sourcing')
    await expect(categories.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/categories')
    const search = page.getByRole('main').getByRole('searchbox', { name: 'Search the directory' })
    await search.fill('greenhouse')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/\?q=greenhouse$/)
  })

  test('a generic address gets the search and the categories, and no tool offers when nothing is named like it', async ({ page }) => {
    // Only the proxy says which address was asked for: a visitor's header of that name is dropped.
    await page.setExtraHTTPHeaders({ 'x-not-found-path': '/tools/greenhose' })
    const response = await page.goto('/zzqx')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('region', { name: 'Tools with a similar name' })).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search the directory' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Browse by category' }).getByRole('link', { name: 'All categories' })).toBeVisible()
  })
})

/** What makes two controls look the same: colours, shape, type and size. */
function look(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node)
    return [style.backgroundColor, style.color, style.borderRadius, style.fontSize, style.fontWeight, Math.round(node.getBoundingClientRect().height)]
  })
}

test('the audience switch looks the same on the home page and the categories index', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/categories')
  const onCategories = page.getByRole('navigation', { name: 'Audience' })
  const categoriesLook = [await look(onCategories), await look(onCategories.getByRole('link', { name: 'For Recruiters' })), await look(onCategories.getByRole('link', { name: 'For Everyone' }))]
  await page.goto('/')
  const onHome = page.locator('#filter-panel').getByRole('group', { name: 'Tool type' })
  const option = (value: string) => onHome.locator('label').filter({ has: page.locator(`input[value="${value}"]`) })
  const homeLook = [await look(onHome.locator('[data-audience-switch]')), await look(option('recruiter')), await look(option('everyone'))]
  expect(homeLook).toEqual(categoriesLook)
})

test('a signed-out upvote asks to sign in in the site font, as information rather than an error', async ({ page }) => {
  await page.goto('/tools/peoplegpt')
  await page.getByRole('button', { name: /^Upvote/ }).first().click()
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Authentication required' })
  await expect(toast).toContainText('Please sign in to upvote tools')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Ftools%2Fpeoplegpt/)
  expect(await toast.getAttribute('data-type')).not.toBe('error')
  const fontOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).fontFamily)
  expect(await fontOf(toast)).toBe(await fontOf(page.locator('body')))
})

test('at 1280 px the scroll-to-top button stands clear of the compare tray', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const picked = [
    { slug: 'peoplegpt', name: 'PeopleGPT' },
    { slug: 'gem', name: 'Gem' },
  ]
  await page.addInitScript((list) => window.localStorage.setItem('compareTools', JSON.stringify(list)), picked)
  await page.goto('/')
  const tray = page.getByRole('complementary', { name: 'Compare tray' })
  await expect(tray.getByRole('link', { name: 'Compare now' })).toBeVisible()
  const button = page.getByRole('button', { name: 'Scroll to top' })
  // The button steps aside (inert, transparent) while a control lies under it: scrolled on until
  // nothing does. Under the tray, the tray's own buttons would keep it aside at every position.
  await expect(async () => {
    await page.mouse.wheel(0, 250)
    await expect(button).toBeAttached({ timeout: 500 })
    expect(await button.evaluate((node) => (node as HTMLButtonElement).inert)).toBe(false)
  }).toPass({ timeout: 15_000 })
  const [a, b] = [await button.boundingBox(), await tray.boundingBox()]
  expect(a && b).toBeTruthy()
  const overlap = a!.x < b!.x + b!.width && a!.x + a!.width > b!.x && a!.y < b!.y + b!.height && a!.y + a!.height > b!.y
  expect(overlap).toBe(false)
})
