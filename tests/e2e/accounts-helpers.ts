import { expect, type Page } from '@playwright/test'

import { mailTo } from '../helpers/smtp-mailbox'
import { linkIn } from '../helpers/smtp-message'

/** Signs up on /auth (a vendor when `company` is given) up to the "check your mail" message. */
export async function signUpThroughForm(page: Page, email: string, password: string, company?: string) {
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  if (company) await page.getByLabel('Company Name (optional)').fill(company)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText("We've sent you a confirmation link to verify your account.")).toBeVisible()
}

/** Opens the mailed confirmation link and presses its button. */
export async function verifyFromMail(page: Page, email: string) {
  await page.goto(linkIn(await mailTo(email, 'Confirm your HireStack account'), '/auth/verify').toString())
  await page.getByRole('button', { name: 'Verify my email' }).click()
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
}
