import type { Block } from 'payload'

import { SLUG_MAX_LENGTH } from '@/platform/validation/slug'

import { validateToolSlug } from '../tool-slug'

/** A card for one directory tool; the name, summary and pricing are read live when the page renders. */
export const ToolLinkBlock: Block = {
  slug: 'toolLink',
  interfaceName: 'ToolLinkBlock',
  labels: { singular: 'Tool link card', plural: 'Tool link cards' },
  fields: [
    {
      name: 'slug',
      label: 'Tool slug',
      type: 'text',
      required: true,
      maxLength: SLUG_MAX_LENGTH,
      validate: validateToolSlug,
      admin: { description: 'The slug of a tool in the directory, e.g. "seekout".' },
    },
  ],
}
