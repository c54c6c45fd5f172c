/**
 * Tool reports: a visitor tells the admins that a listing is broken or misleading (/report). The
 * server's entry: the Reports collection (the admins' queue). The form is the browser's entry, ./client.
 */
export { Reports } from './reports-collection'
