import type { APIRequestContext, Page } from '@playwright/test'

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password',
}

/** A REST token for the seeded admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: ADMIN })
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

export async function signInToAdmin(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(ADMIN.email)
  await page.getByLabel(/password/i).first().fill(ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
}
