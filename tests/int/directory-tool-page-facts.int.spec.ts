/**
 * The tool page's facts as a visitor reads them: integrations linking to their
 * listings, each compliance kind the vendor states with its status, source and date, the
 * pricing table of known facts, what is not disclosed named once, the verified line, and structured data without an invented rating: an
 * AggregateRating only from published reviews, with the figures the page shows (docs/reviews.md).
 */
import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { type CheerioAPI, load } from 'cheerio'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sqlFor } from '@/platform/database/db'

import { createTool, createUser } from '../helpers/factories'
import { testPayload } from '../helpers/payload'
import { renderToolPage } from '../helpers/render-tool-page'
import { jsonLdBlocks } from '../helpers/xss-assertions'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const unique = () => randomUUID().slice(0, 8)
const section = ($: CheerioAPI, title: string) => $('section').filter((_, element) => $(element).find('h2').first().text() === title)
const rows = ($: CheerioAPI, title: string) =>
  section($, title)
    .find('tr, dl > div')
    .map((_, row) =>
      $(row)
        .find('th, td > *, dt, dd')
        .map((__, cell) => $(cell).text().trim())
        .get()
        .join(' '),
    )
    .get()

describe('the tool page', () => {
  it('shows the catalogued integrations as links, the stated compliance kinds, the pricing facts and when the facts were verified', async () => {
    const integration = await payload.create({
      collection: 'integrations',
      data: { name: `Greenhouse ${unique()}`, kind: 'ats', website: 'https://www.greenhouse.com' },
      overrideAccess: true,
      context: { seedWrite: true },
    })
    const tool = await createTool(payload, {
      pricing: 'From $49 per seat per month',
      integrations: [integration.id],
      integrationsSource: 'https://vendor.test/integrations',
      pricingFacts: { model: 'per_seat', startingPriceUsdMonth: 49, freeTier: 'no', freeTrialDays: 14, contactSales: true },
      compliance: [
        { kind: 'soc2_type2', status: 'yes', sourceUrl: 'https://vendor.test/security', checkedAt: '2026-01-15T00:00:00.000Z' },
        { kind: 'nyc_ll144_audit', status: 'no', sourceUrl: 'https://vendor.test/ll144' },
      ],
      factsVerifiedAt: '2026-02-03T10:00:00.000Z',
    })
    const $ = load(await renderToolPage(tool.slug!))

    const chip = section($, 'Integrations').find('a').first()
    expect(chip.text()).toBe(integration.name)
    expect(chip.attr('href')).toBe(`/integrations/${integration.slug}`)

    expect(rows($, 'Compliance & security')).toEqual(['SOC 2 Type II Yes Source · Jan 15, 2026', 'NYC LL144 bias audit published No Source'])
    expect(section($, 'Compliance & security').find('[data-testid="undisclosed-note"]').text()).toBe(
      'ISO 27001, GDPR DPA offered, EU AI Act statement, EEOC adverse-impact testing and Accessibility (WCAG): not disclosed by the vendor.',
    )
    expect(section($, 'Compliance & security').find('a').first().attr('href')).toBe('https://vendor.test/security')

    expect(rows($, 'Pricing')).toEqual(['Pricing model Per seat', 'Starting price $49/month', 'Free tier No', 'Free trial 14 days', 'Contact sales Yes'])
    expect($('[data-testid="verified-line"]').text()).toBe('Facts verified Feb 3, 2026')
  })

  it('says once what is not disclosed, shows no "Unknown" row, and announces no missing check or review in the hero', async () => {
    const tool = await createTool(payload, { integrationsNonePublished: true, priceRange: 'paid' })
    const $ = load(await renderToolPage(tool.slug!))
    expect(section($, 'Integrations').text()).toContain('None published')
    expect(rows($, 'Pricing')).toEqual([])
    expect(section($, 'Pricing').find('[data-testid="undisclosed-note"]').text()).toBe(
      'Pricing model, starting price, free tier and free trial: not disclosed by the vendor.',
    )
    expect(rows($, 'Compliance & security')).toEqual([])
    expect(section($, 'Compliance & security').find('[data-testid="undisclosed-note"]').text()).toBe('Compliance: not disclosed by the vendor.')
    expect($('main').text()).not.toMatch(/\bUnknown\b|Not published|not yet verified|No reviews yet/)
    expect($('[data-testid="verified-line"]')).toHaveLength(0)
    expect($('[data-testid="rating-summary"]')).toHaveLength(0)
  })

  it('leaves the Integrations section out while nothing is known about them', async () => {
    const tool = await createTool(payload)
    const $ = load(await renderToolPage(tool.slug!))
    expect(section($, 'Integrations')).toHaveLength(0)
    expect($('main').text()).not.toContain('Not listed yet')
  })

  it('publishes no AggregateRating in its structured data, however many upvotes the tool has', async () => {
    const tool = await createTool(payload)
    const db = await sqlFor(payload)
    await db.execute(sql`INSERT INTO tool_upvote_counts (tool_id, n) VALUES (${tool.id}, 42)`)
    const html = await renderToolPage(tool.slug!)
    const app = (jsonLdBlocks(load(html)) as Record<string, unknown>[]).find((block) => block['@type'] === 'SoftwareApplication')
    expect(app?.name).toBe(tool.name)
    expect(app).not.toHaveProperty('aggregateRating')
    expect(html).not.toContain('AggregateRating')
  })
  it('carries the published reviews in AggregateRating, with the figures the page shows, pending ones left out', async () => {
    const tool = await createTool(payload)
    const review = async (rating: number, status: 'published' | 'pending') => {
      const author = await createUser(payload)
      await payload.create({
        collection: 'reviews',
        data: { tool: tool.id, user: author.id, rating, status, role: 'recruiter', title: `Rated ${rating}`, body: 'A review long enough to pass the fifty character minimum.' },
        overrideAccess: true,
        context: { seedWrite: true },
      })
    }
    await review(4, 'published')
    await review(5, 'published')
    await review(5, 'published')
    await review(1, 'pending')
    const html = await renderToolPage(tool.slug!)
    const $ = load(html)
    const app = (jsonLdBlocks($) as Record<string, unknown>[]).find((block) => block['@type'] === 'SoftwareApplication')
    expect(app?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: '4.7', reviewCount: 3, bestRating: 5, worstRating: 1 })
    expect($('[data-testid="rating-summary"]').text()).toBe('4.7 · 3 reviews')
    expect($('[data-testid="reviews-summary"]').text()).toContain('4.7 · 3 reviews')
    expect($('#reviews h3').map((_, heading) => $(heading).text()).get().sort()).toEqual(['Rated 4', 'Rated 5', 'Rated 5'])
  })
})
