import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The first account ever created (the admin panel's "create first user", or the seed) becomes the
 * admin; everyone after starts without staff roles. The public sign-up marks its writes with
 * `context.publicSignUp`, so a visitor signing up on an empty installation never becomes admin.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req, context }) => {
  if (operation !== 'create' || context.publicSignUp) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) {
    return { ...data, roles: ['admin'], _verified: true }
  }
  return data
}
