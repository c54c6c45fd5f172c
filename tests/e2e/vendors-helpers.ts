import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test'

import { adminToken } from './content-admin-helpers'

/** A vendor account made by the admin, signed in in its own browser context. */
export async function signedInVendor(browser: Browser, request: APIRequestContext) {
  const token = await adminToken()
  const vendor = { email: `vendor-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.test`, password: 'vendor-password-1' }
  const created = await request.post('/api/users', {
    headers: { Authorization: `JWT ${token}` },
    data: { ...vendor, roles: ['vendor'], _verified: true },
  })
  expect(created.ok()).toBe(true)
  const context = await browser.newContext()
  const page = await context.newPage()
  expect((await page.request.post('/api/users/login', { data: vendor })).ok()).toBe(true)
  return { vendor, context, page }
}

/** Fills the submit-tool form (on /submit-tool/form) and continues to the payment step. */
export async function fillSubmission(page: Page, values: { name: string; contactEmail?: string }) {
  await page.getByLabel('Tool Name').fill(values.name)
  await page.getByLabel('Website URL').fill('journey-submit.example.com')
  await page.getByLabel('Description').fill('Screens applicants with structured AI interviews.')
  await page.getByLabel('Target Audience').selectOption('recruiters')
  await page.getByLabel('Key Features').fill('Structured interviews\nScorecards')
  if (values.contactEmail) await page.getByLabel('Contact Email').fill(values.contactEmail)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
}

/** Opens the feature-tool form ("Get Started"), fills the tool step and presses Next. */
export async function fillPlacementTool(page: Page, toolName: string) {
  await page.getByRole('button', { name: 'Get Started' }).click()
  await page.getByLabel('Tool Name').fill(toolName)
  await page.getByLabel('Website URL').fill('journey-placement.example.com')
  await page.getByLabel('Primary Category').selectOption('HR Automation')
  await page.getByLabel('Description').fill('Automates interview scheduling and candidate follow-ups with AI.')
  await page.getByRole('button', { name: 'Next', exact: true }).click()
}

/** Walks the feature-tool form from "Get Started" through the plan step, then presses Next. */
export async function fillPlacement(page: Page, values: { toolName: string; contactEmail?: string; plan: 'Basic' | 'Premium' }) {
  await fillPlacementTool(page, values.toolName)
  if (values.contactEmail) await page.getByLabel('Email Address').fill(values.contactEmail)
  await page.getByRole('button', { name: 'Next', exact: true }).click()
  // Basic is selected to begin with.
  // The card's whole face is its radio's label (an overlay above the card's text): the radio is what a click picks.
  if (values.plan === 'Premium') await page.getByRole('radio', { name: /^Premium plan/ }).check()
  await page.getByRole('button', { name: 'Next', exact: true }).click()
}
