import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { mailTo } from '../helpers/smtp-mailbox'
import { ADMIN, createAccount, signInToAdmin } from './content-admin-helpers'
import { createToolAsAdmin } from './enrichment-helpers'

const SHOTS = 'tests/e2e/.artifacts/moderation'

test("an editor's first admin screen lists the queues they work with counts and ages, and a new review mails them", async ({ page, request }) => {
  test.setTimeout(150_000)
  const editor = await createAccount(request, 'editor')
  const member = await createAccount(request, 'user')
  const tool = await createToolAsAdmin(request, { name: `Queue Tool ${randomUUID().slice(0, 6)}` })
  const title = `Waiting review ${randomUUID().slice(0, 6)}`
  const login = await request.post('/api/users/login', { data: member })
  const token = ((await login.json()) as { token: string }).token
  const created = await request.post('/api/reviews', {
    data: { tool: tool.id, rating: 4, role: 'recruiter', title, body: 'It found strong candidates for two hard roles within a week.' },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status(), await created.text()).toBe(201)

  const mail = await mailTo(editor.email, `New review waiting: ${title}`, 30_000)
  expect(mail.text).toContain(`"${title}" is waiting for an editor in Reviews.`)

  await signInToAdmin(page, editor)
  await page.goto('/admin')
  const queues = page.getByRole('region', { name: 'Waiting for an editor' })
  await expect(queues.getByRole('rowheader')).toHaveText(['Reviews', 'Review reports', 'Change proposals', 'Claims', 'Case study requests'])
  const reviews = queues.getByRole('row').filter({ has: page.getByRole('link', { name: 'Reviews', exact: true }) })
  await expect(reviews.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/)
  await expect(reviews.getByRole('cell').last()).toHaveText(/^(under a minute|\d+ (minute|hour|day)s?)$/)
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/editor-dashboard-${width}.png` })
  }
  await reviews.getByRole('link', { name: 'Reviews', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/reviews\?/)
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  // The admin works every queue.
  await page.context().clearCookies()
  await signInToAdmin(page, ADMIN)
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Waiting for an editor' }).getByRole('rowheader')).toHaveText([
    'Submissions',
    'Featured placements',
    'Reviews',
    'Review reports',
    'Tool reports',
    'Change proposals',
    'Claims',
    'Case study requests',
  ])
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png` })
})
