import { expect, test } from '@playwright/test'

/**
 * Recruiter-grade facts as a person sees them: the tool page's Integrations, Pricing
 * and Compliance & security with the verified line; an integration chip leading to the tools
 * that integrate with it; compare's fact rows with their differences; an unknown integration 404s.
 */
test.describe('facts on the tool page', () => {
  test('Gem states its integrations, pricing and compliance, Unknown where nobody has a source', async ({ page }) => {
    expect((await page.goto('/tools/gem'))?.status()).toBe(200)
    const integrations = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Integrations', exact: true }) })
    await expect(integrations.getByRole('link').first()).toHaveAttribute('href', /^\/integrations\/[a-z0-9-]+$/)

    const compliance = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Compliance & security' }) })
    const soc2 = compliance.getByRole('row').filter({ hasText: 'SOC 2 Type II' })
    await expect(soc2.getByText('Yes', { exact: true })).toBeVisible()
    await expect(soc2.getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://www.gem.com/security')
    await expect(compliance.getByRole('row')).toHaveCount(7)
    await expect(compliance.getByRole('row').filter({ hasText: 'ISO 27001' }).getByText('Unknown', { exact: true })).toBeVisible()
    await expect(compliance.getByRole('row').filter({ hasText: 'NYC LL144 bias audit published' }).getByText('Unknown', { exact: true })).toBeVisible()

    const pricing = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Pricing', exact: true }) })
    await expect(pricing.getByText('Custom quote')).toBeVisible()
    await expect(pricing.getByText('Not published')).toBeVisible()

    await expect(page.getByTestId('verified-line')).toHaveText(/^Facts not yet verified · listed [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
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

  test('shows each fact row, marks the rows that differ, and fits a phone', async ({ page }) => {
    await page.goto('/compare?tools=gem,peoplegpt')
    const row = (label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) })
    const soc2 = row('SOC 2 Type II')
    await expect(soc2.getByText('Differs')).toBeVisible()
    await expect(soc2.getByRole('cell').nth(0).getByText('Yes', { exact: true })).toBeVisible()
    await expect(soc2.getByRole('cell').nth(0).getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://www.gem.com/security')
    await expect(soc2.getByRole('cell').nth(1).getByText('Unknown', { exact: true })).toBeVisible()
    for (const label of ['Pricing model', 'Starting price', 'Free tier', 'Free trial', 'Integrations', 'ISO 27001', 'EU AI Act statement']) {
      await expect(row(label)).toHaveCount(1)
    }
    const verified = row('Facts verified')
    await expect(verified.getByRole('cell')).toHaveText(['Not yet verified', 'Not yet verified'])
    await expect(verified.getByText('Differs')).toHaveCount(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })
})
