import { describe, expect, it } from 'vitest'

import { pageKeysFor, parseComparedSlugs, parseToolFilters } from '@/domains/directory/shared'
import { pageCacheKeys } from '@/platform/cache/page-cache-keys'

/** The keys the proxy names for an address, parsing its query string as it does. */
function keysOf(address: string): string[] | null {
  const url = new URL(address, 'http://localhost')
  return pageCacheKeys(url.pathname, { listing: parseToolFilters(url.searchParams), compared: parseComparedSlugs(url.searchParams.getAll('tools')) })
}

describe('cache keys of public pages', () => {
  it('names the tags each page reads, with the layout’s site settings', () => {
    expect(keysOf('/tools/peoplegpt')).toEqual(['site-settings', 'tools', 'tool:peoplegpt'])
    // Its shared-link image, at the address Next gives it with or without a suffix.
    expect(keysOf('/tools/peoplegpt/opengraph-image')).toEqual(['site-settings', 'tools', 'tool:peoplegpt'])
    expect(keysOf('/tools/peoplegpt/opengraph-image-1x2y3z?abc')).toEqual(['site-settings', 'tools', 'tool:peoplegpt'])
    expect(keysOf('/integrations/greenhouse')).toEqual(['site-settings', 'tools', 'integration:greenhouse'])
    expect(keysOf('/categories')).toEqual(['site-settings', 'tools', 'categories', 'listing:all'])
    expect(keysOf('/full-list/2')).toEqual(['site-settings', 'tools', 'categories', 'listing:all'])
    expect(keysOf('/resources/best-ai-sourcing-tools')).toEqual(['site-settings', 'articles', 'article:best-ai-sourcing-tools', 'tools', 'article-tool-links'])
    expect(keysOf('/resources/rss.xml')).toEqual(['site-settings', 'articles', 'page:resources-hub'])
    expect(keysOf('/help-center')).toEqual(['site-settings', 'page:help-center'])
    expect(keysOf('/submit-tool')).toEqual(['site-settings', 'tools'])
    expect(keysOf('/feature-tool')).toEqual(['site-settings', 'tools'])
    expect(keysOf('/sitemap.xml')).toEqual(['site-settings', 'tools', 'categories', 'listing:all', 'articles'])
    expect(keysOf('/llms.txt')).toEqual(['site-settings', 'tools', 'categories', 'listing:all'])
  })

  it('names the listing a page shows by what selects its tools: category, else tool type, else all', () => {
    // The home page lists recruiters' tools unless asked otherwise.
    expect(keysOf('/')).toEqual(['site-settings', 'tools', 'categories', 'listing:type:recruiter'])
    expect(keysOf('/?type=everyone&sort=new&q=ats')).toEqual(['site-settings', 'tools', 'categories', 'listing:all'])
    expect(keysOf('/?type=Recruiter&price=free')).toEqual(['site-settings', 'tools', 'categories', 'listing:type:recruiter'])
    expect(keysOf('/?type=recruiter&category=Candidate-Sourcing')).toEqual(['site-settings', 'tools', 'categories', 'category:candidate-sourcing'])
    expect(keysOf('/categories/recruiter/candidate-sourcing')).toEqual(['site-settings', 'tools', 'categories', 'category:candidate-sourcing'])
    // The search answer reads what the home page of the same state reads.
    expect(keysOf('/search?q=ats&type=job_seeker')).toEqual(['site-settings', 'tools', 'categories', 'listing:type:job_seeker'])
    expect(keysOf('/search?q=ats&category=candidate-sourcing')).toEqual(['site-settings', 'tools', 'categories', 'category:candidate-sourcing'])
    // The page reads an unknown type as the default one, and a malformed category as none.
    expect(keysOf('/?type=nobody&category=%3Cscript%3E')).toEqual(['site-settings', 'tools', 'categories', 'listing:type:recruiter'])
  })

  it('keys a home search by every audience, whose matches it also lists, unless a category narrows it', () => {
    const keys = (address: string) => pageKeysFor(new URL(address, 'http://localhost'))
    expect(keys('/?type=job_seeker')).toEqual(['site-settings', 'tools', 'categories', 'listing:type:job_seeker'])
    expect(keys('/?q=resume+builder')).toEqual(['site-settings', 'tools', 'categories', 'listing:all'])
    expect(keys('/?q=tools+for+job+seekers')).toEqual(['site-settings', 'tools', 'categories', 'listing:all'])
    expect(keys('/?q=ats&category=applicant-tracking')).toEqual(['site-settings', 'tools', 'categories', 'category:applicant-tracking'])
  })

  it('names the tools a comparison shows, as the compare page parses them', () => {
    expect(keysOf('/compare?tools=seekout,PeopleGPT,seekout,bad%20slug')).toEqual(['site-settings', 'tools', 'tool:seekout', 'tool:peoplegpt'])
    expect(keysOf('/compare')).toEqual(['site-settings', 'tools'])
  })

  it('gives every page with a precise key the tools key too, which expiring everything after a lost connection reaches', () => {
    for (const address of ['/', '/?type=job_seeker', '/?category=ats', '/categories/everyone/ats', '/tools/seekout', '/compare?tools=a,b', '/llms.txt']) {
      const keys = keysOf(address) ?? []
      expect(keys.some((key) => /^(tool|category|listing):/.test(key)), address).toBe(true)
      expect(keys, address).toContain('tools')
    }
  })

  it('keeps personal, form and unknown paths out of the cache tier', () => {
    for (const path of ['/account', '/auth', '/admin', '/api/tools', '/submit-tool/form', '/report', '/tools/a/b', '/tools/A B', '/tools/a/opengraph-image/x', '/full-list/0', '/nowhere']) {
      expect(pageCacheKeys(path), path).toBeNull()
    }
  })
})
