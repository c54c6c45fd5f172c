import { expect, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'
import { createToolAsAdmin, signIn } from './enrichment-helpers'
import { runSql } from './run-database'

/** A real 64x64 PNG (made with sharp), so the logo goes through sharp like any upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoUlEQVR4nO2SQQkAQRDDqu6+9S8gPlbEPcJAoQKS0PTj9KITdALoFbsLcXfRCToB9Irdhbi76ASdAHrF7kLcXXSCTgC9Ynch7i46QSeAXrG7EHcXnaATQK/YXYi7i07QCaBX7C7E3UUn6ATQK3YX4u6iE3QC6BW7C3F30Qk6AfSK3YW4u+gEnQB6xe5C3F10gk4AvWJ3Ie4uOkEngF7xz4UeNvShWmu5tU8AAAAASUVORK5CYII=',
  'base64',
)

test.describe('submit-tool flow (manual billing)', () => {
  test('landing → form → manual billing step → thank-you, with every validation message', async ({ page }) => {
    await page.goto('/submit-tool')
    await expect(page.getByRole('heading', { name: 'Submit Your AI Tool' })).toBeVisible()
    await expect(page.getByText('one-time $97 fee', { exact: false })).toBeVisible()
    for (const title of ['Quality Audience', 'Professional Curation', 'Ongoing Exposure']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await page.getByRole('link', { name: 'Submit My Tool' }).click()
    await expect(page).toHaveURL(/\/submit-tool\/form$/)

    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    for (const message of [
      'Tool name is required',
      'Website URL is required',
      'Description is required',
      'Target audience is required',
      'Key features are required',
      'Contact email is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await page.getByLabel('Website URL').fill('not a url')
    await page.getByLabel('Contact Email').fill('not-an-email')
    await expect(page.getByText('Please enter a valid website URL', { exact: true })).toBeVisible()
    await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible()

    const name = `E2E Submit ${Date.now()}`
    await page.getByLabel('Tool Name').fill(name)
    await page.getByLabel('Website URL').fill('e2e-submit.example.com')
    await page.getByLabel('Description').fill('Schedules interviews automatically with AI.')
    await page.getByLabel('Target Audience').selectOption('recruiters')
    await page.getByLabel('Key Features').fill('Auto scheduling\nCalendar sync')
    await page.getByLabel('Contact Email').fill('e2e-submit@example.test')
    await page.getByLabel('Tool Logo (Optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByAltText('Logo preview')).toBeVisible()
    await page.getByRole('button', { name: 'Remove logo' }).click()
    await expect(page.getByAltText('Logo preview')).toHaveCount(0)
    await page.getByLabel('Tool Logo (Optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await expect(page.getByAltText('Logo preview')).toBeVisible()
    await page.getByRole('button', { name: 'Continue to Payment' }).click()

    await expect(page.getByText('No card is collected now.')).toBeVisible()
    await expect(page.getByText(/You won't be charged until your submission is approved/)).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('toolSubmissionValues') ?? 'null') as { logo: { id: number } })
    expect(stored).toMatchObject({ name, website: 'https://e2e-submit.example.com', audience: 'recruiters', contactEmail: 'e2e-submit@example.test' })
    expect(stored.logo.id).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Submit for Review' }).click()
    // Manual billing saved no card, so the toast's title says what happened (docs/payments.md).
    await expect(page.getByText('Submission received', { exact: true })).toBeVisible()
    const shown = Date.now()
    await expect(page.getByText("Your submission is complete and pending review. We'll notify you once it's approved!")).toBeVisible()
    await expect(page.getByText('Your submission is saved. Taking you to the confirmation page…')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit for Review' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Edit submission' })).toHaveCount(0)
    // The thank-you page follows after 2 seconds, not at once, so the success message is read first.
    await page.waitForTimeout(Math.max(0, 1_000 - (Date.now() - shown)))
    expect(new URL(page.url()).pathname).toBe('/submit-tool/form')
    await page.waitForURL(/\/submit-tool\/thank-you$/, { timeout: 8_000 })
    expect(Date.now() - shown).toBeGreaterThanOrEqual(1_500)
    await expect(page.getByRole('heading', { name: 'Thank You for Your Submission!' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the thank-you page sends visitors without saved values back to the form', async ({ page }) => {
    await page.goto('/submit-tool/thank-you')
    await expect(page).toHaveURL(/\/submit-tool\/form$/)
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible()
  })

  test('a card setup that came back from a failed redirect returns to the filled form with "Payment setup failed"', async ({ page }) => {
    await page.goto('/submit-tool/form')
    await page.evaluate(() =>
      localStorage.setItem(
        'toolSubmissionValues',
        JSON.stringify({ name: 'Redirected Tool', website: 'https://redirected.example.com', description: 'd', audience: 'other', features: 'f', contactEmail: 'r@example.test' }),
      ),
    )
    await page.goto('/submit-tool/thank-you?setup_intent=seti_test_redirect&redirect_status=failed')
    await expect(page.getByText('Payment setup failed', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/submit-tool\/form$/)
    await expect(page.getByLabel('Tool Name')).toHaveValue('Redirected Tool')
  })

  test('saved values refill the form', async ({ page }) => {
    await page.goto('/submit-tool/form')
    await page.evaluate(() =>
      localStorage.setItem(
        'toolSubmissionValues',
        JSON.stringify({ name: 'Stored Tool', website: 'https://stored.example.com', description: 'd', audience: 'other', features: 'f', contactEmail: 's@example.test' }),
      ),
    )
    await page.reload()
    await expect(page.getByLabel('Tool Name')).toHaveValue('Stored Tool')
    await expect(page.getByLabel('Target Audience')).toHaveValue('other')
  })
})

test.describe('the vendor pages sell with measured figures, an example listing, the review timeline and answers', () => {
  const figures = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'The directory in figures' })
  const figure = (page: import('@playwright/test').Page, label: string) => figures(page).locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')

  test('the landing shows the tools listed, an example listing, the steps with their timing and an FAQ', async ({ page }) => {
    await page.goto('/submit-tool')
    expect(Number((await figure(page, 'AI tools listed').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(150)
    const example = page.getByRole('region', { name: 'What your listing looks like' })
    await expect(example.locator('article.tool-card')).toHaveCount(1)
    await expect(example.getByText('Sponsored')).toHaveCount(0)
    const steps = page.getByRole('region', { name: 'From submission to listing' })
    await expect(steps.getByRole('listitem')).toHaveCount(4)
    await expect(steps.getByText('within 1-2 business days')).toBeVisible()
    const faq = page.getByRole('region', { name: 'Questions tool makers ask' })
    await faq.getByText('When is the $97 charged?').click()
    await expect(faq.getByText('A declined submission costs nothing.', { exact: false })).toBeVisible()
  })

  test('traffic figures stay hidden until they exceed what one address could add in 30 days, then show the measured sums', async ({ page, request }) => {
    // Signed in, the page passes the cache tier and is rendered from the counts as they are now.
    await signIn(page, await createAccount(request, 'user'))
    for (const path of ['/submit-tool', '/feature-tool']) {
      await page.goto(path)
      await expect(figure(page, 'AI tools listed')).toBeVisible()
      await expect(figures(page).getByText(/in the last 30 days/)).toHaveCount(0)
      await expect(figures(page).getByText('Traffic figures appear once they are larger than a single visitor address could add on its own.', { exact: false })).toBeVisible()
    }

    const day = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10)
    // A tool of its own, so no other spec's tool gains counts it would read.
    const { id } = await createToolAsAdmin(request, { name: `Audience ${Date.now().toString(36)}` })
    const added = { views: 3_200, clicks: 1_600 }
    await runSql(
      `INSERT INTO tool_stats (tool_id, day, views, clicks, updated_at, created_at) VALUES ($1, $2, $3, $4, now(), now())
       ON CONFLICT (tool_id, day) DO UPDATE SET views = tool_stats.views + EXCLUDED.views, clicks = tool_stats.clicks + EXCLUDED.clicks`,
      [id, day, added.views, added.clicks],
    )
    try {
      for (const path of ['/submit-tool', '/feature-tool']) {
        await page.goto(path)
        const views = Number((await figure(page, 'Tool page views in the last 30 days').textContent())?.replace(/,/g, ''))
        const clicks = Number((await figure(page, 'Clicks to vendor websites in the last 30 days').textContent())?.replace(/,/g, ''))
        expect(views).toBeGreaterThanOrEqual(added.views)
        expect(clicks).toBeGreaterThanOrEqual(added.clicks)
        await expect(figures(page).getByText('Traffic figures appear once', { exact: false })).toHaveCount(0)
      }
    } finally {
      await runSql('UPDATE tool_stats SET views = views - $3, clicks = clicks - $4 WHERE tool_id = $1 AND day = $2', [id, day, added.views, added.clicks])
    }
  })
})
