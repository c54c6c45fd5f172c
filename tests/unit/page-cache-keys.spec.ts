import { describe, expect, it } from 'vitest'

import { pageCacheKeys } from '@/platform/cache/page-cache-keys'

describe('cache keys of public pages', () => {
  it('names the tags each page reads, with the layout’s site settings', () => {
    expect(pageCacheKeys('/')).toEqual(['site-settings', 'tools', 'categories'])
    expect(pageCacheKeys('/tools/peoplegpt')).toEqual(['site-settings', 'tools', 'tool:peoplegpt'])
    expect(pageCacheKeys('/categories/recruiter/candidate-sourcing')).toEqual(['site-settings', 'tools', 'categories'])
    expect(pageCacheKeys('/resources/best-ai-sourcing-tools')).toEqual(['site-settings', 'articles', 'article:best-ai-sourcing-tools', 'tools'])
    expect(pageCacheKeys('/resources/rss.xml')).toEqual(['site-settings', 'articles', 'page:resources-hub'])
    expect(pageCacheKeys('/help-center')).toEqual(['site-settings', 'page:help-center'])
    expect(pageCacheKeys('/sitemap.xml')).toEqual(['site-settings', 'tools', 'categories', 'articles'])
  })

  it('keeps personal, form and unknown paths out of the cache tier', () => {
    for (const path of ['/account', '/auth', '/admin', '/api/tools', '/submit-tool/form', '/report', '/tools/a/b', '/tools/A B', '/full-list/0', '/nowhere']) {
      expect(pageCacheKeys(path), path).toBeNull()
    }
  })
})
