import { createHash } from 'node:crypto'

import sharp from 'sharp'

import { logoStore } from './logo-store'

const LOGO_PREFIX = 'tool-logos'
const LOGO_SIZE = 256

/** The key prefix of one tool's stored logos: tool-logos/{toolId}/. */
export function toolLogoPrefix(toolId: number | string): string {
  return `${LOGO_PREFIX}/${toolId}/`
}

/**
 * Normalises any raster or SVG image into a square 256×256 WebP on a transparent background and
 * stores it under tool-logos/{toolId}/ (the spec's "logos" bucket: media/ on disk or the S3
 * bucket). The file name carries a content hash, so a new logo never overwrites one a cached page
 * may still show. Returns the spec's local_logo_path, which is also the storage key.
 */
export async function storeLogo(toolId: number, image: Buffer): Promise<string> {
  const webp = await sharp(image, { density: 300 })
    .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 90 })
    .toBuffer()
  const key = `${toolLogoPrefix(toolId)}logo-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`
  await logoStore().write(key, webp, 'image/webp')
  return key
}

/** Whether sharp can decode the bytes (ICO files and HTML error pages can't be). */
export async function isDecodableImage(image: Buffer): Promise<boolean> {
  try {
    const { width, height } = await sharp(image, { density: 72 }).metadata()
    return Boolean(width && height && width >= 16 && height >= 16)
  } catch {
    return false
  }
}
