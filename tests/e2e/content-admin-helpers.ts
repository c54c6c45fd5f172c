import { randomUUID } from 'node:crypto'

import { request as requests, type APIRequestContext, type Page } from '@playwright/test'

export type Credentials = { email: string; password: string }

export const ADMIN: Credentials = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
}

/**
 * A REST token for the seeded admin, signed in from a request context of its own: the caller's
 * stays anonymous (no session cookie), so the pages it reads are the ones visitors get.
 */
export async function adminToken(): Promise<string> {
  const context = await requests.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100' })
  try {
    const response = await context.post('/api/users/login', { data: ADMIN })
    if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`)
    return ((await response.json()) as { token: string }).token
  } finally {
    await context.dispose()
  }
}

/** A new account with one role, created by the admin through REST (the only way to get an editor). */
export async function createAccount(request: APIRequestContext, role: 'editor' | 'vendor' | 'user'): Promise<Credentials> {
  const account = { email: `${role}-${randomUUID().slice(0, 8)}@e2e.test`, password: `${role}-password-${randomUUID().slice(0, 8)}` }
  const token = await adminToken()
  const created = await request.post('/api/users', {
    data: { ...account, name: `E2E ${role}`, roles: [role], _verified: true },
    headers: { Authorization: `JWT ${token}` },
  })
  if (!created.ok()) throw new Error(`creating the ${role} failed: ${created.status()} ${await created.text()}`)
  return account
}

export async function signInToAdmin(page: Page, account: Credentials = ADMIN) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(account.email)
  await page.getByLabel(/password/i).first().fill(account.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}
