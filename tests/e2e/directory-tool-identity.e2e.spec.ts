import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { monogram } from '@/domains/directory/monogram'

import { createToolAsAdmin } from './enrichment-helpers'

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

/**
 * A tool without a logo has an identity of its own (its initials on a colour from its
 * name), never one grey icon for all; a broken logo falls back to it; a missing screenshot is a
 * short note, not an empty 16:9 frame.
 */

test('the seeded tools without logos each show a monogram, in many colours, and the favicon is the HireStack mark', async ({ page }) => {
  await page.goto('/')
  const monograms = page.getByRole('list', { name: 'Tools' }).locator('span.tool-monogram[role="img"]')
  await expect(monograms.first()).toBeVisible()
  const tiles = await monograms.evaluateAll((elements) =>
    elements.map((element) => ({ name: element.getAttribute('aria-label'), initials: element.textContent, colour: getComputedStyle(element).backgroundColor })),
  )
  expect(tiles.length).toBeGreaterThan(10)
  for (const tile of tiles) {
    const expected = monogram(tile.name!.replace(/ logo$/, ''))
    expect(tile).toEqual({ name: tile.name, initials: expected.initials, colour: rgb(expected.background) })
  }
  expect(new Set(tiles.map((tile) => tile.colour)).size).toBeGreaterThanOrEqual(6)
  await expect(page.locator('img[src*="placeholder"]')).toHaveCount(0)
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\/hirestack-mark\.svg/)
  expect((await page.request.get('/hirestack-mark.svg')).headers()['content-type']).toContain('image/svg+xml')
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
