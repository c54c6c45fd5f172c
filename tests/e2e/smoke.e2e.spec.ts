import { expect, test } from '@playwright/test'

test('the home page lists seeded tools', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Find the Perfect AI Tool for Your Recruiting Stack' })).toBeVisible()
  await expect(page.getByTestId('results-summary')).toHaveText(/Showing 1-24 of \d+ tools/)
  await expect(page.getByRole('list', { name: 'Tools' }).locator(':scope > li')).toHaveCount(24)
})

test('/admin shows the Payload login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByLabel(/email/i)).toBeVisible()
  await expect(page.getByLabel(/password/i).first()).toBeVisible()
})

test('the admin signs in to /admin and browses the collections', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(process.env.ADMIN_EMAIL ?? 'admin@e2e.test')
  await page.getByLabel(/password/i).first().fill(process.env.ADMIN_PASSWORD ?? 'e2e-admin-password')
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.goto('/admin/collections/tools?search=SeekOut')
  await expect(page.getByRole('link', { name: 'SeekOut' })).toBeVisible()
  await page.goto('/admin/collections/categories?search=Interview')
  await expect(page.getByRole('link', { name: 'Interview Preparation' })).toBeVisible()
})
