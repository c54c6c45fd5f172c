import config from '@payload-config'
import { headers } from 'next/headers'
import { getPayload, type Payload } from 'payload'

import { hasRole } from '@/access/roles'
import type { User } from '@/payload-types'

export type StaffSession =
  | { status: 'staff'; payload: Payload; user: User & { collection: 'users' } }
  | { status: 'signed-out'; payload: Payload }
  | { status: 'forbidden'; payload: Payload }

/**
 * The signed-in user from the request cookies, and whether they may use the admin tools (admin
 * or editor). `cron: true` starts the in-app job runner in development (see src/jobs/queues.ts).
 */
export async function staffSession(): Promise<StaffSession> {
  const payload = await getPayload({ config, cron: true })
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'users') return { status: 'signed-out', payload }
  if (!hasRole(user, 'admin', 'editor')) return { status: 'forbidden', payload }
  return { status: 'staff', payload, user }
}
