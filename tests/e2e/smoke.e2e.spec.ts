import { expect, test } from '@playwright/test'

test('the home page lists seeded tools', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Find the Perfect AI Tool for Your Recruiting Stack' })).toBeVisible()
  await expect(page.getByText('Affinda', { exact: true }).first()).toBeVisible()
})

test('/admin shows the Payload login', async ({ page }) => {
  await page.goto('/admin')
  await expect(page.getByLabel(/email/i)).toBeVisible()
  await expect(page.getByLabel(/password/i).first()).toBeVisible()
})
