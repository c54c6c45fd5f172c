import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'

import { hasRole } from '@/domains/accounts'
import type { User } from '@/payload-types'
import { rowIdSchema } from '@/platform/validation/row-id'

import type { ReviewResult } from './review-result'

type Review = (req: PayloadRequest, input: { id: number; admin: User; reason: string }) => Promise<ReviewResult>

/** POST /api/<collection>/:id/<action> for the admin review buttons; admins only. */
export function reviewEndpoint(path: 'approve' | 'reject', review: Review): Endpoint {
  const handler: PayloadHandler = async (req) => {
    if (!req.user || req.user.collection !== 'users' || !hasRole(req.user, 'admin')) {
      return Response.json({ message: 'Only administrators can review requests.' }, { status: 403 })
    }
    const id = rowIdSchema.safeParse(req.routeParams?.id)
    if (!id.success) return Response.json({ message: 'Invalid id' }, { status: 400 })
    let reason = ''
    if (path === 'reject') {
      const body: unknown = await req.json?.().catch(() => null)
      reason = body && typeof body === 'object' && 'reason' in body && typeof body.reason === 'string' ? body.reason : ''
    }
    const result = await review(req, { id: id.data, admin: req.user, reason })
    return Response.json(result, { status: result.ok ? 200 : result.httpStatus })
  }
  return { path: `/:id/${path}`, method: 'post', handler }
}
