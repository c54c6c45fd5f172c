import { expect, test } from '@playwright/test'

/**
 * Recruiter-grade facts as a person sees them: the tool page's Integrations, Pricing
 * and Compliance & security, each known fact a row and the undisclosed ones named once; an
 * integration chip leading to the tools that integrate with it; compare's rows known for some tool,
 * with their differences; an unknown integration 404s.
 */
test.describe('facts on the tool page', () => {
  test('Gem states its integrations, pricing and compliance, and names once what the vendor does not disclose', async ({ page }) => {
    expect((await page.goto('/tools/gem'))?.status()).toBe(200)
    const integrations = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Integrations', exact: true }) })
    await expect(integrations.getByRole('link').first()).toHaveAttribute('href', /^\/integrations\/[a-z0-9-]+$/)

    const compliance = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Compliance & security' }) })
    const soc2 = compliance.getByRole('row').filter({ hasText: 'SOC 2 Type II' })
    await expect(soc2.getByText('Yes', { exact: true })).toBeVisible()
    await expect(soc2.getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://www.gem.com/security')
    // Only the stated kind is a row; the six others are named once.
    await expect(compliance.getByRole('row')).toHaveCount(1)
    await expect(compliance.getByTestId('undisclosed-note')).toHaveText(
      'ISO 27001, GDPR DPA offered, NYC LL144 bias audit published, EU AI Act statement, EEOC adverse-impact testing and Accessibility (WCAG): not disclosed by the vendor.',
    )

    const pricing = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Pricing', exact: true }) })
    await expect(pricing.getByText('Custom quote')).toBeVisible()
    await expect(pricing.locator('dt')).toHaveText(['Pricing model', 'Contact sales'])
    await expect(pricing.getByTestId('undisclosed-note')).toHaveText('Starting price, free tier and free trial: not disclosed by the vendor.')

    // The header shows what is known: no review yet and no check yet are not announced there.
    const hero = page.locator('main header')
    await expect(hero.getByText('No reviews yet')).toHaveCount(0)
    await expect(hero.getByTestId('verified-line')).toHaveCount(0)
    await expect(hero.locator('[data-upvote-tool="gem"]').getByRole('button', { name: 'Upvote' })).toBeVisible()
    await expect(hero.locator('[data-upvote-tool="gem"]').getByText(/^\d+ upvotes?$/)).toBeVisible()
    // The invitation to review sits in the reviews section.
    await expect(page.getByRole('region', { name: 'Reviews' }).getByText('Used Gem? Be the first to review it.')).toBeVisible()
    await expect(page.locator('main')).not.toContainText(/\bUnknown\b|N\/A|Not listed yet|Unable to load/)
  })

  test('a free tool with few facts shows what is known, no "Unknown" and no empty Integrations section', async ({ page }) => {
    await page.goto('/tools/welcome-to-the-jungle')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main')).not.toContainText(/\bUnknown\b|N\/A|Not listed yet|No reviews yet|not yet verified/)
    await expect(page.getByRole('heading', { name: 'Integrations', exact: true })).toHaveCount(0)
    const compliance = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Compliance & security' }) })
    await expect(compliance.getByTestId('undisclosed-note')).toHaveText('Compliance: not disclosed by the vendor.')
  })

  test('an integration chip leads to the tools that integrate with it', async ({ page }) => {
    await page.goto('/tools/peoplegpt')
    const integrations = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Integrations', exact: true }) })
    await integrations.getByRole('link', { name: 'Greenhouse', exact: true }).click()
    await expect(page).toHaveURL(/\/integrations\/greenhouse$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tools that integrate with Greenhouse' })).toBeVisible()
    await expect(page.getByText('ATS', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: /Greenhouse website/ })).toHaveAttribute('href', 'https://www.greenhouse.com/')
    await expect(page.getByRole('heading', { level: 2, name: 'PeopleGPT' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'PeopleGPT' }).first()).toHaveAttribute('href', '/tools/peoplegpt')
  })

  test('an unknown integration is a 404', async ({ page }) => {
    const response = await page.goto('/integrations/no-such-integration-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
  })
})

test.describe('compare', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('shows the rows known for either tool, marks those that differ, says "Not disclosed" where one is unknown, and fits a phone', async ({ page }) => {
    await page.goto('/compare?tools=gem,peoplegpt')
    const row = (label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) })
    const soc2 = row('SOC 2 Type II')
    await expect(soc2.getByText('Differs')).toBeVisible()
    await expect(soc2.getByRole('cell').nth(0).getByText('Yes', { exact: true })).toBeVisible()
    await expect(soc2.getByRole('cell').nth(0).getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://www.gem.com/security')
    await expect(soc2.getByRole('cell').nth(1)).toHaveText('Not disclosed')
    await expect(row('Free tier').getByRole('cell')).toHaveText(['Not disclosed', 'Yes'])
    await expect(row('Pricing model').getByRole('cell')).toHaveText(['Custom quote', 'Not disclosed'])
    for (const label of ['Pricing model', 'Free tier', 'Integrations', 'SOC 2 Type II']) await expect(row(label)).toHaveCount(1)
    // Known for neither tool: no row at all.
    for (const label of ['Starting price', 'Free trial', 'ISO 27001', 'EU AI Act statement', 'Facts verified', 'Rating']) await expect(row(label)).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Tool comparison' })).not.toContainText(/\bUnknown\b|N\/A/)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
