import type { TextFieldSingleValidation } from 'payload'

import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/platform/validation/slug'

/**
 * A block's link to /tools/{slug}: the slug must belong to a published tool, so a typo or an
 * unapproved listing is caught in the editor instead of becoming a dead link on the page.
 */
export const validateToolSlug: TextFieldSingleValidation = async (value, { req }) => {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the tool slug, e.g. "seekout".'
  if (value.length > SLUG_MAX_LENGTH || !SLUG_PATTERN.test(value)) {
    return 'A tool slug is lower-case letters, digits and underscores, with single hyphens between words, e.g. "seekout".'
  }
  const { totalDocs } = await req.payload.count({
    collection: 'tools',
    where: { and: [{ slug: { equals: value } }, { _status: { equals: 'published' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0 ? true : `No published tool has the slug "${value}".`
}
