import { describe, expect, it } from 'vitest'

import { typoBudget, typoDistance } from '@/domains/directory/search/typo-budget'

describe('the typo budget of a search word', () => {
  it('allows none under 5 letters, one from 5, two from 9, none in a number', () => {
    expect(['crm', 'hris', 'sourc', 'sorcing', 'intervew', 'greenhose', 'peoplegtp', '12345678901'].map(typoBudget)).toEqual([0, 0, 1, 1, 1, 2, 2, 0])
    // Letters, not UTF-16 units.
    expect(typoBudget('résumé')).toBe(1)
  })

  it('counts insertions, deletions, substitutions and a swap of neighbours as one typo each; a changed first letter is another word', () => {
    expect(typoDistance('sorcing', 'sourcing')).toBe(1)
    expect(typoDistance('sourcng', 'sourcing')).toBe(1)
    expect(typoDistance('sourcnig', 'sourcing')).toBe(1)
    expect(typoDistance('peoplegtp', 'peoplegpt')).toBe(1)
    expect(typoDistance('grenhose', 'greenhouse')).toBe(2)
    expect(typoDistance('xourcing', 'sourcing')).toBe(Infinity)
    expect(typoDistance('sourcing', 'sourcing')).toBe(0)
  })
})
