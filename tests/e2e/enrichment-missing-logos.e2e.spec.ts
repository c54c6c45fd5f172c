import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'
import { createToolAsAdmin, signIn } from './enrichment-helpers'

/**
 * Staff see which tools still show a monogram, in the admin's logo management: a filter to the
 * tools without a logo, with the count and when a fetch was last tried. Only editors and admins.
 */

test('an editor lists the tools without a logo in the admin; a plain user and a visitor cannot', async ({ page, browser, request }) => {
  // Several page loads, the first of a cold server among them.
  test.setTimeout(90_000)
  const prefix = `Logoless ${randomUUID().slice(0, 6)}`
  await createToolAsAdmin(request, { name: `${prefix} Bare` })
  await createToolAsAdmin(request, { name: `${prefix} Stored`, localLogoPath: '/hirestack-mark.svg' })
  await createToolAsAdmin(request, { name: `${prefix} Linked`, logo: '/hirestack-mark.svg' })

  await signIn(page, await createAccount(request, 'editor'))
  await page.goto('/admin/enrichment')
  await expect(page.getByRole('heading', { name: 'Logo Management' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const logos = page.getByRole('list', { name: 'Tools and their logos' })
  await page.getByRole('searchbox', { name: 'Search tools' }).fill(prefix)
  await expect(logos.getByRole('listitem')).toHaveCount(3)

  await page.getByRole('checkbox', { name: 'Only tools without a logo' }).check()
  await expect(logos.getByRole('listitem')).toHaveCount(1)
  await expect(logos.getByText(`${prefix} Bare`, { exact: true })).toBeVisible()
  await expect(logos.getByRole('img', { name: `${prefix} Bare logo` })).toHaveClass(/tool-monogram/)
  await expect(page.getByText('1 tool without a logo')).toBeVisible()

  // Without the search: every tool still without a logo, the seeded ones among them.
  await page.getByRole('searchbox', { name: 'Search tools' }).fill('')
  await expect(page.getByText(/^\d+ tools without a logo$/)).toBeVisible()
  const count = Number((await page.getByText(/^\d+ tools without a logo$/).textContent())?.split(' ')[0])
  expect(count).toBeGreaterThan(1)

  const plain = await browser.newContext()
  const user = await plain.newPage()
  await signIn(user, await createAccount(request, 'user'))
  await user.goto('/admin/enrichment')
  await expect(user.getByRole('heading', { name: 'Logo Management' })).toHaveCount(0)
  await plain.close()

  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  await visitor.goto('/admin/enrichment')
  await expect(visitor).toHaveURL(/\/admin\/login/)
  await anonymous.close()
})
