/**
 * The bad-input corpus (tests/helpers/bad-input/corpus.ts) against the built app through the cache
 * tier: not one answer ≥ 500 or with a stack trace, and no row or upload stored by any of it. It
 * runs after every other spec (its own Playwright project), so the row counts only move if the
 * corpus moved them.
 */
import { existsSync, readdirSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { badInputCorpus, type BadRequest } from '../helpers/bad-input/corpus'
import { queryCorpus, signedInWrites } from '../helpers/bad-input/query-corpus'
import { readQueryFields } from '../helpers/bad-input/query-fields'
import { waitForQuietQueue } from '../helpers/bad-input/quiet-queue'
import { rowCounts } from '../helpers/bad-input/row-counts'
import { sendAll } from '../helpers/bad-input/send'
import { serverActions } from '../helpers/bad-input/server-actions'
import { createAccount } from './content-admin-helpers'

const GROUPS: BadRequest['group'][] = ['pages', 'slugs', 'rest', 'query', 'auth', 'graphql', 'actions', 'webhooks']
const databaseUri = process.env.DATABASE_URI!
const mediaDir = process.env.MEDIA_DIR!
const mediaFiles = () => (existsSync(mediaDir) ? readdirSync(mediaDir, { recursive: true }).length : 0)

test.describe.configure({ mode: 'serial' })

let corpus: BadRequest[]
let rowsBefore: Record<string, number>
let filesBefore: number

test.beforeAll(async ({ request, baseURL }) => {
  const firstSlug = async (collection: string) => {
    const response = await request.get(`/api/${collection}?limit=1&depth=0&where[_status][equals]=published`)
    return ((await response.json()) as { docs: { slug: string }[] }).docs[0]!.slug
  }
  test.setTimeout(180_000)
  const toolSlug = await firstSlug('tools')
  // A plain user, created and signed in before the row counts are taken.
  const signIn = await request.post('/api/users/login', { data: await createAccount(request, 'user') })
  const cookie = `payload-token=${((await signIn.json()) as { token: string }).token}`
  const fields = readQueryFields()
  corpus = [
    ...badInputCorpus({ origin: baseURL!, toolSlug, articleSlug: await firstSlug('articles'), actions: serverActions(toolSlug) }),
    ...queryCorpus(fields, { label: 'anonymous' }),
    ...queryCorpus(fields, { label: 'signed-in', cookie }),
    ...signedInWrites(fields, cookie),
  ]
  // Earlier specs' jobs (a logo fetch's retry, say) write tools when they run: let them finish first.
  await waitForQuietQueue(databaseUri)
  rowsBefore = await rowCounts(databaseUri)
  filesBefore = mediaFiles()
})

test('the corpus covers every kind of input with at least 300 requests', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(300)
  for (const group of GROUPS) expect(corpus.filter((request) => request.group === group).length, group).toBeGreaterThan(0)
  // Every server action of the build is in it (the manifest lists them all).
  expect(new Set(corpus.filter((request) => request.group === 'actions').map((request) => request.headers?.['next-action'])).size).toBeGreaterThan(30)
})

for (const group of GROUPS) {
  test(`${group}: malformed requests get a 4xx or a page, never a 5xx or a stack trace`, async ({ baseURL }) => {
    test.setTimeout(300_000)
    // The query corpus is thousands of cheap reads: more at once keeps this test short.
    const results = await sendAll(baseURL!, corpus.filter((request) => request.group === group), group === 'query' ? 12 : 4)
    const classes: Record<string, number> = {}
    for (const { status } of results) classes[status ? `${Math.floor(status / 100)}xx` : 'no answer'] = (classes[status ? `${Math.floor(status / 100)}xx` : 'no answer'] ?? 0) + 1
    console.info(`${group}: ${results.length} requests, ${JSON.stringify(classes)}`)
    const problems = results.filter((result) => result.problem).map((result) => `${result.request.method} ${result.request.label}: ${result.problem}`)
    expect(problems).toEqual([])
  })
}

test('nothing from the corpus was stored', async () => {
  expect(await rowCounts(databaseUri)).toEqual(rowsBefore)
  expect(mediaFiles()).toBe(filesBefore)
})
