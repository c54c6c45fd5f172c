import { NotFound, type CollectionBeforeOperationHook, type Plugin } from 'payload'

/** A row id as PostgreSQL's serial keys have them: a positive whole number (as a number or digits). */
function isRowId(id: unknown): boolean {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id > 0
  return typeof id === 'string' && /^[1-9][0-9]{0,15}$/.test(id)
}

/**
 * Payload's REST router turns the id in `/api/{collection}/{id}` into a number with parseFloat, so
 * `/api/tools/abc` (NaN), `/api/tools/1.5` or `/api/tools/1e400` reached PostgreSQL as an invalid
 * integer: a 500. An id that can't be a row is simply not found.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, operation }) => {
  const id: unknown = (args as { id?: unknown }).id
  if ((operation === 'read' || operation === 'update' || operation === 'delete') && id !== undefined && !isRowId(id)) {
    throw new NotFound()
  }
  return args
}

/** Adds rejectMalformedId to every collection of the config (all of ours have serial ids). */
export const rejectMalformedIds: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => ({
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [rejectMalformedId, ...(collection.hooks?.beforeOperation ?? [])] },
  })),
})
