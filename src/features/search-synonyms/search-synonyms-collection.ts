import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload'

import { isAdminOrEditor } from '@/access/isAdminOrEditor'
import type { SearchSynonym } from '@/payload-types'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'
import { purgeCacheKeys } from '@/platform/cache/purge'

import { synonymPhrasesProblem } from './synonym-phrases'

// Every cached page that shows tools carries `tools`, searches included: a changed group reaches
// every search at once (the search reads the groups afresh on each request).
const purgeSearchesAfterChange: CollectionAfterChangeHook<SearchSynonym> = async ({ doc, req }) => {
  await purgeCacheKeys([CACHE_KEYS.tools], req)
  return doc
}

const purgeSearchesAfterDelete: CollectionAfterDeleteHook<SearchSynonym> = async ({ doc, req }) => {
  await purgeCacheKeys([CACHE_KEYS.tools], req)
  return doc
}

/**
 * Search synonyms: groups of phrases the search treats as one ("ATS", "applicant tracking
 * system"). Editors keep them; the search reads them with SQL (`loadSynonyms`), so the public reads
 * none through the API.
 */
export const SearchSynonyms: CollectionConfig = {
  slug: 'search-synonyms',
  labels: { singular: 'Search synonym', plural: 'Search synonyms' },
  admin: {
    group: 'Directory',
    useAsTitle: 'phrases',
    defaultColumns: ['phrases', 'updatedAt'],
    description: 'Phrases the search treats as the same: a search for any phrase of a group also finds tools described with the others.',
  },
  access: {
    read: isAdminOrEditor,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
  },
  hooks: { afterChange: [purgeSearchesAfterChange], afterDelete: [purgeSearchesAfterDelete] },
  timestamps: true,
  fields: [
    {
      name: 'phrases',
      type: 'textarea',
      required: true,
      maxLength: 1000,
      validate: synonymPhrasesProblem,
      admin: { description: 'One phrase per line, e.g. “ATS” and “applicant tracking system”. Case and punctuation do not matter.' },
    },
  ],
}
