import { describe, expect, it } from 'vitest'

import { factChanges } from '@/domains/directory/freshness/fact-changes'
import { integrationsMentioned } from '@/domains/directory/freshness/integration-mentions'

const greenhouse = { id: 1, name: 'Greenhouse' }
const lever = { id: 2, name: 'Lever' }
const sap = { id: 3, name: 'SAP SuccessFactors' }
const catalogue = [greenhouse, lever, sap]

describe('integrations a page mentions', () => {
  it('matches catalogued names as whole words, as spelled, across any spacing', () => {
    const text = 'Sync with Greenhouse and SAP   SuccessFactors. Pull the lever; Greenhouses grow plants.'
    expect(integrationsMentioned(text, catalogue.map(({ name }) => name))).toEqual(['Greenhouse', 'SAP SuccessFactors'])
  })

  it('treats names with regex characters as text', () => {
    expect(integrationsMentioned('Works with C++ Jobs (beta).', ['C++ Jobs', 'Jobs (beta)', 'J.bs'])).toEqual(['C++ Jobs', 'Jobs (beta)'])
  })
})

describe('what a check proposes', () => {
  const previous = { pricing: 'From $49 per month', features: ['Sourcing', 'Outreach'], integrations: ['Greenhouse'] }
  const listed = { pricing: 'Team $49/month', features: ['Sourcing'], integrations: [greenhouse] }

  it('proposes nothing when the site said the same as last time', () => {
    expect(factChanges(previous, previous, listed, catalogue)).toEqual([])
  })

  it('proposes nothing for a fact the crawler could not read this time', () => {
    expect(factChanges(previous, { pricing: null, features: [], integrations: ['Greenhouse'] }, listed, catalogue)).toEqual([])
  })

  it('proposes a new price the tool does not already show, and not one it does', () => {
    const next = { ...previous, pricing: 'From $59 per month' }
    expect(factChanges(previous, next, listed, catalogue)).toEqual([{ field: 'pricing', before: 'Team $49/month', after: 'From $59 per month' }])
    expect(factChanges(previous, next, { ...listed, pricing: 'From $59 per month' }, catalogue)).toEqual([])
  })

  it('moves lists by what the site added and dropped, keeping what only the editor listed', () => {
    const next = { pricing: previous.pricing, features: ['Outreach', 'Scheduling'], integrations: ['Lever'] }
    const withOwn = { ...listed, features: ['Sourcing', 'Editor-only note'] }
    expect(factChanges(previous, next, withOwn, catalogue)).toEqual([
      { field: 'features', before: ['Sourcing', 'Editor-only note'], after: ['Editor-only note', 'Scheduling'] },
      { field: 'integrations', before: [greenhouse], after: [lever] },
    ])
  })
})
