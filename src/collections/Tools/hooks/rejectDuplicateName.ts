import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { DUPLICATE_TOOL_MESSAGE, findToolByName } from '@/domains/directory'
import type { Tool } from '@/payload-types'

/**
 * A clear "Tool already exists" on the name field (in the admin, quick add and approvals alike)
 * instead of the unique index's bare error; the index still settles two writes that race.
 */
export const rejectDuplicateName: CollectionBeforeValidateHook<Tool> = async ({ data, originalDoc, operation, req }) => {
  const name = typeof data?.name === 'string' ? data.name.trim() : ''
  if (!name || (operation === 'update' && name.toLowerCase() === String(originalDoc?.name ?? '').trim().toLowerCase())) return data
  if (await findToolByName(req.payload, name, req, originalDoc?.id)) {
    throw new ValidationError({ collection: 'tools', errors: [{ path: 'name', message: DUPLICATE_TOOL_MESSAGE }], req })
  }
  return data
}
