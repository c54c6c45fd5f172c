import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { mailTo } from '../helpers/smtp-mailbox'
import { adminToken, createAccount } from './content-admin-helpers'
import { createToolAsAdmin } from './enrichment-helpers'
import { runSql } from './run-database'

const SHOTS = 'tests/e2e/.artifacts/follows'
const CATEGORY_PAGE = '/categories/recruiter/candidate-sourcing'

/** Queues the daily digest now, as its 08:00 schedule would: a job row the app's runner picks up. */
async function runDigestJob() {
  await runSql(`INSERT INTO payload_jobs (input, task_slug, queue) VALUES ('{}', 'sendFollowDigests', 'default')`)
}

test('a member follows a category, gets one digest mail after a tool in it is approved, and turns it off in one click', async ({ page, request }) => {
  test.setTimeout(180_000)
  // The button asks /me/follows once it is live (hydrated): wait for that before clicking.
  await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/me/follows'), page.goto(CATEGORY_PAGE)])
  const follow = page.getByRole('button', { name: 'Follow', exact: true })
  await expect(follow).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByText('Get a daily e-mail when tools are added to Candidate Sourcing.')).toBeVisible()
  await follow.click()
  await expect(page.getByText('Please sign in to follow')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcategories%2Frecruiter%2Fcandidate-sourcing$/)

  const account = await createAccount(request, 'user')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page).toHaveURL(new RegExp(`${CATEGORY_PAGE}$`))
  await follow.click()
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true')

  // An editor approves a new tool in the category; the daily job mails it.
  const categories = await request.get('/api/categories?where[slug][equals]=candidate-sourcing&depth=0', { headers: { Authorization: `JWT ${await adminToken()}` } })
  const categoryId = ((await categories.json()) as { docs: { id: number }[] }).docs[0]!.id
  const toolName = `Digest Scout ${randomUUID().slice(0, 6)}`
  const tool = await createToolAsAdmin(request, { name: toolName, description: 'Finds passive candidates.', category: categoryId })
  await runDigestJob()
  const mail = await mailTo(account.email, '1 new tool in what you follow on HireStack', 30_000)
  expect(mail.text).toContain(toolName)
  expect(mail.text).toContain('New in Candidate Sourcing')
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const toolLink = new URL(/href="([^"]*\/tools\/[^"]+)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&'))
  expect(toolLink.pathname).toBe(`/tools/${tool.slug}`)
  const unsubscribe = new URL(/href="([^"]*\/account\/digest\/unsubscribe\?[^"]+)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&'))

  // The account page lists the follow; the mailed link's page asks first (its GET changes nothing).
  await page.goto('/account')
  const follows = page.getByRole('region', { name: 'Categories and integrations you follow' })
  await expect(follows.getByRole('link', { name: /Candidate Sourcing/ })).toBeVisible()
  await expect(follows.getByText('The daily digest is on.')).toBeVisible()
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`)
  await expect(page.getByRole('heading', { name: 'Stop the follow digest?' })).toBeVisible()
  await page.goto('/account')
  await expect(follows.getByText('The daily digest is on.')).toBeVisible()
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`)
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/unsubscribe-${width}.png` })
  }
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: 'The digest is off' })).toBeVisible()
  await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`)
  await expect(page.getByRole('heading', { name: 'The digest is already off' })).toBeVisible()

  await page.goto('/account')
  await expect(follows.getByText('The daily digest is off: you get no e-mails about what you follow.')).toBeVisible()
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await follows.scrollIntoViewIfNeeded()
    await follows.screenshot({ path: `${SHOTS}/account-follows-${width}.png` })
    await page.goto(CATEGORY_PAGE)
    await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/category-${width}.png` })
    await page.goto('/account')
  }
  await follows.getByRole('button', { name: 'Turn the digest on' }).click()
  await expect(follows.getByText('The daily digest is on.')).toBeVisible()
  await follows.getByRole('button', { name: 'Unfollow Candidate Sourcing' }).click()
  await expect(follows.getByText("You don't follow anything yet.", { exact: false })).toBeVisible()
  await page.goto(CATEGORY_PAGE)
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveAttribute('aria-pressed', 'false')
})

test('an integration listing has the same Follow button', async ({ page, request }) => {
  const account = await createAccount(request, 'user')
  expect((await page.request.post('/api/users/login', { data: account })).ok()).toBe(true)
  await Promise.all([page.waitForResponse((response) => new URL(response.url()).pathname === '/me/follows'), page.goto('/integrations/greenhouse')])
  await page.getByRole('button', { name: 'Follow', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/account')
  await expect(page.getByRole('region', { name: 'Categories and integrations you follow' }).getByRole('link', { name: /Greenhouse/ })).toBeVisible()
  await page.goto('/integrations/greenhouse')
  await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible()
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/integration-${width}.png` })
  }
})
