/** The enrichment domain's values and pure functions that are safe in the browser and in the proxy. */
export { MAX_ID, bulkAddSchema, crawlSchema, jobIdsSchema, logoSearchSchema, meetingChunkSchema, quickAddSchema, toolIdSchema, toolSlugSchema } from './schemas/admin-tools'
