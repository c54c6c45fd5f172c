import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { MONOGRAM_PALETTE, markTone, monogram } from '@/domains/directory/monogram'

import { createToolAsAdmin } from './enrichment-helpers'

const ARTIFACTS = path.join('test-results', 'identity')

test.beforeAll(async () => {
  await mkdir(ARTIFACTS, { recursive: true })
})

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

/**
 * A tool without a logo has an identity of its own (its initials on a colour from its domain, and
 * never its neighbour's colour), never one grey icon for all; a broken logo falls back to it; a
 * shared link shows a card of the tool; a missing screenshot is a short note, not an empty 16:9 frame.
 */

test('the seeded tools without logos each show a monogram, no two neighbours in one colour, and the favicon is the HireStack mark', async ({ page }) => {
  // Several page loads, the first of a cold server among them.
  test.setTimeout(90_000)
  // Four columns at 1280 px: the card above a card is four before it in the list.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/')
  const cards = page.getByRole('list', { name: 'Tools' }).locator(':scope > li')
  await expect(cards.first().locator('span.tool-monogram[role="img"]')).toBeVisible()
  // Each card in order: its monogram, or null where a logo image shows instead.
  const marks = await cards.evaluateAll((items) =>
    items.map((item) => {
      const tile = item.querySelector('span.tool-monogram[role="img"]')
      return tile ? { name: tile.getAttribute('aria-label')!.replace(/ logo$/, ''), initials: tile.textContent, colour: getComputedStyle(tile).backgroundColor } : null
    }),
  )
  const tiles = marks.filter((mark) => mark !== null)
  expect(tiles.length).toBeGreaterThan(10)
  const palette = MONOGRAM_PALETTE.map(rgb)
  for (const [index, tile] of marks.entries()) {
    if (!tile) continue
    expect(tile.initials).toBe(monogram(tile.name).initials)
    expect(palette).toContain(tile.colour)
    for (let back = 1; back <= 4 && back <= index; back += 1) {
      const before = marks[index - back]
      if (before) expect(tile.colour, `${tile.name} and ${before.name}, ${back} before it`).not.toBe(before.colour)
    }
  }
  expect(new Set(tiles.map((tile) => tile.colour)).size).toBeGreaterThanOrEqual(6)
  await expect(page.locator('img[src*="placeholder"]')).toHaveCount(0)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/hirestack-mark\.svg/)
  expect((await page.request.get('/hirestack-mark.svg')).headers()['content-type']).toContain('image/svg+xml')
})

test("a tool page's mark takes its colour from the tool's domain", async ({ page }) => {
  await page.goto('/tools/peoplegpt')
  const mark = page.getByRole('main').getByRole('img', { name: 'PeopleGPT logo' }).first()
  await expect(mark).toHaveText('PG')
  const colour = await mark.evaluate((element) => getComputedStyle(element).backgroundColor)
  expect(colour).toBe(rgb(monogram('PeopleGPT', markTone('juicebox.ai')).background))
})

test('a shared tool link shows a generated card: name, mark and category as a 1200×630 PNG', async ({ page, request }) => {
  await page.goto('/tools/peoplegpt')
  const image = page.locator('meta[property="og:image"]')
  await expect(image).toHaveCount(1)
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  const address = new URL((await image.getAttribute('content'))!)
  expect(address.pathname).toMatch(/^\/tools\/peoplegpt\/opengraph-image/)

  const response = await request.get(address.pathname + address.search)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  // A drawn card, not a blank: a few kilobytes of detail at least.
  expect(png.length).toBeGreaterThan(10_000)
  await writeFile(path.join(ARTIFACTS, 'og-peoplegpt.png'), png)

  const missing = await request.get(address.pathname.replace('/peoplegpt/', '/no-such-tool-here/'))
  expect(missing.status()).toBe(404)
})

test('a logo that fails to load falls back to the monogram; a missing screenshot is a compact note', async ({ page, request }) => {
  const name = `Broken Logo ${randomUUID().slice(0, 6)}`
  const tool = await createToolAsAdmin(request, { name, localLogoPath: '/no-such-logo.png', description: 'A tool whose logo is gone.' })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`/tools/${tool.slug}`)
  const logo = page.getByRole('img', { name: `${name} logo` })
  await expect(logo).toHaveText('BL')
  await expect(page.locator('img[src="/no-such-logo.png"]')).toHaveCount(0)

  const note = page.getByText('Screenshot will be available soon', { exact: true })
  await expect(note).toBeVisible()
  // The empty frame was 16:5 of the column (about 250 px at this width); the note is one line.
  expect((await note.boundingBox())?.height).toBeLessThan(64)
})
