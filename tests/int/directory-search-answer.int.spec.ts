import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as searchAnswerRoute } from '@/app/(frontend)/search/route'
import type { SearchAnswer } from '@/components/home/search-answer'
import { toolCardViews } from '@/components/tools/tool-card-view'
import { filtersUnderstood, parseToolFilters, searchAnswerAddress } from '@/domains/directory'
import { getIntegrationOptions } from '@/queries/integrations'
import { getToolPage } from '@/queries/tools'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { uniqueWord } from '../helpers/unique-word'

let payload: Payload
const word = uniqueWord()

const ask = (search: string, ip = '10.20.30.40') => searchAnswerRoute(new Request(`http://localhost/search${search}`, { headers: { 'x-forwarded-for': ip } }))

beforeAll(async () => {
  payload = await testPayload()
  for (const name of ['Alpha', 'Beta', 'Gamma']) await createTool(payload, { name: `${name} ${word}`, toolType: 'everyone', description: `Finds ${word} candidates fast.` })
})

describe('the search answer (the home page results as JSON, fetched while typing)', () => {
  it('answers what the page shows for the same state: its first page of cards, total and suggestion', async () => {
    const search = `?type=everyone&q=${word}`
    const response = await ask(search)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as SearchAnswer
    const { filters } = filtersUnderstood(parseToolFilters(new URLSearchParams(search)), await getIntegrationOptions())
    const page = await getToolPage(filters)
    expect(answer.tools).toEqual(toolCardViews(page.tools))
    expect(answer.tools.map((tool) => tool.name).sort()).toEqual([`Alpha ${word}`, `Beta ${word}`, `Gamma ${word}`])
    expect({ total: answer.total, page: answer.page, pageCount: answer.pageCount, suggestion: answer.suggestion }).toEqual({
      total: page.total,
      page: 1,
      pageCount: page.pageCount,
      suggestion: page.suggestion,
    })
  })

  it('gives one address to every way of typing the same words, and the same answer', async () => {
    const filters = parseToolFilters(new URLSearchParams(`q=${encodeURIComponent(`  ALPHA   ${word.toUpperCase()} `)}&type=Everyone`))
    expect(searchAnswerAddress(filters)).toBe(`/search?q=alpha+${word}&type=everyone`)
    const [typed, tidy] = await Promise.all([ask(`?q=%20ALPHA%20%20${word.toUpperCase()}&type=everyone`), ask(`?type=everyone&q=alpha+${word}`)])
    expect(await typed.json()).toEqual(await tidy.json())
  })

  it('refuses a malformed state with a 400 and its reason, never a 500, and is not kept', async () => {
    for (const [search, reason] of [
      ['?q=ats&type=robots', 'type: must be one of recruiter, job_seeker, everyone'],
      ['?q=ats&page=0', 'page: must be a page number'],
      ['?q=ats&page=99999', 'page: must be at most 401'],
      ['?q=ats&size=7', 'size'],
      ['?q=a&q=b', 'q'],
      [`?q=${'x'.repeat(201)}`, 'q: must be at most 100 characters'],
      ['?q=ats&utm_source=x', 'Unknown parameter: utm_source'],
      ['?max_price=-1', 'max_price: must be a whole number of USD'],
      ['?integration=%3Cscript%3E', 'integration'],
    ]) {
      const response = await ask(search!)
      expect(response.status, search).toBe(400)
      expect(response.headers.get('cache-control')).toBe('no-store')
      const body = (await response.json()) as { error: string }
      expect(body.error, search).toContain(`Invalid search: ${reason}`)
    }
  })

  it('bounds what one client may ask of an instance, far above a typist, with the wait to retry', async () => {
    const ip = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    // Refused requests count too: a client can't go around the bound with bad input.
    for (let index = 0; index < 600; index += 1) expect((await ask('?type=robots', ip)).status).toBe(400)
    const refused = await ask(`?q=${word}`, ip)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many attempts/)
    expect((await ask(`?q=${word}`)).status).toBe(200)
  })
})
