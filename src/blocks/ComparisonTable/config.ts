import type { Block, NumberFieldSingleValidation } from 'payload'

import { SLUG_MAX_LENGTH } from '@/platform/validation/slug'

import { validateToolSlug } from '../tool-slug'

const validateScore: NumberFieldSingleValidation = (value) => {
  if (value === null || value === undefined) return 'Give a score from 1 to 5.'
  if (!Number.isInteger(value) || value < 1 || value > 5) return 'A score is a whole number from 1 to 5.'
  return true
}

/** A side-by-side comparison of tools; each row links to the tool's page by slug. */
export const ComparisonTableBlock: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: { singular: 'Comparison table', plural: 'Comparison tables' },
  fields: [
    {
      name: 'caption',
      type: 'textarea',
      maxLength: 400,
      admin: { description: 'Shown under the table, e.g. what the scores mean.' },
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 20,
      labels: { singular: 'Tool', plural: 'Tools' },
      admin: { initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'tool', label: 'Tool name', type: 'text', required: true, maxLength: 80 },
            {
              name: 'slug',
              label: 'Tool slug',
              type: 'text',
              required: true,
              maxLength: SLUG_MAX_LENGTH,
              validate: validateToolSlug,
              admin: { description: 'Links the row to /tools/{slug}; the tool must be published.' },
            },
            { name: 'price', label: 'Price', type: 'text', required: true, maxLength: 80 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'dataQuality', label: 'Data quality (1–5)', type: 'number', required: true, min: 1, max: 5, validate: validateScore },
            { name: 'filtersLogic', label: 'Filters & logic (1–5)', type: 'number', required: true, min: 1, max: 5, validate: validateScore },
            { name: 'chromeExtension', label: 'Chrome extension', type: 'checkbox', defaultValue: false },
            { name: 'contactEnrichment', label: 'Contact enrichment', type: 'checkbox', defaultValue: false },
          ],
        },
        { name: 'standoutFeature', label: 'Standout feature', type: 'textarea', required: true, maxLength: 200 },
      ],
    },
  ],
}
