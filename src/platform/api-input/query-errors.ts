import type { AfterErrorHook, PayloadRequest, Where } from 'payload'

/** Geometry operators: the database runs them on point fields only. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const COMBINATORS = new Set(['and', 'or'])

/** SQLSTATE of a PostgreSQL error anywhere in the cause chain (drizzle wraps it as the cause). */
function sqlState(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  return sqlState((error as { cause?: unknown }).cause, depth + 1)
}

/** Every operator a `where` uses, at any depth of and/or nesting. */
function operators(where: unknown, depth = 0): string[] {
  if (!where || typeof where !== 'object' || depth > 64) return []
  return Object.entries(where as Where).flatMap(([key, value]) => {
    if (COMBINATORS.has(key.toLowerCase())) return Object.values(value ?? {}).flatMap((item) => operators(item, depth + 1))
    return value && typeof value === 'object' ? Object.keys(value) : []
  })
}

/** True if the request's `where` uses an operator the database adapter has no implementation of. */
function usesUnsupportedOperator(req: PayloadRequest, hasPointField: boolean): boolean {
  const supported = (req.payload.db as { operators?: Record<string, unknown> }).operators
  if (!supported) return false
  return operators(req.query?.where).some((operator) => !(operator in supported) && !(hasPointField && GEO_OPERATORS.has(operator)))
}

/**
 * Payload's query language checks field names and access, not whether a value or an operator fits
 * the field: `where[id][in]=abc`, a word for a choice or a date, `all` or `near` on a text field
 * reach the database and fail there. Those failures are the caller's query, not the server: a 400
 * in words. A PostgreSQL data exception (SQLSTATE class 22: a value the column's type can't hold) is
 * always the input's; a query the adapter can't build or the database can't parse (class 42, an
 * unsupported operator) is, when the request carries a `where`. Anything else stays a 500.
 */
export const queryErrorsAsBadRequest: AfterErrorHook = ({ collection, error, req }) => {
  const status = (error as { status?: number }).status
  if (status !== undefined && status < 500) return
  const state = sqlState(error)
  const hasWhere = Boolean(req?.query?.where)
  const hasPointField = collection?.flattenedFields.some((field) => field.type === 'point') ?? false
  const unsupported = hasWhere && (state?.startsWith('42') || usesUnsupportedOperator(req, hasPointField) || error.message === 'Not supported')
  if (!state?.startsWith('22') && !unsupported) return
  const message = unsupported ? 'The query uses an operator or a path this field does not support.' : 'A value in the query or the data does not fit its field.'
  return { status: 400, response: { errors: [{ message }] } }
}
