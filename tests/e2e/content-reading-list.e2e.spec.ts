import { expect, test } from '@playwright/test'

test('Share copies the article link and confirms with a toast', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  // Desktop Linux Chromium has no share sheet; make sure the copy fallback is what runs.
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }))
  await page.goto('/resources/ai-interview-assistants')
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/resources/ai-interview-assistants`)
})

test('Save keeps the article in the reading list across reloads and on the resources hub', async ({ page }) => {
  await page.goto('/resources/ai-interview-assistants')
  const save = page.getByRole('button', { name: 'Save' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(page.getByText('Saved to your reading list')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/resources')
  const saved = page.getByRole('region', { name: 'Saved articles' })
  await expect(saved.getByRole('link', { name: /AI Interview Assistants/ })).toHaveAttribute('href', '/resources/ai-interview-assistants')
  await saved.getByRole('button', { name: /Remove AI Interview Assistants/ }).click()
  await expect(page.getByRole('region', { name: 'Saved articles' })).toHaveCount(0)

  await page.goto('/resources/ai-interview-assistants')
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false')
})
