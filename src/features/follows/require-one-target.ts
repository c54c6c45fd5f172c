import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

type FollowData = { id: number; category?: unknown; integration?: unknown }

/** A follow names exactly one thing: a category or an integration, never both or neither. */
export const requireOneTarget: CollectionBeforeValidateHook<FollowData> = ({ data, originalDoc, collection, req }) => {
  const merged = { ...originalDoc, ...data }
  const named = [merged.category, merged.integration].filter((value) => value !== undefined && value !== null).length
  if (named === 1) return data
  throw new ValidationError(
    { collection: collection.slug, errors: [{ path: 'category', message: 'Follow either a category or an integration.' }] },
    req.t,
  )
}
