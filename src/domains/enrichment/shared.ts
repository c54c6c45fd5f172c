/** The enrichment domain's values and pure functions that are safe in the browser and in the proxy. */
export { MAX_ID, bulkAddSchema, quickAddSchema } from './schemas/admin-tools'
