import { expect, test } from '@playwright/test'

import { createAccount } from './content-admin-helpers'
import { createToolAsAdmin, signIn } from './enrichment-helpers'

test.describe('feature-tool flow (manual billing)', () => {
  test('landing → 4 steps with on-change validation → confirmation', async ({ page }) => {
    // Four steps, a submission and the home page: several page loads.
    test.setTimeout(90_000)
    await page.goto('/feature-tool')
    await expect(page.getByRole('heading', { name: 'Feature Your Tool', level: 1 })).toBeVisible()
    await expect(page.getByText('$250', { exact: true })).toBeVisible()
    await expect(page.getByText('$500', { exact: true })).toBeVisible()
    await expect(page.getByText('RECOMMENDED')).toBeVisible()
    for (const text of ['Featured placement on homepage', 'Premium badge on listing', 'Higher ranking in search results', 'Everything in Basic', 'Featured case study', 'Detailed engagement analytics', 'Priority support']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Why Feature Your Tool?' })).toBeVisible()
    for (const title of ['Increased Visibility', 'Targeted Audience', 'Performance Insights']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Get Started' }).click()
    await expect(page.getByRole('heading', { name: 'Why Feature Your Tool?' })).toHaveCount(0)
    const progress = page.getByRole('list', { name: 'Progress' })
    for (const label of ['Tool Info', 'Contact', 'Plan', 'Payment']) await expect(progress.getByText(label)).toBeVisible()

    await expect(page.getByRole('heading', { name: 'Tell us about your tool', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
    await expect(page.getByText('https:// will be added automatically')).toBeVisible()
    await expect(page.getByLabel('Description')).toHaveAttribute('placeholder', /30-200 words/)
    const categories = await page.getByLabel('Primary Category').locator('option').allTextContents()
    expect(categories.slice(1)).toEqual([
      ...['Resume Parsing', 'Candidate Sourcing', 'Interview Automation', 'Candidate Screening', 'Job Matching', 'HR Automation', 'Applicant Tracking', 'Skill Assessment', 'Chatbots', 'Interview Intelligence', 'Job Descriptions'],
      ...['Interview Preparation', 'Resume Builder', 'Job Search', 'Career Coaching', 'Professional Development'],
      'AI Assistants',
      'Other',
    ])
    const groups = await page.getByLabel('Primary Category').locator('optgroup').evaluateAll((list) => list.map((group) => group.getAttribute('label')))
    expect(groups).toEqual(['For Recruiters', 'For Job Seekers', 'For Everyone'])

    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByText('Tool name must be at least 2 characters')).toBeVisible()
    await expect(page.getByText('Website URL is required')).toBeVisible()
    await expect(page.getByText('Please select a category')).toBeVisible()
    await expect(page.getByText('Description must be at least 30 characters')).toBeVisible()
    await page.getByLabel('Website URL').fill('nope')
    await expect(page.getByText('Please enter a valid URL')).toBeVisible()

    const name = `E2E Featured ${Date.now()}`
    await page.getByLabel('Tool Name').fill(name)
    await expect(page.getByText('Tool name must be at least 2 characters')).toHaveCount(0)
    await page.getByLabel('Website URL').fill('www.e2e-featured.example.com')
    await page.getByLabel('Primary Category').selectOption('Job Matching')
    await page.getByLabel('Description').fill('Matches candidates to open roles with explainable AI scores.')
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible()
    for (const label of ['Company Name (Optional)', 'Phone Number (Optional)', 'Tool Logo (Optional)']) await expect(page.getByLabel(label)).toBeAttached()
    await page.getByLabel('Email Address').fill('bad')
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page.getByLabel('Website URL')).toHaveValue('https://www.e2e-featured.example.com')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByLabel('Email Address').fill('e2e-featured@example.test')
    await page.getByLabel('Company Name (Optional)').fill('E2E Inc')
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    await expect(page.getByText('Select Your Plan')).toBeVisible()
    // The whole card is the radio's label: a person picks the plan by its radio.
    await page.getByRole('radio', { name: /^Premium plan/ }).check()
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Setup Payment Method' })).toBeVisible()
    await expect(page.getByText("You won't be charged until your submission is approved")).toBeVisible()
    await expect(page.getByText('No card is collected now.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0)
    const stored = await page.evaluate(() => ({ values: JSON.parse(localStorage.getItem('sponsorshipFormValues') ?? 'null') as unknown, type: localStorage.getItem('formType') }))
    expect(stored.type).toBe('sponsorship')
    expect(stored.values).toMatchObject({ toolName: name, toolUrl: 'https://www.e2e-featured.example.com', category: 'Job Matching', plan: 'premium', companyName: 'E2E Inc' })

    await page.getByRole('button', { name: 'Submit for Review' }).click()
    await expect(page.getByText('Submission received', { exact: true })).toBeVisible()
    await expect(page.getByText('Your submission is complete and pending review!', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What happens next?' })).toBeVisible()
    await expect(page.getByText('Billing starts only after approval.')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('sponsorshipFormValues'))).toBeNull()
    await page.getByRole('link', { name: 'Return to Homepage' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  // A session that can't be verified: tests/e2e/journeys/vendor.e2e.spec.ts.
  test('the thank-you page lists the next steps', async ({ page }) => {
    await page.goto('/feature-tool/thank-you')
    await expect(page.getByText('within 1-2 business days')).toBeVisible()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3)
    await expect(page.getByText('Verification Error')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toBeVisible()
  })

  test('the thank-you page clears the stored form only when it comes back with a session_id', async ({ page }) => {
    const stored = () => page.evaluate(() => [localStorage.getItem('sponsorshipFormValues'), localStorage.getItem('formType')])
    await page.goto('/feature-tool')
    await page.evaluate(() => {
      localStorage.setItem('sponsorshipFormValues', JSON.stringify({ toolName: 'Stored Placement', plan: 'premium' }))
      localStorage.setItem('formType', 'sponsorship')
    })
    await page.goto('/feature-tool/thank-you')
    await expect(page.getByText('within 1-2 business days')).toBeVisible()
    expect(await stored()).toEqual([JSON.stringify({ toolName: 'Stored Placement', plan: 'premium' }), 'sponsorship'])
    await page.goto('/feature-tool/thank-you?session_id=cs_test_returning')
    await expect(page.getByRole('heading', { name: 'Verification Error' })).toBeVisible()
    expect(await stored()).toEqual([null, null])
  })
})

test.describe('feature-tool: choosing a plan, the featured card preview, a vendor\'s own tool', () => {
  test('the plan cards are one radio group: arrow keys and clicks choose, and the form starts on the chosen plan', async ({ page }) => {
    await page.goto('/feature-tool')
    const basic = page.getByRole('radio', { name: 'Basic plan, $250 per month' })
    const premium = page.getByRole('radio', { name: 'Premium plan, $500 per month' })
    await expect(basic).toBeChecked()
    await expect(premium).not.toBeChecked()
    await basic.focus()
    await page.keyboard.press('ArrowRight')
    await expect(premium).toBeChecked()
    await expect(premium).toBeFocused()
    await expect(basic).not.toBeChecked()
    // A click anywhere on a card chooses it.
    await page.getByText('Higher ranking in search results').click({ force: true })
    await expect(basic).toBeChecked()
    await page.getByText('Priority support').click({ force: true })
    await expect(premium).toBeChecked()

    await page.getByRole('button', { name: 'Get Started' }).click()
    await page.getByLabel('Tool Name').fill(`Plan Pick ${Date.now()}`)
    await page.getByLabel('Website URL').fill('plan-pick.example.com')
    await page.getByLabel('Primary Category').selectOption('Career Coaching')
    await page.getByLabel('Description').fill('Coaches job seekers through applications with AI feedback.')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByLabel('Email Address').fill('plan-pick@example.test')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Premium plan, $500 per month' })).toBeChecked()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByText('the Premium plan ($500/month)', { exact: false })).toBeVisible()
  })

  test('the featured card preview is the directory\'s card, marked Sponsored, and follows what is typed', async ({ page }) => {
    await page.goto('/feature-tool')
    const landing = page.getByRole('figure', { name: 'Preview: your featured card' })
    await expect(landing.locator('.tool-card-name')).toHaveText('Your Tool')
    await expect(landing.getByText('Sponsored', { exact: true }).first()).toBeAttached()
    await expect(landing.locator('article.tool-card')).toHaveCount(1)

    await page.getByRole('button', { name: 'Get Started' }).click()
    const preview = page.getByRole('region', { name: 'Preview', exact: true }).getByRole('figure')
    await page.getByLabel('Tool Name').fill('Preview Pilot')
    await page.getByLabel('Primary Category').selectOption('Job Search')
    await page.getByLabel('Description').fill('Finds open roles that match your skills and tracks every application.')
    await expect(preview.locator('.tool-card-name')).toHaveText('Preview Pilot')
    await expect(preview.getByText('Job Search', { exact: true })).toBeAttached()
    await expect(preview.getByText('Finds open roles that match your skills')).toBeAttached()
    await expect(preview.getByText('Sponsored', { exact: true }).first()).toBeAttached()
    // A picture of the card: its buttons can't be reached or pressed.
    expect(await preview.locator('[inert]').count()).toBe(1)
  })

  test('a signed-in vendor picks a tool they own: its card is previewed and the request is for that listing', async ({ page, request }) => {
    const vendor = await createAccount(request, 'vendor')
    const login = await request.post('/api/users/login', { data: vendor })
    const userId = ((await login.json()) as { user: { id: number } }).user.id
    const name = `Owned Pick ${Date.now().toString(36)}`
    const tool = await createToolAsAdmin(request, { name, description: 'Schedules interviews across time zones with one AI assistant.', sourceUrl: 'https://owned-pick.example.com', createdBy: userId })
    await signIn(page, vendor)

    await page.goto('/feature-tool')
    const landing = page.getByRole('figure', { name: 'Preview: your featured card' })
    await expect(landing.locator('.tool-card-name')).toHaveText(name)
    await page.getByRole('button', { name: 'Get Started' }).click()
    const owned = page.getByRole('group', { name: 'Which tool do you want to feature?' })
    await owned.getByText(name).click()
    await expect(page.getByLabel('Tool Name')).toHaveValue(name)
    await expect(page.getByLabel('Tool Name')).toHaveAttribute('readonly', '')
    await expect(page.getByLabel('Website URL')).toHaveValue('https://owned-pick.example.com')
    await expect(page.getByLabel('Description')).toHaveValue('Schedules interviews across time zones with one AI assistant.')
    await page.getByLabel('Primary Category').selectOption('Interview Automation')
    await expect(page.getByRole('region', { name: 'Preview', exact: true }).locator('.tool-card-name')).toHaveText(name)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByLabel('Email Address').fill(vendor.email)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.getByRole('button', { name: 'Submit for Review' }).click()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible()

    // The vendor reads their own request as their browser would send it: Payload takes a session
    // cookie only with Sec-Fetch-Site (or Origin).
    const placements = await page.request.get('/api/sponsorships', { params: { 'where[toolName][equals]': name, depth: '0' }, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(placements.status()).toBe(200)
    const { docs } = (await placements.json()) as { docs: { tool: number | null; toolName: string }[] }
    expect(docs).toHaveLength(1)
    expect(docs[0]?.tool).toBe(tool.id)

    // "A new tool" gives the typed fields back.
    await page.goto('/feature-tool')
    await page.getByRole('button', { name: 'Get Started' }).click()
    await page.getByRole('group', { name: 'Which tool do you want to feature?' }).getByText(name).click()
    await page.getByRole('group', { name: 'Which tool do you want to feature?' }).getByText('A new tool', { exact: true }).click()
    await expect(page.getByLabel('Tool Name')).toHaveValue('')
    await expect(page.getByLabel('Tool Name')).not.toHaveAttribute('readonly', '')
  })
})
