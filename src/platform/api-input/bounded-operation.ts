import { APIError, NotFound, type CollectionBeforeOperationHook } from 'payload'

import { rowIdSchema } from '@/platform/validation/row-id'

/** The most documents one REST or GraphQL call may ask for. */
const MAX_API_LIMIT = 1000
/** Digits only: rowIdSchema's coercion alone would also take '0x1' or ' 1', which reach SQL as written. */
const DIGITS = /^[1-9]\d*$/

type OperationArgs = { id?: unknown; limit?: unknown; page?: unknown; data?: unknown }

const isWholeNumber = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value)

/** True if any string in the value (at any depth) holds a NUL, which PostgreSQL text can't store. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  return Object.values(value).some((item) => holdsNul(item, depth + 1))
}

/**
 * Refuses arguments the database would choke on, before any query: an id that is not a row id
 * (404, like a missing row), a page below 1 or a limit outside 0–1000 from an API caller (400),
 * and NUL characters in written data or auth input (400). Without it each of these reaches
 * PostgreSQL and comes back as a 500.
 */
export const boundedOperation: CollectionBeforeOperationHook = ({ args, req }) => {
  const { id, limit, page, data } = args as OperationArgs
  const rowId = typeof id === 'number' || (typeof id === 'string' && DIGITS.test(id))
  if (id !== undefined && id !== null && !(rowId && rowIdSchema.safeParse(id).success)) throw new NotFound(req.t)
  if (req.payloadAPI !== 'local') {
    if (page !== undefined && (!isWholeNumber(page) || (page as number) < 1)) throw new APIError('page must be a whole number from 1.', 400, null, true)
    if (limit !== undefined && (!isWholeNumber(limit) || (limit as number) < 0 || (limit as number) > MAX_API_LIMIT)) {
      throw new APIError(`limit must be a whole number from 0 to ${MAX_API_LIMIT}.`, 400, null, true)
    }
  }
  if (holdsNul(data)) throw new APIError('Text may not contain NUL characters.', 400, null, true)
  return args
}
