import { expect, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'

test('a visitor saves a tool from its page, finds it in /account/saved and removes it', async ({ page, request }) => {
  await page.goto('/account/saved')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount%2Fsaved$/)

  // Signed out, the bookmark sends to sign-in with the way back.
  await page.goto('/tools/hireez')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Please sign in to save tools')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Ftools%2Fhireez$/)

  const account = await createAccount(request, 'user')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/tools\/hireez$/)

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // From the header's account menu.
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Saved tools' }).click()
  await expect(page).toHaveURL(/\/account\/saved$/)
  await expect(page.getByRole('heading', { name: 'Saved tools' })).toBeVisible()
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'hireEZ' }) })
  await expect(card).toBeVisible()

  await page.getByRole('button', { name: 'Remove hireEZ from saved tools' }).click()
  await expect(page.getByText('No saved tools yet')).toBeVisible()
  await page.goto('/tools/hireez')
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false')
})
