import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'

const PEER = process.env.E2E_PEER_URL ?? 'http://127.0.0.1:3111'

test('/_next/image optimises our stored logos only, never an image from anywhere on the web', async ({ request, baseURL }) => {
  // A stored logo, as the logo jobs leave one (media/tool-logos/{toolId}/logo-{hash}.png) and src/app/tool-logos serves it.
  const mediaDir = path.resolve(process.env.MEDIA_DIR ?? '.data/e2e-media')
  const file = path.join(mediaDir, 'tool-logos', '987654', 'logo-0123456789ab.png')
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, await sharp({ create: { width: 96, height: 96, channels: 3, background: '#4f46e5' } }).png().toBuffer())
  try {
    for (const base of [baseURL, PEER]) {
      const own = await request.get(`${base}/_next/image?url=${encodeURIComponent('/tool-logos/987654/logo-0123456789ab.png')}&w=64&q=75`)
      expect(own.status(), base).toBe(200)
      expect(own.headers()['content-type']).toMatch(/^image\//)

      for (const url of ['https://evil.example/x.png', 'http://127.0.0.1:9/x.png', '//evil.example/x.png', '/api/users/me', '/admin']) {
        const refused = await request.get(`${base}/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`)
        expect(refused.status(), `${base} ${url}`).toBe(400)
      }
    }
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true })
  }
})
