/**
 * The domain a claim proves control of: the host of the tool's website without a leading "www.",
 * lower-cased. Null when the tool has no website to claim by.
 */
export function claimDomain(website: string | null | undefined): string | null {
  if (!website) return null
  try {
    const host = new URL(website).hostname.toLowerCase().replace(/\.$/, '')
    return host.replace(/^www\./, '') || null
  } catch {
    return null
  }
}
