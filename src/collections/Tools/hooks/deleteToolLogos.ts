import type { CollectionAfterDeleteHook } from 'payload'

import { logoStore, toolLogoPrefix } from '@/domains/enrichment'

/**
 * A deleted tool's stored logos (every version under tool-logos/{id}/, on disk or in the bucket)
 * belong to nothing any more. A storage failure is logged, not thrown: the tool is gone either
 * way, and a leftover file costs only space.
 */
export const deleteToolLogos: CollectionAfterDeleteHook = async ({ id, req }) => {
  try {
    await logoStore().removeAll(toolLogoPrefix(id))
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Could not delete the stored logos of tool ${id}` })
  }
}
