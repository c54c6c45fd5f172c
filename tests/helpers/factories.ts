import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

type Role = NonNullable<User['roles']>[number]

/** A verified user with the given roles (created with overrideAccess, as an admin would). */
export async function createUser(payload: Payload, roles: Role[] = ['user'], email?: string) {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: email ?? `user-${randomUUID()}@example.test`,
      password: 'correct-horse-battery',
      roles,
      _verified: true,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
    context: { seedWrite: true },
  })
  return { ...user, collection: 'users' as const }
}

export type SignedInUser = Awaited<ReturnType<typeof createUser>> & { token: string }

/** A verified user with the given roles and a session token, for REST calls and server actions made as them. */
export async function createSignedInUser(payload: Payload, roles: Role[] = ['user']): Promise<SignedInUser> {
  const user = await createUser(payload, roles)
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'correct-horse-battery' } })
  return { ...user, token: token! }
}

/** A published tool with a unique name unless one is given. */
export async function createTool(payload: Payload, data: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'tools',
    data: { name: `Tool ${randomUUID().slice(0, 8)}`, toolType: 'recruiter', _status: 'published', ...data },
    overrideAccess: true,
    context: { seedWrite: true },
  })
}

/** An ATS integration named `name` plus a unique suffix. */
export async function createIntegration(payload: Payload, name: string) {
  return payload.create({
    collection: 'integrations',
    data: { name: `${name} ${randomUUID().slice(0, 8)}`, kind: 'ats' },
    overrideAccess: true,
    context: { seedWrite: true },
  })
}
