import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN, adminToken, type Credentials } from './content-admin-helpers'
import { withRunDatabase } from './run-database'

export { ADMIN }

/** Signs the page's browser context in through Payload's login route (sets the session cookie). */
export async function signIn(page: Page, credentials: Credentials = ADMIN) {
  const response = await page.request.post('/api/users/login', { data: credentials })
  expect(response.ok()).toBe(true)
}

/** A published tool created by the admin through REST. Without a website, nothing is queued for it. */
export async function createToolAsAdmin(request: APIRequestContext, data: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const created = await request.post('/api/tools', {
    data: { toolType: 'recruiter', _status: 'published', ...data },
    headers: { Authorization: `JWT ${await adminToken()}` },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { doc: { id: number; slug: string } }).doc
}

/**
 * Gives a tool a website straight in the database, as an import would: a website set through
 * Payload queues the whole enrichment, which would race the step a test wants to watch alone.
 */
export async function setWebsiteQuietly(toolId: number, url: string) {
  await withRunDatabase(async (client) => {
    await client.query('UPDATE tools SET source_url = $2 WHERE id = $1', [toolId, url])
    await client.query('UPDATE _tools_v SET version_source_url = $2 WHERE parent_id = $1 AND latest', [toolId, url])
  })
}
