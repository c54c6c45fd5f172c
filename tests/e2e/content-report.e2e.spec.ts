import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { adminToken } from './content-admin-helpers'

test('a visitor reports a tool from its page and the report lands in the admin queue', async ({ page, request }) => {
  const details = `The pricing on this page no longer matches the vendor site (${randomUUID()}).`
  await page.goto('/tools/seekout')
  await page.getByRole('link', { name: 'Report this tool' }).click()
  await expect(page).toHaveURL(/\/report\?tool=seekout$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Report a Tool' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'SeekOut' })).toHaveAttribute('href', '/tools/seekout')

  // Bad input: a clear message per field and nothing sent.
  await page.getByLabel('Details').fill('too short')
  await page.getByLabel('Email (optional)').fill('not-an-email')
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByText('Choose what is wrong.')).toBeVisible()
  await expect(page.getByText('Please describe the problem in at least 10 characters.')).toBeVisible()
  await expect(page.getByText('Enter a valid email address, or leave it empty.')).toBeVisible()

  await page.getByLabel('Outdated pricing').check()
  await page.getByLabel('Details').fill(details)
  await page.getByLabel('Email (optional)').fill('reader@example.com')
  await page.getByRole('button', { name: 'Send Report' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you for your report' })).toBeVisible()

  const token = await adminToken()
  const response = await request.get('/api/reports', {
    params: { 'where[details][equals]': details, depth: '1' },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { reason: string; status: string; toolSlug: string; email: string; tool: { slug: string } }[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ reason: 'outdated_pricing', status: 'new', toolSlug: 'seekout', email: 'reader@example.com' })
  expect(docs[0]!.tool.slug).toBe('seekout')

  // The public cannot read the queue or write to it directly.
  expect((await request.get('/api/reports', { headers: { Authorization: '' } })).status()).toBe(403)
  expect((await request.post('/api/reports', { data: { reason: 'other', details: 'Straight to the API, no form.' } })).status()).toBe(403)
})

test('a report link for an unknown tool still offers the form', async ({ page }) => {
  await page.goto('/report?tool=no-such-tool')
  await expect(page.getByText(/We could not find a tool at “no-such-tool”/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send Report' })).toBeVisible()
})
