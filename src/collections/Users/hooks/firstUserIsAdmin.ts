import type { CollectionBeforeChangeHook } from 'payload'

/** The first account ever created becomes the admin; everyone after starts without staff roles. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs === 0) {
    return { ...data, roles: ['admin'], _verified: true }
  }
  return data
}
