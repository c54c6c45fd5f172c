import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

/**
 * An issue being sent, sent or cancelled part-way is a record of what readers got: no edit through
 * the admin or the API. (Sending and cancelling move the status in SQL, past this hook.)
 */
export const keepSentIssuesUnchanged: CollectionBeforeChangeHook = ({ operation, originalDoc, data }) => {
  if (operation === 'update' && (originalDoc as { status?: string } | undefined)?.status !== 'draft') {
    throw new APIError('This issue has been sent (or is being sent) and can no longer be changed.', 409, undefined, true)
  }
  return data
}

/** A draft may be deleted; an issue that went out keeps its record of deliveries. */
export const keepSentIssues: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const issue = await req.payload.findByID({ collection: 'newsletter-issues', id, depth: 0, overrideAccess: true, req }).catch(() => null)
  if (issue && issue.status !== 'draft') {
    throw new APIError('An issue that has been sent (or is being sent) cannot be deleted.', 409, undefined, true)
  }
}
