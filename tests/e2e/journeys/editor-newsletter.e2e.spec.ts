import { randomUUID } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { mailTo } from '../../helpers/smtp-mailbox'
import { linkIn } from '../../helpers/smtp-message'
import { createAccount, signInToAdmin } from '../content-admin-helpers'
import { runSql } from '../run-database'

const CONFIRM_SUBJECT = 'Confirm your HireStack newsletter subscription'
const NOTE = 'Finds passive candidates across 45 platforms.'
/**
 * Confirmed readers added for the stopped send: the queue mails 100 per batch and runs a batch
 * every 2 s, so a send to this many is still going when the editor stops it.
 */
const CROWD = 1000

/**
 * Waits, as an editor pausing would, until the Tool card's values are in the document. Payload's
 * block keeps them in a form of its own and hands them to the Lexical editor after a form-state
 * round trip to the server; a value typed while that round trip is in flight may never be handed
 * over, and the richText field copies the editor's state into the document in idle time
 * (docs/newsletter.md). So: poll the editor's own state (Lexical keeps the editor on its root
 * element) for the block holding every expected value, then let one idle period pass.
 */
async function blockInDocument(admin: Page, patterns: RegExp[]) {
  await admin.waitForFunction((sources) => {
    const root = document.querySelector<HTMLElement & { __lexicalEditor?: { getEditorState(): { toJSON(): unknown } } }>('[data-lexical-editor="true"]')
    const state = JSON.stringify(root?.__lexicalEditor?.getEditorState().toJSON() ?? null)
    return sources.every((source) => new RegExp(source).test(state))
  }, patterns.map((pattern) => pattern.source), { timeout: 30_000 })
  await admin.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))))
}

test('a visitor confirms by the mailed button; an editor composes, tests and sends an issue; its unsubscribe link works; a send is stopped midway', async ({ page, browser, request }) => {
  test.setTimeout(240_000)
  const email = `issue-reader-${randomUUID().slice(0, 12)}@example.test`
  const subject = `This week in AI recruiting ${randomUUID().slice(0, 8)}`

  // The visitor subscribes: nothing is sent to them but the confirmation.
  await page.goto('/newsletter')
  // A submit before hydration would be a plain form GET: wait for the page's scripts.
  await page.waitForLoadState('networkidle')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText("Thanks for subscribing! We'll keep you updated.")).toBeVisible()
  await expect(page.getByText('Check your inbox and confirm your address')).toBeVisible()
  const confirmation = await mailTo(email, CONFIRM_SUBJECT)
  const confirmLink = linkIn(confirmation, '/newsletter/confirm').toString()

  // Opening the link (twice, as a mail scanner and then the reader) only asks; the button confirms.
  await page.goto(confirmLink)
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible()
  await page.goto(confirmLink)
  await expect(page.getByText(`Start the weekly HireStack newsletter at ${email}.`)).toBeVisible()
  await page.getByRole('button', { name: 'Confirm my subscription' }).click()
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible()
  await page.goto('/newsletter/confirm?token=not-a-real-token-at-all')
  await expect(page.getByRole('heading', { name: 'Confirmation failed' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/newsletter')

  // An editor composes the issue in the admin's Lexical editor, with a Tool card from the slash menu.
  const editor = await createAccount(request, 'editor')
  const admin = await browser.newPage()
  await signInToAdmin(admin, editor)
  await admin.goto('/admin/collections/newsletter-issues/create')
  await admin.waitForLoadState('networkidle')
  await admin.locator('#field-subject').fill(subject)
  await admin.locator('#field-preheader').fill('New tools and what recruiters read')
  const editorBody = admin.locator('[data-lexical-editor="true"]').first()
  await editorBody.click()
  await admin.keyboard.type('Three tools worth a look this week.')
  await admin.keyboard.press('Enter')
  await admin.keyboard.type('/tool')
  // The slash menu opens on an editor update after the keys: Enter before it shows starts a new paragraph.
  await expect(admin.locator('.slash-menu-popup').getByRole('option', { selected: true })).toHaveText('Tool card')
  await admin.keyboard.press('Enter')
  // Payload's class for a block of this type in the editor (the block's own markup has no role).
  const block = admin.locator('.LexicalEditorTheme__block-newsletterTool')
  await expect(block).toBeVisible()
  await block.locator('.rs__control').click()
  await admin.keyboard.type('hireEZ')
  await admin.locator('.rs__option').filter({ hasText: /^hireEZ$/ }).click()
  // The chosen value also carries the select's Edit button.
  await expect(block.locator('.rs__single-value')).toContainText('hireEZ')
  const toolChosen = /"blockType":"newsletterTool"/
  const withTool = /"tool":\s*(\d|\{)/
  await blockInDocument(admin, [toolChosen, withTool])
  await block.getByRole('textbox', { name: 'Note' }).fill(NOTE)
  await blockInDocument(admin, [toolChosen, withTool, new RegExp(NOTE)])
  await admin.getByRole('button', { name: 'Save' }).click()
  await expect(admin.getByText(/successfully/i).first()).toBeVisible()
  await admin.waitForURL(/newsletter-issues\/\d+/)
  const id = /newsletter-issues\/(\d+)/.exec(admin.url())![1]!

  // The preview shows the rendered mail to staff only.
  const editUrl = admin.url()
  const preview = await admin.goto(`/api/newsletter-issues/${id}/preview`)
  expect(preview?.status()).toBe(200)
  await expect(admin.getByText('Three tools worth a look this week.')).toBeVisible()
  await expect(admin.getByRole('link', { name: 'hireEZ', exact: true })).toBeVisible()
  await expect(admin.getByText(NOTE)).toBeVisible()
  await admin.goto(editUrl)
  // The saved issue opens with its Tool card as it was composed.
  await expect(block.locator('.rs__single-value')).toContainText('hireEZ')
  await expect(block.getByRole('textbox', { name: 'Note' })).toHaveValue(NOTE)
  expect((await request.get(`/api/newsletter-issues/${id}/preview`)).status()).toBe(403)
  expect((await request.post(`/api/newsletter-issues/${id}/send`)).status()).toBe(403)

  await admin.screenshot({ path: 'tests/e2e/.artifacts/newsletter/admin-draft.png', fullPage: true })
  await admin.getByRole('button', { name: 'Send a test to me' }).click()
  await expect(admin.getByText(`Test email sent to ${editor.email}.`)).toBeVisible()
  const testMail = await mailTo(editor.email, `[Test] ${subject}`)
  expect(testMail.text).toContain('Three tools worth a look this week.')
  expect(testMail.text).toContain(NOTE)

  // The send asks first, naming how many will get the issue; the count it started with is that one.
  await admin.getByRole('button', { name: 'Send to subscribers' }).click()
  const asked = admin.getByRole('alertdialog', { name: 'Confirm the send' })
  await expect(asked).toContainText(/^Send this issue to [1-9][\d,]* confirmed subscribers? now\? This cannot be undone\./)
  await expect(asked).toContainText(`Send a test to ${editor.email} first`)
  const recipients = (await asked.textContent())!.match(/to ([\d,]+ confirmed subscribers?) now/)![1]!
  await asked.getByRole('button', { name: 'Yes, send it now' }).click()
  await expect(admin.getByText(`Sending to ${recipients}.`, { exact: true })).toBeVisible()
  await expect(admin.getByTestId('newsletter-progress')).toHaveText(/^Sent (\d+)\/\1$/, { timeout: 60_000 })
  await expect(admin.getByText('· finished')).toBeVisible()
  await admin.screenshot({ path: 'tests/e2e/.artifacts/newsletter/admin-sent.png', fullPage: true })

  // The reader's copy: the issue, the unsubscribe headers (RFC 8058) and their own link, which works.
  const issue = await mailTo(email, subject, 60_000)
  expect(issue.text).toContain('Three tools worth a look this week.')
  expect(issue.headers['list-unsubscribe']).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\/one-click\?token=[\w-]+>$/)
  expect(issue.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  await page.goto(linkIn(issue, '/newsletter/unsubscribe').toString())
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('heading', { name: "You've been unsubscribed" })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  // A send that has not finished can be stopped: asked first, then nobody else is mailed.
  const crowd = `stop-${randomUUID().slice(0, 8)}`
  // Confirmed straight in SQL: 1,000 sign-ups would hit the rate limit.
  await runSql(
    `INSERT INTO subscribers (email, status, unsubscribe_token, confirmed_at, updated_at, created_at)
     SELECT $1 || '-' || n || '@example.test', 'subscribed', md5($1 || n), now(), now(), now() FROM generate_series(1, $2::int) AS n`,
    [crowd, CROWD],
  )
  try {
    const login = await request.post('/api/users/login', { data: editor })
    const token = ((await login.json()) as { token: string }).token
    const paragraph = { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text: 'An issue stopped midway.', format: 0, mode: 'normal', style: '', detail: 0 }] }
    const created = await request.post('/api/newsletter-issues', {
      headers: { Authorization: `JWT ${token}` },
      data: { subject: `Stopped issue ${randomUUID().slice(0, 8)}`, preheader: 'Stopped', body: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph] } } },
    })
    expect(created.status()).toBe(201)
    const stoppedId = ((await created.json()) as { doc: { id: number } }).doc.id
    await admin.goto(`/admin/collections/newsletter-issues/${stoppedId}`)
    await admin.getByRole('button', { name: 'Send to subscribers' }).click()
    await admin.getByRole('alertdialog', { name: 'Confirm the send' }).getByRole('button', { name: 'Yes, send it now' }).click()
    await expect(admin.getByText(/^Sending to [\d,]+ confirmed subscribers\.$/)).toBeVisible()
    await admin.getByRole('button', { name: 'Stop sending' }).click()
    const stopping = admin.getByRole('alertdialog', { name: 'Confirm stopping the send' })
    await expect(stopping).toContainText(/^Stop sending this issue\? The [\d,]+ confirmed subscribers? not yet mailed will not get it\. This cannot be undone\./)
    await stopping.getByRole('button', { name: 'Yes, stop sending' }).click()
    await expect(admin.getByText(/^Sending stopped: [\d,]+ not mailed; [\d,]+ already sent\.$/)).toBeVisible()
    await expect(admin.getByText('· cancelled')).toBeVisible()
    await expect(admin.getByText(/[\d,]+ not mailed \(the send was cancelled\)/)).toBeVisible()
    await expect(admin.getByRole('button', { name: 'Stop sending' })).toHaveCount(0)
    await expect(admin.getByRole('button', { name: 'Send to subscribers' })).toHaveCount(0)
  } finally {
    // The crowd leaves the list, so later sends in the run mail only their own readers.
    await runSql(`UPDATE subscribers SET status = 'unsubscribed' WHERE email LIKE $1 || '-%'`, [crowd])
  }
  await admin.close()
})
