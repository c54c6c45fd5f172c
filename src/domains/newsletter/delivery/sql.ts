import type { Payload } from 'payload'

import { sqlFor } from '@/platform/database/db'

/** The newsletter's raw SQL handle (outside any transaction unless `req` has one): each statement commits on its own. */
export const newsletterDb = (payload: Payload, req?: Parameters<typeof sqlFor>[1]) => sqlFor(payload, req)

/** A delivery claimed this long ago and still `sending` belongs to a sender that died mid-message (see send-batch.ts). */
export const ABANDONED_AFTER = '10 minutes'
