const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * "January 13, 2026" for an ISO date (its UTC day, as Intl's en-US long date writes it); empty for
 * a missing or invalid one. String work rather than Intl: the reviews on a tool page are client
 * code, and a browser's first Intl.DateTimeFormat loads its locale data, about 13 ms of the tool
 * page's start-up on this machine (four times that on Lighthouse's phone), paid even with no review.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}
