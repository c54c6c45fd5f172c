import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

// The counting statement fails as it does when the database drops the connection mid-request.
vi.mock('@/domains/directory/visits/count-visit', () => ({ countVisit: () => Promise.reject(new Error('Connection terminated unexpectedly')) }))
// Or earlier, at the click's lookup of the tool's link, when `lookupFails` is set.
const db = vi.hoisted(() => ({ lookupFails: false }))
vi.mock('@/server/read-db', async (importOriginal) => {
  const { readDb } = await importOriginal<typeof import('@/server/read-db')>()
  return { readDb: () => (db.lookupFails ? Promise.reject(new Error('connect ECONNREFUSED')) : readDb()) }
})

import { POST as clickBeacon } from '@/app/t/click/[id]/route'
import { POST as viewBeacon } from '@/app/t/view/[id]/route'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'

const PERSON = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
}

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('when a view or click cannot be counted', () => {
  it('still answers both beacons, never with a 500', async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/product' })
    const params = { params: Promise.resolve({ id: String(tool.id) }) }
    const view = await viewBeacon(new NextRequest(`http://127.0.0.1/t/view/${tool.id}`, { method: 'POST', headers: PERSON }), params)
    expect(view.status).toBe(204)
    const click = await clickBeacon(new NextRequest(`http://127.0.0.1/t/click/${tool.id}`, { method: 'POST', headers: PERSON }), params)
    expect(click.status).toBe(204)
  })

  it('answers the click beacon even when the tool cannot be looked up', async () => {
    const tool = await createTool(payload, { sourceUrl: 'https://example.com/product' })
    db.lookupFails = true
    try {
      const click = await clickBeacon(new NextRequest(`http://127.0.0.1/t/click/${tool.id}`, { method: 'POST', headers: PERSON }), {
        params: Promise.resolve({ id: String(tool.id) }),
      })
      expect(click.status).toBe(204)
    } finally {
      db.lookupFails = false
    }
  })
})
