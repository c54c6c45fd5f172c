import { describe, expect, it } from 'vitest'

import { classifyReferrer } from '@/domains/directory/visits/view-source'

const SITE = 'https://hirestack.test'

describe('the view source classifier', () => {
  const own = [SITE]
  it('reads this site’s pages from their full URL', () => {
    expect(classifyReferrer(`${SITE}/?q=%20AI%20%20Sourcing%0A%20Tools`, own)).toEqual({ kind: 'search', value: 'ai sourcing tools' })
    expect(classifyReferrer(`${SITE}/?q=${'x'.repeat(300)}`, own)).toEqual({ kind: 'search', value: 'x'.repeat(100) })
    expect(classifyReferrer(`${SITE}/`, own)).toEqual({ kind: 'home', value: '' })
    expect(classifyReferrer(`${SITE}/?q=%20&sort=newest`, own)).toEqual({ kind: 'home', value: '' })
    expect(classifyReferrer(`${SITE}/categories/recruiter/candidate-sourcing?page=2`, own)).toEqual({ kind: 'category', value: 'candidate-sourcing' })
    expect(classifyReferrer(`${SITE}/categories`, own)).toEqual({ kind: 'site', value: '/categories' })
    expect(classifyReferrer(`${SITE}/integrations/greenhouse`, own)).toEqual({ kind: 'integration', value: 'greenhouse' })
    expect(classifyReferrer(`${SITE}/compare?tools=a,b`, own)).toEqual({ kind: 'compare', value: '' })
    expect(classifyReferrer(`${SITE}/tools/peoplegpt`, own)).toEqual({ kind: 'tool', value: 'peoplegpt' })
    expect(classifyReferrer(`${SITE}/resources/some-article`, own)).toEqual({ kind: 'site', value: '/resources' })
    expect(classifyReferrer(`${SITE}/%E0%A4%A`, own)).toEqual({ kind: 'site', value: '/' })
    expect(classifyReferrer(`${SITE}/?q=Entretien%E2%80%8B%20Vid%C3%A9o`, own)).toEqual({ kind: 'search', value: 'entretien vidéo' })
  })

  it('keeps only the host name of another site', () => {
    expect(classifyReferrer('https://www.Google.com/', own)).toEqual({ kind: 'external', value: 'google.com' })
    expect(classifyReferrer('https://news.ycombinator.com/item?id=1', own)).toEqual({ kind: 'external', value: 'news.ycombinator.com' })
    expect(classifyReferrer('http://hirestack.test/', own)).toEqual({ kind: 'external', value: 'hirestack.test' })
  })

  it('reads anything else as direct or unknown, never throwing', () => {
    for (const bad of [undefined, null, '', 42, {}, 'not a url', 'javascript:alert(1)', 'data:text/html,x', `${SITE}/?q=${'a'.repeat(3000)}`, `${SITE}/${'a'.repeat(100)}`, 'https://', `https://${'a'.repeat(120)}.com/`]) {
      expect(classifyReferrer(bad, own)).toEqual({ kind: 'direct', value: '' })
    }
  })
})
