import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { NO_FACET_MATCH } from '@/domains/directory/listing/facet-match'
import { parseToolFilters, toolFiltersToSearch } from '@/domains/directory/listing/params'
import type { SqlExecutor } from '@/domains/directory/listing/sql-executor'
import { OTHER_AUDIENCE_SHOWN, otherAudienceMatches } from '@/domains/directory/search/other-audiences'
import { searchToolPage } from '@/domains/directory/search/search-page'

import { createTool } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { uniqueWord as unique } from '../helpers/unique-word'

let payload: Payload
let db: SqlExecutor
const quiet = { overrideAccess: true, context: { seedWrite: true } }

const search = async (q: string, extra = '') =>
  searchToolPage(db, parseToolFilters(new URLSearchParams(`type=everyone&q=${encodeURIComponent(q)}&sort=relevance&${extra}`)), null)
const names = async (q: string) => (await search(q)).tools.map((tool) => tool.name)

beforeAll(async () => {
  payload = await testPayload()
  db = (payload.db as unknown as PostgresAdapter).drizzle
})

describe('search over names, descriptions, features, categories, tags and integrations', () => {
  it('finds a tool by a feature, a tag, its category and an integration name, name matches first', async () => {
    const word = unique()
    const category = await payload.create({ collection: 'categories', data: { name: `Cat${word}` }, ...quiet })
    const integration = await payload.create({ collection: 'integrations', data: { name: `Int${word}`, kind: 'ats' }, ...quiet })
    await createTool(payload, { name: `Feature holder ${word}x`, features: [{ text: `Feat${word} scoring` }] })
    await createTool(payload, { name: `Tag holder ${word}y`, tags: [`Tag${word}`] })
    await createTool(payload, { name: `Category holder ${word}z`, category: category.id })
    await createTool(payload, { name: `Integration holder ${word}w`, integrations: [integration.id] })
    expect(await names(`feat${word}`)).toEqual([`Feature holder ${word}x`])
    expect(await names(`tag${word}`)).toEqual([`Tag holder ${word}y`])
    expect(await names(`cat${word}`)).toEqual([`Category holder ${word}z`])
    expect(await names(`int${word}`)).toEqual([`Integration holder ${word}w`])
    // A rename reaches the search: the integration's new name finds the tool, the old one no longer.
    await payload.update({ collection: 'integrations', id: integration.id, data: { name: `Renamed${word}` }, ...quiet })
    expect(await names(`renamed${word}`)).toEqual([`Integration holder ${word}w`])
    // (The old name finds nothing of its own; the typo fallback may then show a close name's tools.)
    expect(await names(`int${word}`)).not.toContain(`Integration holder ${word}w`)
  })

  it('ranks a name match above a description or feature match', async () => {
    const word = unique()
    await createTool(payload, { name: `Described ${word}a`, description: `All about ${word}rank here`, trendingScore: 90 })
    await createTool(payload, { name: `${word}rank Studio`, trendingScore: 1 })
    expect(await names(`${word}rank`)).toEqual([`${word}rank Studio`, `Described ${word}a`])
  })

  it('treats recruiting synonyms as one: ATS ↔ applicant tracking, LL144 ↔ bias audit', async () => {
    const word = unique()
    await createTool(payload, { name: `Tracker ${word}`, description: `An applicant tracking system for ${word} teams` })
    await createTool(payload, { name: `Auditor ${word}`, description: `Publishes its LL144 results for ${word}` })
    // Both words matched (the synonym's phrase and the unique word) rank first; tools matching one word follow.
    expect((await names(`ats ${word}`))[0]).toBe(`Tracker ${word}`)
    expect((await names(`bias audit ${word}`))[0]).toBe(`Auditor ${word}`)
  })
})

describe('search synonyms editors keep', () => {
  it("reaches the search at once, stops when deleted, is refused with one phrase, and the public reads none", async () => {
    const word = unique()
    await createTool(payload, { name: `Striped ${word}`, description: `Finds ${word}zebra people` })
    expect(await names(`${word}okapi`)).toEqual([])
    const group = await payload.create({ collection: 'search-synonyms', data: { phrases: `${word}Okapi\n ${word}zebra ` }, ...quiet })
    expect(await names(`${word}okapi`)).toEqual([`Striped ${word}`])
    // A synonym's own words are known words: never corrected to a close word of the catalogue.
    expect(await search(`${word}okapi`)).toMatchObject({ suggestion: null })
    await payload.delete({ collection: 'search-synonyms', id: group.id, ...quiet })
    expect(await names(`${word}okapi`)).toEqual([])
    await expect(payload.create({ collection: 'search-synonyms', data: { phrases: `${word}okapi` }, ...quiet })).rejects.toThrow('The following field is invalid: Phrases')
    await expect(payload.find({ collection: 'search-synonyms', overrideAccess: false })).rejects.toThrow()
  })
})

describe('typo tolerance on every word', () => {
  it('corrects a word with one typo (5+ letters) or two (9+) to a word of the catalogue, and shows its tools', async () => {
    const word = unique()
    const integration = await payload.create({ collection: 'integrations', data: { name: `Greenhouse${word}`, kind: 'ats' }, ...quiet })
    await createTool(payload, { name: `Hooked ${word}`, integrations: [integration.id] })
    await createTool(payload, { name: `Sourcer ${word}`, description: `Candidate sourcing${word} across networks` })
    await createTool(payload, { name: `Interviewer ${word}`, features: [{ text: `Structured interview${word} kits` }] })
    // Two typos in a long integration name, found through the tool's text.
    const page = await search(`Grenhose${word}`)
    expect(page).toMatchObject({ suggestion: `greenhouse${word}`, total: 1 })
    expect(page.tools.map((tool) => tool.name)).toEqual([`Hooked ${word}`])
    // One typo in a description word; a swap of two letters is one typo; a feature word.
    expect(await search(`sorcing${word}`)).toMatchObject({ suggestion: `sourcing${word}`, total: 1 })
    expect(await search(`sourcnig${word}`)).toMatchObject({ suggestion: `sourcing${word}`, total: 1 })
    expect(await search(`intervew${word}`)).toMatchObject({ suggestion: `interview${word}`, total: 1 })
    // A word of a longer query is corrected in place, the known words kept: the tool matching both ranks first.
    const longer = await search(`candidate sorcing${word}`)
    expect(longer).toMatchObject({ suggestion: `candidate sourcing${word}` })
    expect(longer.tools[0]?.name).toBe(`Sourcer ${word}`)
    // The words as typed, searched exactly, find nothing and say nothing.
    expect(await search(`sorcing${word}`, 'exact=yes')).toMatchObject({ suggestion: null, total: 0 })
  })

  it('ranks first the correction that matches with the other words, and names it', async () => {
    const word = unique()
    await createTool(payload, { name: `Laituk one ${word}`, description: `Sends ${word}laituk` })
    await createTool(payload, { name: `Laituk two ${word}`, description: `Reads ${word}laituk` })
    await createTool(payload, { name: `Writer ${word}`, description: `Drafts a ${word}cover ${word}lettuk` })
    // "…leituk" is one typo from "…laituk" (two tools carry it, the likelier) and from "…lettuk": only the second stands beside "…cover".
    // Every word is this test's own: a catalogue word ("cover") would bring its tools, which rank above a typo's.
    const page = await search(`${word}cover ${word}leituk`)
    expect(page).toMatchObject({ suggestion: `${word}cover ${word}lettuk` })
    expect(page.tools[0]?.name).toBe(`Writer ${word}`)
    // The words are optional: the tools matching the other correction follow.
    expect(page.tools.map((tool) => tool.name)).toEqual(expect.arrayContaining([`Laituk one ${word}`, `Laituk two ${word}`]))
  })

  it('never corrects the first letter, nor beyond the budget', async () => {
    const word = unique()
    await createTool(payload, { name: `Budget ${word}`, description: `Plans for ${word}abcde` })
    const hidden = `${word}abcde`
    const typo = (text: string) => search(text)
    // The first letter changed: no correction.
    expect(await typo(`x${hidden.slice(1)}`)).toMatchObject({ suggestion: null, total: 0 })
    // Three typos in an 11-letter word: beyond the budget of two.
    expect(await typo(`${hidden.slice(0, 8)}xyz`)).toMatchObject({ suggestion: null, total: 0 })
    // Two: within it.
    expect(await typo(`${hidden.slice(0, 9)}xy`)).toMatchObject({ suggestion: hidden, total: 1 })
  })

  it('keeps a known word and a known prefix as typed (the last word is being typed)', async () => {
    const word = unique()
    await createTool(payload, { name: `Exact${word}` })
    expect(await search(`exact${word}`)).toMatchObject({ total: 1, suggestion: null })
    expect(await search(`exact${word.slice(0, 3)}`)).toMatchObject({ suggestion: null })
    expect((await search(`exact${word.slice(0, 3)}`)).tools.map((tool) => tool.name)).toContain(`Exact${word}`)
  })

  it('learns words as tools change: a renamed tool\'s new word is corrected to, its old word no longer', async () => {
    const word = unique()
    const tool = await createTool(payload, { name: `Zephyrine${word}` })
    expect(await search(`zephyrene${word}`)).toMatchObject({ suggestion: `zephyrine${word}`, total: 1 })
    await payload.update({ collection: 'tools', id: tool.id, data: { name: `Quillomatic${word}` }, ...quiet })
    expect(await search(`zephyrene${word}`)).toMatchObject({ suggestion: null, total: 0 })
    expect(await search(`quilomatic${word}`)).toMatchObject({ suggestion: `quillomatic${word}`, total: 1 })
    const rows = await db.execute(sql`SELECT word, tools FROM search_words WHERE word IN (${`zephyrine${word}`}, ${`quillomatic${word}`})`)
    expect(rows.rows).toEqual([{ word: `quillomatic${word}`, tools: 1 }])
    await payload.delete({ collection: 'tools', id: tool.id, ...quiet })
    expect(await search(`quilomatic${word}`)).toMatchObject({ suggestion: null, total: 0 })
  })
})

describe('a search looks in every audience', () => {
  const others = async (q: string, extra = '') => {
    const filters = parseToolFilters(new URLSearchParams(`q=${encodeURIComponent(q)}&${extra}`))
    return otherAudienceMatches(db, filters, null, NO_FACET_MATCH)
  }

  it("lists the other audiences' matches with their counts and first tools, in the state's order and filters", async () => {
    const word = unique()
    await createTool(payload, { name: `Recruiting ${word}`, toolType: 'recruiter' })
    for (let index = 1; index <= 5; index += 1) {
      await createTool(payload, { name: `Seeker ${index} ${word}`, toolType: 'job_seeker', trendingScore: index * 10, priceRange: index === 5 ? 'paid' : 'free' })
    }
    await createTool(payload, { name: `General ${word}`, toolType: 'everyone' })
    const found = await others(word)
    expect(found.map(({ type, total, totalIsEstimate }) => ({ type, total, totalIsEstimate }))).toEqual([
      { type: 'job_seeker', total: 5, totalIsEstimate: false },
      { type: 'everyone', total: 1, totalIsEstimate: false },
    ])
    // The first OTHER_AUDIENCE_SHOWN, most trending first, and the address of them all in their audience.
    expect(found[0]!.tools.map((tool) => tool.name)).toEqual([5, 4, 3, 2].map((index) => `Seeker ${index} ${word}`))
    expect(found[0]!.tools).toHaveLength(OTHER_AUDIENCE_SHOWN)
    expect(toolFiltersToSearch(found[0]!.filters)).toBe(`?q=${word}&type=job_seeker`)
    expect(found[1]!.tools.map((tool) => tool.name)).toEqual([`General ${word}`])
    // The same filters: free tools only.
    expect((await others(word, 'price=free')).map(({ type, total }) => [type, total])).toEqual([['job_seeker', 4]])
    // From the job seekers' side, the recruiters' tool and the general one.
    expect((await others(word, 'type=job_seeker')).map(({ type, total }) => [type, total])).toEqual([['recruiter', 1], ['everyone', 1]])
  })

  it('an audience matching at most half of the words yields to one matching them all; one matching most of them keeps its tools', async () => {
    const [first, second, third] = [unique(), unique(), unique()]
    await createTool(payload, { name: `Parser ${first}`, toolType: 'recruiter', description: `Reads ${first} files` })
    await createTool(payload, { name: `Builder ${first} ${second}`, toolType: 'job_seeker', description: `Makes a ${first} ${second} ${third}` })
    const page = async (q: string, type: string) => searchToolPage(db, parseToolFilters(new URLSearchParams(`q=${encodeURIComponent(q)}&type=${type}`)), null)
    // Two words: the recruiter tool matches one, the job seekers' tool both. The recruiters' page lists
    // none, and the job seekers' tool is the first thing shown, under its own heading.
    expect(await page(`${first} ${second}`, 'recruiter')).toMatchObject({ tools: [], total: 0, yielded: true })
    expect((await others(`${first} ${second}`)).map(({ type, total }) => [type, total])).toEqual([['job_seeker', 1]])
    // The job seekers list their tool; the recruiters' partial match is not under its heading there either (their page lists none).
    expect((await page(`${first} ${second}`, 'job_seeker')).tools.map((tool) => tool.name)).toEqual([`Builder ${first} ${second}`])
    expect(await others(`${first} ${second}`, 'type=job_seeker')).toEqual([])
    // Three words, one a form no recruiter tool carries: the recruiter tool matching two of them keeps its place.
    await createTool(payload, { name: `Checker ${first}`, toolType: 'recruiter', description: `Checks ${second} files` })
    expect((await page(`${first} ${second} ${third}`, 'recruiter')).tools.map((tool) => tool.name)).toEqual([`Checker ${first}`, `Parser ${first}`])
    // For Everyone lists every audience: its page never yields.
    expect((await page(`${first} ${second}`, 'everyone')).total).toBe(3)
  })

  it('finds nothing more for For Everyone, which lists every audience, or where no other audience matches', async () => {
    const word = unique()
    await createTool(payload, { name: `Seeker only ${word}`, toolType: 'job_seeker' })
    expect(await others(word, 'type=everyone')).toEqual([])
    expect(await others(word, 'type=job_seeker')).toEqual([])
  })
})
