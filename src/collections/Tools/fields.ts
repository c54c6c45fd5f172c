import type { Field, FieldAccess } from 'payload'

import { isAdminOrEditorField } from '@/access/isAdminOrEditor'
import { PRICE_RANGES, TOOL_TYPES } from '@/domains/directory'
import { countedRowsField } from '@/fields/counted-rows'

/** Computed by the server (upvotes, stats, ranking jobs): visible in the admin, never typed in. */
const computed: { create: FieldAccess; update: FieldAccess } = { create: () => false, update: () => false }

/**
 * Commercial and enrichment internals (commission, crawler data, batch and review bookkeeping, who
 * created the row): read by staff in the admin, hidden from the public REST/GraphQL API and from
 * the pages, which read tools with the visitor's access.
 */
const staffRead: { read: FieldAccess } = { read: isAdminOrEditorField }
const computedStaffOnly = { ...computed, ...staffRead }

const textList = (name: string, label?: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  hasMany: true,
  maxLength: 300,
  admin: description ? { description } : undefined,
})

const score = (name: string, description?: string): Field => ({
  name,
  type: 'number',
  defaultValue: 0,
  index: false,
  access: computed,
  admin: { readOnly: true, description },
})

const rating = (name: string, label: string): Field => ({ name, label, type: 'number', min: 0, max: 5, defaultValue: 0 })

export const overviewFields: Field[] = [
  { name: 'description', type: 'textarea', maxLength: 2000, admin: { description: 'Short description shown on cards (two lines).' } },
  { name: 'detailedDescription', type: 'textarea', admin: { description: 'Longer description; paragraphs split at line breaks.' } },
  { name: 'fullDescription', type: 'textarea', admin: { description: 'Markdown, shown as "About {name}".' } },
  { name: 'toolSummary', type: 'textarea', admin: { description: 'Quick summary.' } },
  { name: 'reviewSummary', type: 'textarea' },
  { name: 'summaryGeneratedAt', type: 'date', access: staffRead, admin: { readOnly: true } },
]

export const classificationFields: Field[] = [
  { name: 'category', type: 'relationship', relationTo: 'categories', index: true },
  { name: 'categories', label: 'Secondary categories', type: 'relationship', relationTo: 'categories', hasMany: true },
  textList('tags', 'Tags', 'Keywords such as "sourcing" or "ats integration"; "jobseeker" and "everyone" widen the audience.'),
  {
    name: 'toolType',
    type: 'select',
    required: true,
    defaultValue: 'recruiter',
    options: TOOL_TYPES.map(({ value, label }) => ({ value, label })),
  },
  { name: 'priceRange', type: 'select', options: PRICE_RANGES.map(({ value, label }) => ({ value, label })) },
  { name: 'pricing', type: 'text', maxLength: 300, admin: { description: 'Shown as is; empty shows "Contact for pricing".' } },
  { name: 'rawPricingData', type: 'json', access: staffRead, admin: { description: '{ plans: [...], rawText: [...] } from the crawler.' } },
]

export const featureFields: Field[] = [
  textList('features', 'Key features'),
  textList('aiFeatures', 'AI features'),
  textList('keyBenefits', 'Key benefits', 'Up to 3 appear on cards.'),
  textList('benefits', 'Benefits'),
  textList('integrationOptions', 'Integrations', 'Follows the catalogued integrations (Facts tab) when the tool has any; otherwise the names a submission or the crawler found.'),
]

export const linkAndMediaFields: Field[] = [
  { name: 'sourceUrl', label: 'Website', type: 'text', maxLength: 500 },
  { name: 'affiliateLink', type: 'text', maxLength: 500 },
  { name: 'affiliateCommissionRate', type: 'number', min: 0, max: 100, defaultValue: 0, access: staffRead },
  { name: 'logo', type: 'text', maxLength: 500, admin: { description: 'Logo URL used when there is no stored logo.' } },
  { name: 'localLogoPath', type: 'text', maxLength: 500, admin: { description: '"tool-logos/…" for a stored logo, or a URL.' } },
  {
    name: 'logoFetchRequestedAt',
    type: 'date',
    access: computed,
    admin: { readOnly: true, description: 'When the tool page asked for a logo fetch; it asks once per tool. Logo management can fetch again.' },
  },
  { name: 'screenshot', type: 'upload', relationTo: 'media' },
  { name: 'screenshotUrl', type: 'text', maxLength: 500 },
  { name: 'screenshotCaptureAttempts', type: 'number', defaultValue: 0, min: 0 },
]

export const ratingFields: Field[] = [
  rating('rating', 'Rating'),
  rating('capterraRating', 'Capterra rating'),
  rating('g2Rating', 'G2 rating'),
  rating('trustpilotRating', 'Trustpilot rating'),
  rating('recruiterRating', 'Recruiter rating'),
]

export const statsFields: Field[] = [
  countedRowsField('upvoteCount', 'upvotes', 'Signed-in visitors who upvoted it.'),
  score('trendingScore'),
  score('rankingScore'),
  score('performanceScore'),
  score('categoryRank'),
  score('weeklyViews'),
  score('monthlyViews'),
  score('clickCount'),
]

export const sidebarFields: Field[] = [
  {
    name: 'launchDate',
    type: 'date',
    admin: { position: 'sidebar', description: 'When the product launched (or was listed here), only when known. "New" for 7 days after it.' },
  },
  { name: 'isSponsored', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  { name: 'sponsoredOrder', type: 'number', admin: { position: 'sidebar', description: 'Lower shows first among sponsored tools.' } },
  { name: 'isFounderSubmitted', label: 'Founder added', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
  { name: 'creationOrder', type: 'number', access: staffRead, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'firstPublishedAt',
    label: 'First published',
    type: 'date',
    index: true,
    access: { create: () => false, update: () => false },
    admin: { position: 'sidebar', readOnly: true, description: 'When the tool was first listed; the follow digest announces tools by it.' },
  },
  {
    name: 'validationStatus',
    type: 'select',
    access: staffRead,
    defaultValue: 'pending',
    options: ['pending', 'valid', 'invalid'],
    admin: { position: 'sidebar' },
  },
  {
    name: 'contentStatus',
    type: 'select',
    access: staffRead,
    defaultValue: 'pending',
    options: ['pending', 'generated', 'reviewed'],
    admin: { position: 'sidebar', description: '"pending" means content is still to be generated.' },
  },
  { name: 'lastValidated', type: 'date', access: staffRead, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'categorizationTriedAt',
    type: 'date',
    access: computedStaffOnly,
    admin: { position: 'sidebar', readOnly: true, description: 'When a categorisation batch last took this tool; untried tools go first.' },
  },
  {
    name: 'contentTriedAt',
    type: 'date',
    access: computedStaffOnly,
    admin: { position: 'sidebar', readOnly: true, description: 'When a content batch last took this tool; untried tools go first.' },
  },
  { name: 'createdBy', type: 'relationship', relationTo: 'users', access: staffRead, admin: { position: 'sidebar', readOnly: true } },
]
