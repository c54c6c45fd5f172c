/**
 * The staff tools' server entry: the /admin/enrichment view and the dashboard's link to it and to
 * /admin-tools (registered by path in payload.config.ts), and the tool the update page edits. The
 * panels, views and the tool page's logo and screenshot requests are the browser's entry, ./client.
 */
export { AdminToolsLink } from './admin-tools-link'
export { EnrichmentView } from './enrichment-view'
export { loadToolForUpdate, type ToolUpdateInfo } from './tool-update-info'
