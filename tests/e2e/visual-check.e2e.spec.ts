import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { PUBLIC_PAGES } from './public-pages'

/**
 * The visual check: every public route at a phone, a tablet and a desktop width, failing
 * on what a person sees as broken — the page panning sideways, images without alt text, controls
 * too small to tap, text cut off where it should wrap — and a full-page screenshot of each for a
 * person to look at (tests/e2e/.artifacts/visual/, not committed).
 */
const WIDTHS = [375, 768, 1280]
const PHONE = 375
/** WCAG 2.5.5: targets at least 44 × 44 CSS px on touch widths. */
const MIN_TARGET = 44

const ARTIFACTS = path.resolve('tests/e2e/.artifacts/visual')

/** Everything this check finds wrong with the page as laid out now; an empty list passes. */
function findProblems({ checkTargets, minTarget }: { checkTargets: boolean; minTarget: number }): string[] {
  const problems: string[] = []
  const root = document.documentElement
  const describe = (element: Element) => {
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    const id = element.id ? `#${element.id}` : ''
    return `<${element.tagName.toLowerCase()}${id}> "${label}"`
  }
  // Visually hidden on purpose (sr-only, a collapsed panel, display: none): not seen, not judged.
  const seen = (element: Element) => {
    const rect = element.getBoundingClientRect()
    if (rect.width <= 1 || rect.height <= 1) return false
    if (element.closest('[inert], [aria-hidden="true"]')) return false
    const style = getComputedStyle(element)
    return style.visibility !== 'hidden' && Number(style.opacity) > 0 && style.pointerEvents !== 'none'
  }

  if (root.scrollWidth > root.clientWidth) {
    const wide = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
    const culprit = wide.find((element) => !wide.includes(element.parentElement as Element)) ?? wide[0]
    problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window (widest: ${culprit ? describe(culprit) : '?'})`)
  }

  for (const image of document.querySelectorAll('img:not([alt])')) problems.push(`an image without alt text: ${image.getAttribute('src')}`)

  if (checkTargets) {
    for (const element of document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]')) {
      // A checkbox or radio is tapped through its label.
      const control = element.matches('input[type="checkbox"], input[type="radio"]') ? (element.closest('label') ?? element) : element
      if (!seen(control)) continue
      // WCAG's inline exception: a link inside a sentence is sized by the line it sits in.
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
        const block = element.parentElement?.closest('p, li, dd, td, span, div, label')
        const sentence = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim()
        if (sentence.length > 0) continue
      }
      const rect = control.getBoundingClientRect()
      if (rect.width < minTarget || rect.height < minTarget) {
        problems.push(`a tap target of ${Math.round(rect.width)}×${Math.round(rect.height)} px: ${describe(element)}`)
      }
    }
  }

  // Text cut off by an overflow: hidden box, unless the box means it (an ellipsis or a line clamp).
  for (const box of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(box)
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip'
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip'
    if (!(clipsX || clipsY) || !seen(box)) continue
    if (!(clipsX && box.scrollWidth > box.clientWidth + 1) && !(clipsY && box.scrollHeight > box.clientHeight + 1)) continue
    const bounds = box.getBoundingClientRect()
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !seen(node.parentElement)) continue
      let intended = false
      for (let at: Element | null = node.parentElement; at && !intended; at = at === box ? null : at.parentElement) {
        const own = getComputedStyle(at)
        intended = own.textOverflow === 'ellipsis' || own.webkitLineClamp !== 'none'
      }
      if (intended) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const cut = [...range.getClientRects()].some(
        (rect) =>
          rect.width > 0 &&
          ((clipsX && (rect.right > bounds.right + 1 || rect.left < bounds.left - 1)) || (clipsY && (rect.bottom > bounds.bottom + 1 || rect.top < bounds.top - 1))),
      )
      if (cut) {
        problems.push(`text cut off by ${describe(box)}: "${node.textContent.trim().slice(0, 40)}"`)
        break
      }
    }
  }
  return problems
}

async function settle(page: Page) {
  await page.waitForLoadState('load')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

test.beforeAll(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true })
})

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === PHONE ? 740 : 900 } })

    for (const route of PUBLIC_PAGES) {
      test(`${route.name} (${route.path}) looks whole`, async ({ page }) => {
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(route.status ?? 200)
        await settle(page)
        await page.screenshot({ path: path.join(ARTIFACTS, `${route.name}-${width}.png`), fullPage: true })
        expect(await page.evaluate(findProblems, { checkTargets: width === PHONE, minTarget: MIN_TARGET })).toEqual([])
      })
    }

    test('the compare tray with three tools picked fits, and every control in it can be tapped', async ({ page }) => {
      const picked = [
        { slug: 'peoplegpt', name: 'PeopleGPT' },
        { slug: 'a-tool-with-a-long-name', name: 'Talent Intelligence Platform Enterprise Edition' },
        { slug: 'gem', name: 'Gem' },
      ]
      await page.addInitScript((list) => window.localStorage.setItem('compareTools', JSON.stringify(list)), picked)
      await page.goto('/')
      await settle(page)
      const tray = page.getByRole('complementary', { name: 'Compare tray' })
      await expect(tray.getByText('Compare (3/4)')).toBeVisible()
      await expect(tray.getByRole('button', { name: 'Remove Gem from compare' })).toBeAttached()
      await tray.screenshot({ path: path.join(ARTIFACTS, `compare-tray-${width}.png`) })
      expect(await page.evaluate(findProblems, { checkTargets: width === PHONE, minTarget: MIN_TARGET })).toEqual([])
    })
  })
}

test('the site font is the bundled Inter, loaded from this site', async ({ page }) => {
  const fonts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'font') fonts.push(response.url())
  })
  await page.goto('/')
  await settle(page)
  const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replace(/["']/g, '')))
  // next/font names the family after the declaration (`inter`, hashed) and adds a size-adjusted fallback.
  const inter = loaded.filter((family) => /inter/i.test(family) && !/fallback/i.test(family))
  expect(inter).toHaveLength(1)
  const headingFamily = await page.locator('h1').evaluate((heading) => getComputedStyle(heading).fontFamily)
  expect(headingFamily.split(',')[0]?.replace(/["']/g, '').trim()).toBe(inter[0])
  expect(fonts.length).toBeGreaterThan(0)
  for (const url of fonts) expect(new URL(url).origin).toBe(new URL(page.url()).origin)
})

test.describe('at 375 px the floating buttons never cover a control', () => {
  test.use({ viewport: { width: PHONE, height: 740 } })

  for (const route of ['/', '/categories/recruiter/candidate-sourcing']) {
    test(`on ${route}, scrolled from top to bottom`, async ({ page }) => {
      await page.goto(route)
      await settle(page)
      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      for (let y = 0; y < height; y += 150) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        await expect
          .poll(() =>
            page.evaluate(() => {
              const tappable = 'a[href], button, input, select, textarea, label, [role="button"]'
              const covered: string[] = []
              for (const floating of document.querySelectorAll('[data-floating]')) {
                const style = getComputedStyle(floating)
                const box = floating.getBoundingClientRect()
                if (!box.width || style.pointerEvents === 'none' || Number(style.opacity) === 0) continue
                for (const control of document.querySelectorAll(tappable)) {
                  if (control.closest('[data-floating]')) continue
                  const rect = control.getBoundingClientRect()
                  const overlaps = rect.width > 1 && rect.height > 1 && rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top
                  if (overlaps) covered.push(`${floating.textContent?.trim() || floating.getAttribute('aria-label')} covers "${control.textContent?.trim().slice(0, 30)}"`)
                }
              }
              return covered
            }),
          )
          .toEqual([])
      }
    })
  }
})
