import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { mailTo } from '../../helpers/smtp-mailbox'
import { linkIn } from '../../helpers/smtp-message'

/**
 * A visitor becomes a user: signs up from an upvote, confirms the address, comes back to the tool,
 * upvotes and takes it back; then uses the site at another of its addresses, where signed-in
 * actions work just the same, and finds the buttons waiting until their own state is known.
 */

test('a visitor signs up from an upvote, comes back to the tool and upvotes it', async ({ page, browser, baseURL }) => {
  const email = `voter-${randomUUID().slice(0, 12)}@example.test`
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('voter-pass')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText("We've sent you a confirmation link to verify your account.")).toBeVisible()
  await page.goto(linkIn(await mailTo(email, 'Confirm your HireStack account'), '/auth/verify').toString())
  await page.getByRole('button', { name: 'Verify my email' }).click()
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()

  await page.goto('/tools/seekout')
  const upvote = page.locator('[data-upvote-tool="seekout"]').first()
  const before = await upvote.getByText(/\d+ upvotes?$/).textContent()
  const start = Number(before?.split(' ')[0])
  await upvote.getByRole('button', { name: 'Upvote' }).click()
  await expect(page.getByText('Authentication required')).toBeVisible()
  await expect(page.getByText('Please sign in to upvote tools')).toBeVisible()
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Ftools%2Fseekout$/)

  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('voter-pass')
  await page.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/tools\/seekout$/)

  const button = page.locator('[data-upvote-tool="seekout"]').first()
  await button.getByRole('button', { name: 'Upvote' }).click()
  await expect(page.getByText('Tool upvoted successfully!')).toBeVisible()
  await expect(button.getByRole('button', { name: 'Upvoted' })).toHaveAttribute('aria-pressed', 'true')
  const label = (count: number) => `${count} ${count === 1 ? 'upvote' : 'upvotes'}`
  await expect(button.getByText(label(start + 1))).toBeVisible()

  // The count is part of the cached page, expired when the write commits (announced to every
  // instance within milliseconds of the answer): reload until the new page shows.
  const reloaded = page.locator('[data-upvote-tool="seekout"]').first()
  await expect(async () => {
    await page.reload()
    await expect(reloaded.getByText(label(start + 1))).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 3_000 })
  await expect(reloaded.getByRole('button', { name: 'Upvoted' })).toBeVisible()

  await reloaded.getByRole('button', { name: 'Upvoted' }).click()
  await expect(page.getByText('Upvote removed successfully')).toBeVisible()
  await expect(reloaded.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'false')
  await expect(reloaded.getByText(label(start))).toBeVisible()

  await page.goto('/account')
  await expect(page.getByText("You haven't upvoted any tools yet.")).toBeVisible()

  // The same site at another of its addresses (here localhost beside 127.0.0.1, as www beside the
  // bare domain): signed in there, the visitor's actions are theirs, not "Authentication required".
  const other = new URL(baseURL!)
  other.hostname = 'localhost'
  const elsewhere = await browser.newContext({ baseURL: other.origin })
  const there = await elsewhere.newPage()
  await there.goto('/auth?returnTo=%2Ftools%2Fseekout')
  await there.getByLabel('Email').fill(email)
  await there.getByLabel('Password').fill('voter-pass')
  await there.getByRole('button', { name: 'Sign in', exact: true }).last().click()
  await expect(there).toHaveURL(`${other.origin}/tools/seekout`)
  const upvoteThere = there.locator('[data-upvote-tool="seekout"]').first()
  await upvoteThere.getByRole('button', { name: 'Upvote' }).click()
  await expect(there.getByText('Tool upvoted successfully!')).toBeVisible()
  await expect(upvoteThere.getByText(label(start + 1))).toBeVisible()
  await there.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(there.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(there.getByText('Authentication required')).toHaveCount(0)

  // Until the visitor's own upvotes have loaded, the button can't tell an upvote from taking one
  // back: it waits, and shows the state once known.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await there.route('**/me/upvotes', async (route) => {
    await held
    await route.continue()
  })
  await there.reload()
  const waiting = there.locator('[data-upvote-tool="seekout"]').first().getByRole('button')
  await expect(waiting).toBeDisabled()
  release()
  await expect(waiting).toBeEnabled()
  await expect(waiting).toHaveAccessibleName('Upvoted')
  await expect(waiting).toHaveAttribute('aria-pressed', 'true')
  await elsewhere.close()
})
