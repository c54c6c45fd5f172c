/** After this many failed website checks in a row a tool is flagged as a dead site (docs/listings.md, "Freshness"). */
export const DEAD_SITE_FAILED_CHECKS = 3

/**
 * Why an editor may not hide a tool from the listings, or null when they may: only a site the
 * checks flagged as dead is hidden this way (an editor un-hides it at any time).
 */
export function hideAsDeadProblem(input: { hide: boolean | null | undefined; wasHidden: boolean | null | undefined; flagged: boolean | null | undefined }): string | null {
  if (!input.hide || input.wasHidden || input.flagged) return null
  return `Only a tool whose website failed ${DEAD_SITE_FAILED_CHECKS} checks in a row can be hidden as a dead site. To take another tool down, unpublish it.`
}
