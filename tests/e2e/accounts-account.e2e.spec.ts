import { expect, type Page, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth?returnTo=%2Faccount')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
}

test('signed out, /account sends to sign-in and back', async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/)
})

test('a member renames themselves and the header follows', async ({ page, request }) => {
  test.setTimeout(90_000)
  const account = await createAccount(request, 'user')
  await signInThroughForm(page, account.email, account.password)
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('E2E user')

  await page.getByLabel('Name').fill('x'.repeat(121))
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Name must be at most 120 characters')).toBeVisible()

  await page.getByLabel('Name').fill('Grace Hopper')
  await page.getByLabel('Company').fill('Compiler Talent')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toHaveText(/^GH/)
  await page.reload()
  await expect(page.getByLabel('Name')).toHaveValue('Grace Hopper')
  await expect(page.getByLabel('Company')).toHaveValue('Compiler Talent')
})

test('changing the password needs the current one; the new one signs in', async ({ page, request }) => {
  test.setTimeout(120_000)
  const account = await createAccount(request, 'user')
  await signInThroughForm(page, account.email, account.password)
  const form = page.getByRole('region', { name: 'Password' })
  await form.getByLabel('Current password').fill('not-my-password')
  await form.getByLabel('New password', { exact: true }).fill('a-better-password')
  await form.getByLabel('Repeat new password').fill('a-better-password')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByText('Your current password is not correct.')).toBeVisible()

  await form.getByLabel('Current password').fill(account.password)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await expect(form.getByLabel('Current password')).toHaveValue('')

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await signInThroughForm(page, account.email, account.password)
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await page.getByLabel('Password').fill('a-better-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(/\/account$/)
})

test('requesting a new email address needs the current password and shows it as pending; the current one stays', async ({ page, request }) => {
  const account = await createAccount(request, 'user')
  await signInThroughForm(page, account.email, account.password)
  const next = `moved-${account.email}`
  const section = page.getByRole('region', { name: 'Email' })
  await section.getByLabel('New email address').fill(account.email)
  await section.getByLabel('Current password').fill(account.password)
  await section.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(section.getByText('This is already your email address.')).toBeVisible()
  await section.getByLabel('New email address').fill(next)
  await section.getByLabel('Current password').fill('not-my-password')
  await section.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(section.getByText('Your current password is not correct.')).toBeVisible()
  await section.getByLabel('Current password').fill(account.password)
  await section.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(section.getByRole('status')).toContainText(`Changing to ${next}`)
  await expect(section.getByText(`You sign in with ${account.email}.`)).toBeVisible()
})

test('deleting the account needs the typed confirmation, then signs out for good', async ({ page, request }) => {
  test.setTimeout(90_000)
  const account = await createAccount(request, 'user')
  await signInThroughForm(page, account.email, account.password)
  const section = page.getByRole('region', { name: 'Delete account' })
  await section.getByRole('button', { name: 'Delete account…' }).click()
  await section.getByLabel('Your password').fill(account.password)
  await section.getByLabel('Type DELETE to confirm').fill('delete')
  await section.getByRole('button', { name: 'Delete my account' }).click()
  await expect(section.getByRole('alert')).toHaveText('Type DELETE to confirm')
  await section.getByLabel('Type DELETE to confirm').fill('DELETE')
  await section.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Account deleted')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()

  await signInThroughForm(page, account.email, account.password)
  await expect(page.getByText('Invalid credentials')).toBeVisible()
})
