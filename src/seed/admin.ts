import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { env } from '@/platform/env'

/**
 * The admin account: ADMIN_EMAIL / ADMIN_PASSWORD when given, otherwise admin@hirestack.local with
 * a generated password that is printed once and kept in .data/admin-credentials.txt (git-ignored).
 */
export async function seedAdmin(payload: Payload, log: (line: string) => void): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    overrideAccess: true,
  })
  if (totalDocs > 0) return

  const email = env.ADMIN_EMAIL ?? 'admin@hirestack.local'
  const password = env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Admin', roles: ['admin'], _verified: true },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { seedWrite: true },
  })
  if (!env.ADMIN_PASSWORD) {
    const file = path.join(env.DATA_DIR, 'admin-credentials.txt')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `email: ${email}\npassword: ${password}\n`, { mode: 0o600 })
    log(`admin account created: ${email} / ${password} (also saved to ${file})`)
  } else {
    log(`admin account created: ${email}`)
  }
}
