import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { idRow } from '@/platform/database/common-rows'
import { sqlFor } from '@/platform/database/db'
import { selectRows } from '@/platform/database/typed-rows'

import { relationId } from './relation-id'

/** Logos uploaded from the public forms are stored under this filename prefix, so the cleanup knows them. */
const VENDOR_LOGO_PREFIX = 'vendor-logo-'
/** What the bytes must be, whatever the browser claimed; no SVG (scripts) or animated formats. */
const EXTENSIONS: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' }
/** Long enough to finish either form, including a trip through Stripe and back. */
const ORPHAN_AFTER_MS = 24 * 60 * 60 * 1000

export type StoredLogo = { id: number; url: string }

/** Stores an uploaded logo as Media; null when the bytes are not a PNG, JPEG or WebP image. */
export async function storeVendorLogo(payload: Payload, bytes: Buffer, alt: string): Promise<StoredLogo | null> {
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format as string | undefined)
    .catch(() => undefined)
  const extension = format ? EXTENSIONS[format] : undefined
  if (!extension) return null
  const media = await payload.create({
    collection: 'media',
    overrideAccess: true,
    data: { alt },
    file: { data: bytes, mimetype: `image/${format}`, name: `${VENDOR_LOGO_PREFIX}${randomUUID()}.${extension}`, size: bytes.length },
  })
  return { id: media.id, url: media.sizes?.thumbnail?.url ?? media.url ?? '' }
}

/**
 * A logo is stored when the vendor picks it, before the request is saved; one replaced, removed
 * or left behind in an abandoned form belongs to nothing. This deletes those a day old that no
 * submission, sponsorship or owner's edit proposal references and no tool shows (approval copies the URL to the tool).
 */
export async function deleteOrphanedVendorLogos(payload: Payload, now = Date.now()): Promise<number> {
  const { docs: logos } = await payload.find({
    collection: 'media',
    where: { filename: { like: VENDOR_LOGO_PREFIX }, createdAt: { less_than: new Date(now - ORPHAN_AFTER_MS).toISOString() } },
    limit: 200,
    depth: 0,
    select: { filename: true },
    overrideAccess: true,
  })
  if (logos.length === 0) return 0
  const ids = logos.map((logo) => logo.id)
  const used = new Set<number>()
  for (const collection of ['submissions', 'sponsorships'] as const) {
    const { docs } = await payload.find({
      collection,
      where: { logo: { in: ids } },
      pagination: false,
      depth: 0,
      select: { logo: true },
      overrideAccess: true,
    })
    for (const doc of docs) used.add(relationId(doc.logo)!)
  }
  // An owner's proposed logo or screenshot (../owner-edits) is kept with its proposal, decided or not.
  const proposed = await selectRows(await sqlFor(payload), "the media kept by owners' proposals", idRow, sql`
    SELECT DISTINCT (c->'after'->>'id')::int AS id FROM change_proposals p, jsonb_array_elements(p.changes) c
    WHERE p.source = 'owner' AND c->>'field' IN ('logo', 'screenshot') AND (c->'after'->>'id')::int IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`)
  for (const row of proposed) used.add(row.id)
  const { docs: tools } = await payload.find({
    collection: 'tools',
    where: { or: logos.map((logo) => ({ logo: { like: logo.filename } })) },
    pagination: false,
    depth: 0,
    draft: true,
    select: { logo: true },
    overrideAccess: true,
  })
  for (const logo of logos) if (tools.some((tool) => logo.filename && tool.logo?.includes(logo.filename))) used.add(logo.id)
  const orphans = ids.filter((id) => !used.has(id))
  if (orphans.length > 0) await payload.delete({ collection: 'media', where: { id: { in: orphans } }, overrideAccess: true })
  return orphans.length
}
