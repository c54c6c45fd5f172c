/**
 * Search synonyms: the groups of equivalent phrases editors keep in the admin. The server's entry:
 * the collection for payload.config.ts. The search reads the groups itself (the directory domain's
 * `loadSynonyms`).
 */
export { SearchSynonyms } from './search-synonyms-collection'
