import { z } from 'zod'

/** A row id from outside (a URL segment, a form): PostgreSQL's `integer` ends at 2^31 - 1. */
export const rowIdSchema = z.coerce.number().int().positive().max(2_147_483_647)
