import { createHash } from 'node:crypto'

import sharp from 'sharp'

import { MAX_IMAGE_SIDE } from '@/config/image-limits.mjs'
import { type ImageHeader, readImageHeader, UNTRUSTED_IMAGE, withinImageLimit } from '@/platform/images/image-header'

import { logoStore } from './logo-store'

const LOGO_PREFIX = 'tool-logos'
const LOGO_SIZE = 256
/** SVGs are drawn at 300 dpi for a sharp downscale, or less when that would pass the pixel limit. */
const SVG_DENSITY = 300
const DEFAULT_DENSITY = 72

/** The key prefix of one tool's stored logos: tool-logos/{toolId}/. */
export function toolLogoPrefix(toolId: number | string): string {
  return `${LOGO_PREFIX}/${toolId}/`
}

/**
 * Normalises any raster or SVG image into a square 256×256 WebP on a transparent background and
 * stores it under tool-logos/{toolId}/ (in the logo store: media/ on disk or the S3 bucket). The
 * file name carries a content hash, so a new logo never overwrites one a cached page may still
 * show. Returns the tool's `localLogoPath`, which is also the storage key.
 */
export async function storeLogo(toolId: number, image: Buffer): Promise<string> {
  const header = await readImageHeader(image)
  const webp = await sharp(image, { ...UNTRUSTED_IMAGE, density: header ? drawingDensity(header) : DEFAULT_DENSITY })
    .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 90 })
    .toBuffer()
  const key = `${toolLogoPrefix(toolId)}logo-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`
  await logoStore().write(key, webp, 'image/webp')
  return key
}

function drawingDensity(header: ImageHeader): number {
  if (header.format !== 'svg') return DEFAULT_DENSITY
  return Math.min(SVG_DENSITY, Math.floor((DEFAULT_DENSITY * MAX_IMAGE_SIDE) / Math.max(header.width, header.height)))
}

/**
 * Why the bytes can't be a logo, read from the header before any decoding: `unreadable` (ICO files
 * and HTML error pages, or under 16 px), `too_large` past the pixel limit; null when they can.
 */
export async function logoImageProblem(image: Buffer): Promise<'unreadable' | 'too_large' | null> {
  const header = await readImageHeader(image)
  if (!header || header.width < 16 || header.height < 16) return 'unreadable'
  return withinImageLimit(header) ? null : 'too_large'
}
