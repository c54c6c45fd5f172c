import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted subscriber leaves no delivery record behind (it names them), in the delete's transaction. */
export const deleteDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'newsletter-deliveries', where: { subscriber: { equals: id } }, overrideAccess: true, req })
}
