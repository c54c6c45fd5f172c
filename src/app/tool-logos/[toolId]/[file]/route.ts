import { logoStore, toolLogoPrefix } from '@/domains/enrichment'

const FILE = /^[a-z0-9-]+\.(webp|png|jpg|jpeg|svg)$/i
const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' }

/**
 * Serves stored logos (local_logo_path "tool-logos/{toolId}/{file}") publicly, cached for an hour,
 * from media/ or the S3 bucket, whichever the logos are stored in.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ toolId: string; file: string }> }) {
  const { toolId, file } = await params
  if (!/^\d+$/.test(toolId) || !FILE.test(file)) return new Response('Not found', { status: 404 })
  let body: Uint8Array | null
  try {
    body = await logoStore().read(`${toolLogoPrefix(toolId)}${file}`)
  } catch (error) {
    // Not a 404: a cache in front must not remember an outage of the storage as a missing logo.
    console.error('[tool-logos] storage read failed', error)
    return new Response('Logo storage unavailable', { status: 503, headers: { 'cache-control': 'no-store' } })
  }
  if (!body) return new Response('Not found', { status: 404 })
  const extension = file.split('.').pop()!.toLowerCase()
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
      ...(extension === 'svg' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
    },
  })
}
