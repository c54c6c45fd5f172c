import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { logoRoot } from '@/lib/logo-fetch/logo-storage'

const FILE = /^[a-z0-9-]+\.(webp|png|jpg|jpeg|svg)$/i
const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', svg: 'image/svg+xml' }

/** Serves stored logos (local_logo_path "tool-logos/{toolId}/{file}") publicly, cached for an hour. */
export async function GET(_request: Request, { params }: { params: Promise<{ toolId: string; file: string }> }) {
  const { toolId, file } = await params
  if (!/^\d+$/.test(toolId) || !FILE.test(file)) return new Response('Not found', { status: 404 })
  try {
    const body = await readFile(path.join(logoRoot(), toolId, file))
    const extension = file.split('.').pop()!.toLowerCase()
    return new Response(new Uint8Array(body), {
      headers: {
        'content-type': TYPES[extension] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        ...(extension === 'svg' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } : {}),
      },
    })
  } catch {
    return new Response('Not found', { status: 404 })
  }
}
