import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { adminToken } from './content-admin-helpers'

const PEER = process.env.E2E_PEER_URL ?? 'http://127.0.0.1:3111'
// Both app instances run the standalone build from here; Next would keep any page or data cache in it.
const NEXT_DIR = path.resolve('.next/standalone/.next')
const SEARCHES = 12

/** Files under the build's folder written since `since` whose content has `marker`. */
function cacheFilesWith(marker: string, since: number): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'static' && entry.name !== 'node_modules') walk(full)
      } else if (fs.statSync(full).mtimeMs >= since && fs.readFileSync(full).includes(marker)) {
        found.push(path.relative(NEXT_DIR, full))
      }
    }
  }
  walk(NEXT_DIR)
  return found
}

test('pages leave no files behind: distinct searches cannot fill the disk', async ({ request, baseURL }) => {
  const marker = `diskfill${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const auth = { Authorization: `JWT ${await adminToken()}` }
  // A tool every search below finds, so each rendered result holds the marker.
  const created = await request.post(`${baseURL}/api/tools`, {
    headers: auth,
    data: { name: `Disk Fill ${marker}`, description: 'Found by the searches.', toolType: 'job_seeker', _status: 'published' },
  })
  expect(created.ok()).toBe(true)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    const since = Date.now() - 1_000
    // Distinct search states (the words in another case each time): each would be an entry of its own.
    for (let index = 0; index < SEARCHES; index++) {
      const words = [...marker].map((char, at) => ((index >> at) & 1 ? char.toUpperCase() : char)).join('')
      const response = await request.get(`${PEER}/?q=${words}&type=job_seeker`)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain(`Disk Fill ${marker}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    // The instance keeps no page or query result of its own: the cache tier keeps pages, in memory.
    expect(cacheFilesWith(marker, since)).toEqual([])
  } finally {
    await request.delete(`${baseURL}/api/tools/${id}`, { headers: auth })
  }
})
