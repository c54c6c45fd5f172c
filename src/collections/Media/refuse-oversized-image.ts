import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { tooManyPixels } from '@/config/image-limits.mjs'
import { readImageHeader, withinImageLimit } from '@/platform/images/image-header'

/**
 * Refuses a new file past the pixel limit with a 400 in words, before Payload's upload pipeline
 * decodes it to make the sizes: whoever sends it (the admin, REST, the forms, the screenshot job).
 * The check reads the header only; sharp's own limit (constructorOptions) backs it up.
 */
export const refuseOversizedImage: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return
  // A multipart upload held in memory has an empty tempFilePath.
  const header = await readImageHeader(req.file.tempFilePath || req.file.data)
  if (header && !withinImageLimit(header)) throw new APIError(tooManyPixels('image'), 400, null, true)
}
