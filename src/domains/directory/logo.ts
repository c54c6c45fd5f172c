import { safeImageSrc } from '@/platform/text/safe-href'

/**
 * Where stored logos ("tool-logos/{toolId}/{file}", the `logos` bucket) are served from: this app
 * (src/app/tool-logos) unless NEXT_PUBLIC_LOGO_BUCKET_URL points at a bucket or CDN.
 */
// Browser code too: Next inlines NEXT_PUBLIC_* only where it is written out as process.env.NAME.
// eslint-disable-next-line no-restricted-properties
const LOGO_BUCKET_URL = (process.env.NEXT_PUBLIC_LOGO_BUCKET_URL ?? '').replace(/\/$/, '')

/**
 * Logo resolution: the stored logo, else the logo URL; only http(s) or this site's paths.
 * Null when there is none: the tool then shows its generated monogram (./monogram.ts).
 */
export function resolveLogo(tool: { localLogoPath?: string | null; logo?: string | null }): string | null {
  const local = tool.localLogoPath?.trim()
  const stored = local?.startsWith('tool-logos/') ? `${LOGO_BUCKET_URL}/${local}` : safeImageSrc(local)
  return stored ?? safeImageSrc(tool.logo) ?? null
}
