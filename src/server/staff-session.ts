import { headers } from 'next/headers'
import type { Payload } from 'payload'

import { hasRole } from '@/domains/accounts'
import type { User } from '@/payload-types'

import { jobRunnerPayloadClient } from './payload-client'

export type StaffSession =
  | { status: 'staff'; payload: Payload; user: User & { collection: 'users' } }
  | { status: 'signed-out'; payload: Payload }
  | { status: 'forbidden'; payload: Payload }

/**
 * The signed-in user from the request cookies, and whether they may use the admin tools (admin
 * or editor), with the Payload instance that runs queued jobs in development.
 */
export async function staffSession(): Promise<StaffSession> {
  const payload = await jobRunnerPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!user || user.collection !== 'users') return { status: 'signed-out', payload }
  if (!hasRole(user, 'admin', 'editor')) return { status: 'forbidden', payload }
  return { status: 'staff', payload, user }
}
