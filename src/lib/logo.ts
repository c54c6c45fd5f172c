/** Spec §3 logo resolution and the placeholder shown when there is none or it fails to load. */
export const LOGO_PLACEHOLDER = '/placeholder.svg'

/**
 * Where stored logos ("tool-logos/{toolId}/{file}", the `logos` bucket) are served from: this app
 * (src/app/tool-logos) unless NEXT_PUBLIC_LOGO_BUCKET_URL points at a bucket or CDN.
 */
export const LOGO_BUCKET_URL = (process.env.NEXT_PUBLIC_LOGO_BUCKET_URL ?? '').replace(/\/$/, '')

export function resolveLogo(tool: { localLogoPath?: string | null; logo?: string | null }): string {
  const local = tool.localLogoPath?.trim()
  if (local) {
    if (local.startsWith('http')) return local
    if (local.startsWith('tool-logos/')) return `${LOGO_BUCKET_URL}/${local}`
    return local
  }
  return tool.logo?.trim() || LOGO_PLACEHOLDER
}
