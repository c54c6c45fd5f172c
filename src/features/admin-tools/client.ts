/**
 * The staff tools (/admin-tools, /admin/enrichment, /update-tool/[slug]): ranking, categorisation,
 * content and key benefits, logos, quick, bulk and meeting-tool adds, and a tool's re-crawl; plus the
 * public tool page's requests for a missing logo or screenshot. Browser entry: the panels and views.
 */
export { AdminToolsTabs } from './admin-tools-tabs'
export { KeyBenefitsCard } from './key-benefits-card'
export { LogoRequest } from './logo-request'
export { NoAccess } from './no-access'
export { ScreenshotRequest } from './screenshot-request'
export { ToolUpdateView } from './tool-update-view'
