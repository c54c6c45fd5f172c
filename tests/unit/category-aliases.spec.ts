import { describe, expect, it } from 'vitest'

import { buildAliasIndex, categoryOptions, normaliseCategoryName } from '@/domains/directory/category-aliases'
import { seedCategories } from '@/seed/data'

const index = buildAliasIndex(seedCategories.map((c) => ({ name: c.name, aliases: c.aliases.map((alias) => ({ alias })) })))

describe('category normalisation: aliases to one name', () => {
  it.each([
    ['interview prep', 'Interview Preparation'],
    ['Interview Preparation', 'Interview Preparation'],
    ['resume optimization', 'Resume Builder'],
    ['resume builder', 'Resume Builder'],
    ['job search', 'Job Search'],
    ['career coaching', 'Career Coaching'],
    ['professional development', 'Professional Development'],
    ['  Upskilling ', 'Professional Development'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseCategoryName(raw, index)).toBe(expected)
  })

  it('keeps unknown labels as they are', () => {
    expect(normaliseCategoryName(' Quantum Hiring ', index)).toBe('Quantum Hiring')
  })

  it('de-duplicates, sorts alphabetically and puts All first', () => {
    expect(categoryOptions(['job search', 'Career Coaching', 'Job Search', 'All', 'interview prep'], index)).toEqual([
      'All',
      'Career Coaching',
      'Interview Preparation',
      'Job Search',
    ])
  })
})
