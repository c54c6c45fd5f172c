import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { slugify } from '@/platform/text/slugify'
import { meetingTools, parseSeedFile, seedCategories, seedIntegrations, seedToolFacts, seedTools } from '@/seed/data'
import { seedToolFactsSchema, seedToolSchema, type ComplianceKind, type FactStatus, type IntegrationKind, type PricingModel, type SeedTool } from '@/seed/data/schema'

const INTEGRATION_KINDS: Record<IntegrationKind, true> = {
  ats: true, hris: true, crm: true, calendar: true, messaging: true, job_board: true, video: true, email: true,
  productivity: true, automation: true, other: true,
}
const PRICING_MODELS: Record<PricingModel, true> = {
  per_seat: true, per_hire: true, per_job_slot: true, per_candidate: true, flat: true, usage: true, custom: true,
}
const FACT_STATUSES: Record<FactStatus, true> = { yes: true, no: true, unknown: true }
const COMPLIANCE_KINDS: Record<ComplianceKind, true> = {
  soc2_type2: true, iso27001: true, gdpr_dpa: true, nyc_ll144_audit: true, eu_ai_act: true, eeoc_adverse_impact: true, wcag: true,
}

/** The whole curated catalogue: the seed's tools and the meeting tools the admin button adds (two are the same objects). */
const catalogue: SeedTool[] = [...new Set([...seedTools, ...meetingTools])]
const slugOf = (tool: SeedTool) => tool.slug ?? slugify(tool.name)
const isHttps = (url: string) => URL.canParse(url) && new URL(url).protocol === 'https:'
/** Host (without "www.") and path (without a trailing slash): two tools may share a host on different pages. */
const siteOf = (url: string) => {
  const { hostname, pathname } = new URL(url)
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`
}
const words = (text: string) => text.trim().split(/\s+/).length
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index)

describe('seed tools', () => {
  it('number at least 150, with at least 35 per audience', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150)
    for (const audience of ['recruiter', 'job_seeker', 'everyone'] as const) {
      expect(catalogue.filter((tool) => tool.toolType === audience).length, audience).toBeGreaterThanOrEqual(35)
    }
  })

  it('have no duplicate slug, name or website', () => {
    expect(duplicates(catalogue.map(slugOf))).toEqual([])
    expect(duplicates(catalogue.map((tool) => tool.name.toLowerCase()))).toEqual([])
    expect(duplicates(catalogue.map((tool) => siteOf(tool.sourceUrl)))).toEqual([])
  })

  it('do not list a tool at a site another tool has its own page on (same host at its root)', () => {
    const sites = catalogue.map((tool) => siteOf(tool.sourceUrl))
    const roots = sites.filter((site) => !site.includes('/'))
    const clashes = sites.filter((site) => site.includes('/') && roots.includes(site.slice(0, site.indexOf('/'))))
    expect(clashes).toEqual([])
  })

  it('have https websites and 40-90 word descriptions', () => {
    for (const tool of catalogue) {
      expect(isHttps(tool.sourceUrl), `${tool.name} ${tool.sourceUrl}`).toBe(true)
      const count = words(tool.description)
      expect(count >= 40 && count <= 90, `${tool.name}: ${count} words`).toBe(true)
    }
  })

  it('name only categories from categories.ts', () => {
    const names = new Set(seedCategories.map((category) => category.name))
    for (const tool of catalogue) {
      expect(names.has(tool.category), `${tool.name}: ${tool.category}`).toBe(true)
      for (const secondary of tool.secondaryCategories) expect(names.has(secondary), `${tool.name}: ${secondary}`).toBe(true)
      expect(tool.secondaryCategories.length, tool.name).toBeLessThanOrEqual(2)
    }
  })

  it('have the listing fields the seed shows', () => {
    for (const tool of catalogue) {
      expect(tool.tags.length, tool.name).toBeGreaterThanOrEqual(3)
      expect(tool.features.length, tool.name).toBeGreaterThanOrEqual(3)
      expect(tool.keyBenefits.length, tool.name).toBe(3)
      expect(tool.pricing.trim(), tool.name).not.toBe('')
    }
  })
})

describe('seed integrations', () => {
  it('have unique names and slugs, a known kind and an https homepage', () => {
    expect(duplicates(seedIntegrations.map((row) => row.name.toLowerCase()))).toEqual([])
    expect(duplicates(seedIntegrations.map((row) => row.slug))).toEqual([])
    for (const row of seedIntegrations) {
      expect(row.slug, row.name).toBe(slugify(row.name))
      expect(INTEGRATION_KINDS[row.kind], row.name).toBe(true)
      expect(isHttps(row.website), row.name).toBe(true)
    }
  })

  it('cover every integration a seed tool names', () => {
    const names = new Set(seedIntegrations.map((row) => row.name))
    const missing = catalogue.flatMap((tool) => tool.integrations.filter((name) => !names.has(name)).map((name) => `${tool.name}: ${name}`))
    expect(missing).toEqual([])
  })
})

describe('seed tool facts', () => {
  it('exist for every tool, and only for seed tools', () => {
    const slugs = new Set(catalogue.map(slugOf))
    expect(catalogue.map(slugOf).filter((slug) => !(slug in seedToolFacts))).toEqual([])
    expect(Object.keys(seedToolFacts).filter((slug) => !slugs.has(slug))).toEqual([])
  })

  it('give an integrations source for every tool that lists integrations', () => {
    for (const tool of catalogue) {
      const facts = seedToolFacts[slugOf(tool)]
      if (!facts) continue
      if (tool.integrations.length > 0) {
        expect(facts.integrationsSource !== null && isHttps(facts.integrationsSource), tool.name).toBe(true)
        expect(facts.integrationsNonePublished ?? false, tool.name).toBe(false)
      }
      if (facts.integrationsSource !== null) expect(isHttps(facts.integrationsSource), tool.name).toBe(true)
    }
  })

  it('back every compliance claim with an https source, one claim per kind', () => {
    for (const [slug, facts] of Object.entries(seedToolFacts)) {
      for (const claim of facts.compliance) {
        expect(COMPLIANCE_KINDS[claim.kind], slug).toBe(true)
        expect(isHttps(claim.sourceUrl), `${slug} ${claim.kind}`).toBe(true)
      }
      expect(duplicates(facts.compliance.map((claim) => claim.kind)), slug).toEqual([])
    }
  })

  it('have well-formed pricing and launch dates', () => {
    for (const [slug, { pricing, launchDate }] of Object.entries(seedToolFacts)) {
      if (pricing.model !== null) expect(PRICING_MODELS[pricing.model], slug).toBe(true)
      expect(FACT_STATUSES[pricing.freeTier], slug).toBe(true)
      if (pricing.startingPriceUsdMonth !== null) expect(pricing.startingPriceUsdMonth, slug).toBeGreaterThan(0)
      if (pricing.freeTrialDays !== null) expect(Number.isInteger(pricing.freeTrialDays) && pricing.freeTrialDays > 0, slug).toBe(true)
      if (launchDate !== undefined) {
        expect(launchDate, slug).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(new Date(launchDate).toISOString().slice(0, 10), slug).toBe(launchDate)
      }
    }
  })
})

describe('seed data files', () => {
  it('refuse a malformed list entry, naming the file, the entry and the field', () => {
    const broken = { ...seedTools[0], name: 'Broken Tool', toolType: 'robots', features: ['Search', 3] }
    expect(() => parseSeedFile('tools.json', z.array(seedToolSchema), [seedTools[0], broken])).toThrow(
      /src\/seed\/data\/tools\.json:\n- entry 2 "Broken Tool", at toolType: .*\n- entry 2 "Broken Tool", at features\.1: /,
    )
  })

  it('refuse an unknown field in a keyed file, naming the key', () => {
    const facts = { findem: { ...seedToolFacts.findem, launchdate: '2020-01-01' } }
    expect(() => parseSeedFile('tool-facts.json', z.record(z.string(), seedToolFactsSchema), facts)).toThrow(/- "findem": .*launchdate/)
  })
})
