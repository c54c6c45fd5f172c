import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * How Payload hashes a password (PBKDF2-SHA256, 600,000 iterations, a 32-byte key, in its
 * generatePasswordSaltHash, which it does not export). src/features/auth/__tests__/login-timing.int.spec.ts
 * checks that these reproduce a hash Payload stored, so an upgrade that changes them fails there.
 */
export const PAYLOAD_PASSWORD_HASH = { digest: 'sha256', iterations: 600_000, keyLength: 32 } as const

const derive = promisify(pbkdf2)

/**
 * A login to an address with no account does the work of checking a password, as one to a real
 * account does: Payload answers a missing account before hashing anything, so without this the
 * answer came about ten times sooner and told which addresses have accounts. Both ways to log in
 * pass here, the site's form (the local API) and REST's /api/users/login; after the rate limits,
 * so a refused attempt costs no hashing.
 */
export const equalLoginWork: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const { email, password } = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  if (typeof email !== 'string' || typeof password !== 'string') return args
  // The address as Payload's login looks it up.
  const found = await req.payload.count({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } }, overrideAccess: true, req })
  if (found.totalDocs === 0) {
    const { digest, iterations, keyLength } = PAYLOAD_PASSWORD_HASH
    await derive(password, randomBytes(32).toString('hex'), iterations, keyLength, digest)
  }
  return args
}
