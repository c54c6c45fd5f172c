import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { MARKDOWN_PAYLOADS, TEXT_PAYLOADS } from '../helpers/xss-payloads'
import { adminToken } from './content-admin-helpers'
import { createToolAsAdmin } from './enrichment-helpers'

/** Payloads kept on one line, as a name or list item is (the line-break one is for mail and JSON-LD). */
const ONE_LINE = TEXT_PAYLOADS.filter((payload) => !/[\r\n\u2028\u2029]/.test(payload))

test('a tool whose vendor wrote script into every field shows the words and runs nothing', async ({ page, request }) => {
  const id = randomUUID().slice(0, 6)
  const name = `</script><svg onload="window.__xss=1"> Hostile ${id}`
  const description = '<img src=x onerror="window.__xss=1"> the short description'
  const tool = await createToolAsAdmin(request, {
    name,
    description,
    toolSummary: '<iframe src="javascript:window.__xss=1"></iframe> the summary',
    pricing: '"><script>window.__xss=1</script>',
    features: ONE_LINE,
    benefits: ONE_LINE.map((payload) => `${payload} benefit`),
    integrationOptions: ['<svg onload=window.__xss=1>'],
    fullDescription: MARKDOWN_PAYLOADS.join('\n\n'),
    logo: 'javascript:window.__xss=1',
    screenshotUrl: 'javascript:window.__xss=1',
  })
  const auth = { Authorization: `JWT ${await adminToken()}` }
  try {
    const dialogs: string[] = []
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message())
      await dialog.dismiss()
    })
    await page.goto(`/tools/${tool.slug}`)

    // A person reads every payload as the words the vendor typed.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByText(description, { exact: true })).toBeVisible()
    const features = page.locator('section', { has: page.getByRole('heading', { name: 'Key Features' }) })
    for (const payload of ONE_LINE) await expect(features.getByText(payload, { exact: true })).toBeVisible()
    await expect(page.getByText(`${ONE_LINE[0]} benefit`, { exact: true })).toBeVisible()
    // The price, in the Details panel (the Quick Summary repeats it only on phones).
    await expect(page.getByRole('complementary').getByText('"><script>window.__xss=1</script>', { exact: true })).toBeVisible()

    // Let anything that was going to run (load handlers, hydration) run, then look.
    await page.waitForLoadState('networkidle')
    const found = await page.evaluate(() => {
      const elements = [...document.querySelectorAll('body *')]
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        handlers: elements.flatMap((element) => element.getAttributeNames().filter((attribute) => /^on/i.test(attribute)).map((attribute) => `${element.tagName} ${attribute}`)),
        // The site's own icons are hidden from assistive tech or drawn from the sprite; any other svg came from text.
        embeds: document.querySelectorAll('iframe, object, embed, svg:not([aria-hidden]):not(.sprite-icon)').length,
        addresses: elements
          .flatMap((element) => ['href', 'src'].map((attribute) => element.getAttribute(attribute)))
          .filter((value): value is string => value !== null && /^\s*(javascript|data|vbscript):/i.test(value)),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? 'null') as { name?: string }),
      }
    })
    expect(found.xss).toBeNull()
    expect(dialogs).toEqual([])
    expect(found.handlers).toEqual([])
    expect(found.embeds).toBe(0)
    expect(found.addresses).toEqual([])
    expect(found.jsonLd.find((block) => block.name)?.name).toBe(name)
  } finally {
    await request.delete(`/api/tools/${tool.id}`, { headers: auth })
  }
})
