import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { adminToken } from './content-admin-helpers'

const text = (value: string) => ({ type: 'text', version: 1, text: value, detail: 0, format: 0, mode: 'normal', style: '' })
const node = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
  ...extra,
})

test('an article’s tool links and tool cards follow the tool when an admin renames or reprices it', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await adminToken()}` }
  const suffix = randomUUID().slice(0, 8)
  const created = await request.post('/api/tools', {
    headers: auth,
    data: { name: `Linked Tool ${suffix}`, description: 'A tool linked from an article.', toolType: 'recruiter', pricing: 'From $10/month', _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const tool = ((await created.json()) as { doc: { id: number; slug: string } }).doc

  const body = {
    root: node('root', [
      node('paragraph', [node('link', [text('Read about the linked tool')], { version: 3, fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'tools', value: tool.id } } })], { textFormat: 0 }),
      { type: 'block', version: 2, format: '', fields: { id: randomUUID().replaceAll('-', '').slice(0, 24), blockName: '', blockType: 'toolLink', slug: tool.slug } },
    ]),
  }
  const article = await request.post('/api/articles', {
    headers: auth,
    data: { title: `Live links ${suffix}`, group: 'guide', excerpt: 'An article whose tool links are read live.', body, _status: 'published' },
  })
  expect(article.ok()).toBe(true)
  const { id: articleId, slug: articleSlug } = ((await article.json()) as { doc: { id: number; slug: string } }).doc

  try {
    await page.goto(`/resources/${articleSlug}`)
    await expect(page.getByRole('link', { name: 'Read about the linked tool' })).toHaveAttribute('href', `/tools/${tool.slug}`)
    // The block is the directory's tool card: one link (its name) to the tool page, then its buttons.
    const card = page.locator('article.tool-card').filter({ has: page.getByRole('link', { name: `Linked Tool ${suffix}`, exact: true }) })
    await expect(card).toContainText('From $10/month')
    await expect(card.getByRole('link', { name: `Linked Tool ${suffix}`, exact: true })).toHaveAttribute('href', `/tools/${tool.slug}`)
    await expect(card.getByRole('button', { name: `Add Linked Tool ${suffix} to compare` })).toBeVisible()

    const repriced = await request.patch(`/api/tools/${tool.id}`, { headers: auth, data: { pricing: 'From $20/month' } })
    expect(repriced.ok()).toBe(true)
    // Expired when the write commits, announced to every instance within milliseconds of the
    // answer (the cache tier is purged after): reload until the new page shows.
    await expect(async () => {
      await page.reload()
      await expect(card).toContainText('From $20/month', { timeout: 500 })
    }).toPass({ timeout: 5_000 })

    const renamed = await request.patch(`/api/tools/${tool.id}`, { headers: auth, data: { slug: `renamed-tool-${suffix}` } })
    expect(renamed.ok()).toBe(true)
    await expect(async () => {
      await page.reload()
      await expect(page.getByRole('link', { name: 'Read about the linked tool' })).toHaveAttribute('href', `/tools/renamed-tool-${suffix}`, { timeout: 500 })
    }).toPass({ timeout: 5_000 })
    // The card names the slug the editor typed; a slug that no longer exists shows no dead card.
    await expect(card).toHaveCount(0)
  } finally {
    await request.delete(`/api/articles/${articleId}`, { headers: auth })
    await request.delete(`/api/tools/${tool.id}`, { headers: auth })
  }
})
