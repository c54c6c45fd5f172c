import { describe, expect, it } from 'vitest'

import { filtersFromHomeState, homeCachePath, homeStateSegments } from '@/domains/directory/home-state-path'
import { DEFAULT_FILTERS, parseToolFilters } from '@/domains/directory/listing/params'

const segmentsOf = (search: string) =>
  homeCachePath(new URLSearchParams(search))
    .replace(/^\/home-cache(\/search)?\//, '')
    .split('/')

describe('home cache path (the filter state the proxy rewrites `/?…` to)', () => {
  it('maps the default state, and every bad value, to one entry', () => {
    expect(homeCachePath(new URLSearchParams(''))).toBe('/home-cache/default')
    expect(homeCachePath(new URLSearchParams('page=-1&size=1000&type=<script>&sort=x&price=cheap&_rsc=abc'))).toBe('/home-cache/default')
  })

  it('sends every state with search words to the per-request route, and only those', () => {
    expect(homeCachePath(new URLSearchParams('q=ats'))).toBe(`/home-cache/search/${homeStateSegments({ ...DEFAULT_FILTERS, q: 'ats' }).join('/')}`)
    expect(homeCachePath(new URLSearchParams('q=%20%20&type=everyone'))).toMatch(/^\/home-cache\/(?!search\/)/)
    expect(homeCachePath(new URLSearchParams('category=ats&sort=new&page=2'))).toMatch(/^\/home-cache\/(?!search\/)/)
  })

  it('gives equivalent query strings the same path, whatever their order or spacing', () => {
    expect(segmentsOf('sort=new&q=%20ats%20%20sync&type=everyone')).toEqual(segmentsOf('type=everyone&q=ats+sync&sort=new'))
    expect(segmentsOf('q=ats')).not.toEqual(segmentsOf('q=ats&page=2'))
  })

  it('decodes back to the same filter state, including non-ASCII and maximal queries', () => {
    for (const search of ['q=sourcing&type=job_seeker&category=ats&price=free&sort=most_popular&page=3&size=48', 'q=entrevista%20%C3%A9t%C3%A9', `q=${'语'.repeat(100)}`]) {
      const filters = parseToolFilters(new URLSearchParams(search))
      expect(filtersFromHomeState(segmentsOf(search))).toEqual(filters)
    }
  })

  it('keeps every segment short enough to be a file name in the cache', () => {
    const segments = homeStateSegments({ ...DEFAULT_FILTERS, q: '语'.repeat(100), category: 'a'.repeat(80), page: 2, size: 96 })
    expect(segments.length).toBeGreaterThan(1)
    for (const segment of segments) expect(segment.length).toBeLessThanOrEqual(200)
  })

  it('rejects any path that is not the canonical encoding of a state', () => {
    expect(filtersFromHomeState(['default'])).toEqual(DEFAULT_FILTERS)
    expect(filtersFromHomeState(undefined)).toBeNull()
    expect(filtersFromHomeState([])).toBeNull()
    expect(filtersFromHomeState(['not-a-state'])).toBeNull()
    expect(filtersFromHomeState(['default', 'extra'])).toBeNull()
    expect(filtersFromHomeState(['cT14'])).toEqual({ ...DEFAULT_FILTERS, q: 'x' })
    // `q= x` decodes to the state of `q=x`, but is not its canonical path.
    expect(filtersFromHomeState(['cT0reA'])).toBeNull()
    expect(filtersFromHomeState(['%%%'])).toBeNull()
  })
})
