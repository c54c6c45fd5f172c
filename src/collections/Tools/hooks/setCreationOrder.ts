import type { CollectionBeforeChangeHook } from 'payload'

/** "Newest" sorts by creation order; new tools get a value above every existing one. */
export const setCreationOrder: CollectionBeforeChangeHook = ({ data, operation }) => {
  if (operation === 'create' && typeof data.creationOrder !== 'number') {
    return { ...data, creationOrder: Date.now() }
  }
  return data
}
