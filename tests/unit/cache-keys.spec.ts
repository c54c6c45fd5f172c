import { describe, expect, it } from 'vitest'

import type { CatalogCategory } from '@/domains/directory/listing/categories'
import { categorySlugsListing, toolCardKeys } from '@/domains/directory/listing/tool-card-cache-keys'
import { CACHE_KEYS } from '@/platform/cache/cache-keys'

const catalog: CatalogCategory[] = [
  { id: 1, name: 'Candidate Sourcing', slug: 'candidate-sourcing', description: null, aliases: [{ alias: 'sourcing' }] },
  { id: 2, name: 'Interview Prep', slug: 'interview-coaching', description: null, aliases: [] },
  { id: 3, name: 'Payroll', slug: 'payroll', description: null, aliases: [] },
]

describe('listing tags', () => {
  it('picks the narrowest selection every listed tool expires', () => {
    expect(CACHE_KEYS.listing({})).toBe('listing:all')
    expect(CACHE_KEYS.listing({ type: 'everyone' })).toBe('listing:all')
    expect(CACHE_KEYS.listing({ type: 'job_seeker' })).toBe('listing:type:job_seeker')
    expect(CACHE_KEYS.listing({ type: 'job_seeker', category: 'payroll' })).toBe('category:payroll')
    // An unknown slug is matched by its words, so extra hyphens name the same listing.
    expect(CACHE_KEYS.category('-ai--notes-')).toBe('category:ai-notes')
  })
})

describe("the tags of a tool's card (what an upvote expires)", () => {
  it('names its page, the unfiltered and type lists, and every category listing that shows it', () => {
    const tags = toolCardKeys({ slug: 'seekout', toolType: 'recruiter', categoryKeys: ['id:2', 'tag:sourcing', 'tag:ai notes'] }, catalog)
    expect(tags.sort()).toEqual(
      [
        'tool:seekout',
        'listing:all',
        'listing:type:recruiter',
        // Category 2 by its slug and by its name's slug (both addresses list it).
        'category:interview-coaching',
        'category:interview-prep',
        // The tag is category 1's alias.
        'category:candidate-sourcing',
        'category:sourcing',
        // A tag no category names still has a listing of its own.
        'category:ai-notes',
      ].sort(),
    )
    expect(tags).not.toContain('category:payroll')
    expect(tags).not.toContain(CACHE_KEYS.tools)
  })

  it("names the unfiltered lists once for a tool for everyone, and no page for a tool without a slug", () => {
    expect(toolCardKeys({ slug: null, toolType: 'everyone', categoryKeys: [] }, catalog)).toEqual(['listing:all'])
  })

  it('skips tags that no address can name', () => {
    expect(categorySlugsListing(['tag:c++', 'tag:job-seeker', 'tag:two  spaces'], catalog)).toEqual([])
  })
})
