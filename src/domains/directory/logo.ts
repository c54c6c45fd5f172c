import { safeImageSrc } from '@/platform/text/safe-href'

/** Spec §3 logo resolution and the placeholder shown when there is none or it fails to load. */
export const LOGO_PLACEHOLDER = '/placeholder.svg'

/**
 * Where stored logos ("tool-logos/{toolId}/{file}", the `logos` bucket) are served from: this app
 * (src/app/tool-logos) unless NEXT_PUBLIC_LOGO_BUCKET_URL points at a bucket or CDN.
 */
// Browser code too: Next inlines NEXT_PUBLIC_* only where it is written out as process.env.NAME.
// eslint-disable-next-line no-restricted-properties
const LOGO_BUCKET_URL = (process.env.NEXT_PUBLIC_LOGO_BUCKET_URL ?? '').replace(/\/$/, '')

/** The logo to show: the stored one, else the logo URL, else the placeholder; only http(s) or this site's paths. */
export function resolveLogo(tool: { localLogoPath?: string | null; logo?: string | null }): string {
  const local = tool.localLogoPath?.trim()
  const stored = local?.startsWith('tool-logos/') ? `${LOGO_BUCKET_URL}/${local}` : safeImageSrc(local)
  return stored ?? safeImageSrc(tool.logo) ?? LOGO_PLACEHOLDER
}
