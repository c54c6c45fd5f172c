import { describe, expect, it } from 'vitest'

import { slugify, titleFromSlug } from '@/platform/text/slugify'

describe('slugify: lower case, hyphens, word characters only', () => {
  it('lower-cases and turns " & " and spaces into hyphens', () => {
    expect(slugify('Interview Automation')).toBe('interview-automation')
    expect(slugify('HR & Payroll')).toBe('hr-payroll')
  })
  it('removes other non-word characters', () => {
    expect(slugify('tl;dv')).toBe('tldv')
    expect(slugify('  Résumé   Builder! ')).toBe('resume-builder')
  })
  it('turns a slug back into a title-cased name', () => {
    expect(titleFromSlug('candidate-sourcing')).toBe('Candidate Sourcing')
  })
})
