import { describe, expect, it } from 'vitest'

import { seedIntegrations } from '@/seed/data/integrations'
import { meetingTools } from '@/seed/data/meeting-tools'
import { seedTools } from '@/seed/data/tools'
import type { IntegrationKind } from '@/seed/data/types'

const KINDS: Record<IntegrationKind, true> = {
  ats: true, hris: true, crm: true, calendar: true, messaging: true, job_board: true, video: true, email: true,
  productivity: true, automation: true, other: true,
}

/** The whole curated catalogue: the seed's tools and the meeting tools the admin button adds (some are the same objects). */
const catalogue = [...new Set([...seedTools, ...meetingTools])]

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)

describe('seed integrations', () => {
  it('have unique names and slugs, a known kind and an https homepage', () => {
    expect(duplicates(seedIntegrations.map((row) => row.name.toLowerCase()))).toEqual([])
    expect(duplicates(seedIntegrations.map((row) => row.slug))).toEqual([])
    for (const row of seedIntegrations) {
      expect(row.slug, row.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(KINDS[row.kind], row.name).toBe(true)
      expect(new URL(row.website).protocol, row.name).toBe('https:')
    }
  })

  it('cover every integration a seed tool names', () => {
    const names = new Set(seedIntegrations.map((row) => row.name))
    const missing = catalogue.flatMap((tool) => tool.integrations.filter((name) => !names.has(name)).map((name) => `${tool.name}: ${name}`))
    expect(missing).toEqual([])
  })
})
