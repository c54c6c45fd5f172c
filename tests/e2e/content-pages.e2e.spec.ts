import { expect, test } from '@playwright/test'

test('old help and blog addresses redirect permanently', async ({ page, request }) => {
  for (const [from, to] of [
    ['/help', '/help-center'],
    ['/blog', '/resources'],
    ['/blog/some-old-post', '/resources'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers().location, from).toBe(to)
  }
  await page.goto('/blog/anything/nested')
  await expect(page).toHaveURL(/\/resources$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
})

test('the privacy policy has every section and the contact address', async ({ page }) => {
  await page.goto('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText(/This Privacy Policy explains what personal information/)).toBeVisible()
  for (const heading of [
    'Information We Collect',
    'How We Use Your Information',
    'Data Security',
    'Cookies',
    'Third-Party Links',
    'Changes to This Policy',
    'Contact Us',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  }
  for (const topic of ['Account creation', 'Newsletter', 'Contact', 'Surveys']) {
    await expect(page.getByRole('heading', { level: 3, name: topic, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'hello@hirestack.io' })).toHaveAttribute('href', 'mailto:hello@hirestack.io')
})

test('the help center FAQ opens and closes, and links to support', async ({ page }) => {
  await page.goto('/help-center')
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible()
  const submit = page.locator('details', { hasText: 'How do I submit a tool' })
  const answer = submit.getByText(/one-time fee of \$97/)
  await expect(answer).toBeHidden()
  await submit.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await expect(submit.getByRole('link', { name: 'Submit a Tool' })).toHaveAttribute('href', '/submit-tool')
  await submit.locator('summary').click()
  await expect(answer).toBeHidden()

  await page.locator('summary', { hasText: 'How are tools verified' }).click()
  await expect(page.getByText(/reviewed manually by a person/)).toBeVisible()
  await page.locator('summary', { hasText: 'How can I feature my tool' }).click()
  await expect(page.getByText(/\$250 per month/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:hello@hirestack.io')
})

test('the review process lists the seven criteria and invites reports', async ({ page }) => {
  await page.goto('/review-process')
  await expect(page.getByRole('heading', { level: 1, name: 'Our Review Process' })).toBeVisible()
  const criteria = page.locator('main ol > li')
  await expect(criteria).toHaveCount(7)
  for (const title of [
    'Clear value proposition',
    'Real AI, if AI is claimed',
    'Credibility',
    'Usability',
    'Utility',
    'Differentiation',
    'Social proof',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  }
  await expect(criteria.last().getByText('Optional', { exact: true })).toBeVisible()
  await expect(page.getByText(/broken link, misleading information/)).toBeVisible()
  await page.getByRole('link', { name: 'Report a Tool' }).click()
  await expect(page).toHaveURL(/\/report$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Report a Tool' })).toBeVisible()
})
