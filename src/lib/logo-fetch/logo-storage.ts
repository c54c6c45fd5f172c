import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { env } from '@/lib/env'

export const LOGO_PREFIX = 'tool-logos'
export const LOGO_SIZE = 256

/** Where stored logos live on disk (the spec's "logos" bucket): media/tool-logos/{toolId}/{file}. */
export function logoRoot(): string {
  return path.join(env.MEDIA_DIR, LOGO_PREFIX)
}

/**
 * Normalises any raster or SVG image into a square 256×256 WebP on a transparent background and
 * writes it under tool-logos/{toolId}/. The file name carries a content hash, so a new logo never
 * overwrites one a cached page may still show. Returns the spec's local_logo_path.
 */
export async function storeLogo(toolId: number, image: Buffer): Promise<string> {
  const webp = await sharp(image, { density: 300 })
    .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 90 })
    .toBuffer()
  const file = `logo-${createHash('sha256').update(webp).digest('hex').slice(0, 12)}.webp`
  const directory = path.join(logoRoot(), String(toolId))
  await mkdir(directory, { recursive: true })
  await writeFile(path.join(directory, file), webp)
  return `${LOGO_PREFIX}/${toolId}/${file}`
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
