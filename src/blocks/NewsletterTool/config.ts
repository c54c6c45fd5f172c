import type { Block } from 'payload'

import { NEWSLETTER_TOOL_BLOCK } from '@/domains/newsletter'

/**
 * A tool card in a newsletter issue, picked by relation: the name, summary, pricing and a paid
 * placement's "Sponsored" label are read from the directory when the issue is sent.
 */
export const NewsletterToolBlock: Block = {
  slug: NEWSLETTER_TOOL_BLOCK,
  interfaceName: 'NewsletterToolBlock',
  labels: { singular: 'Tool card', plural: 'Tool cards' },
  fields: [
    {
      name: 'tool',
      type: 'relationship',
      relationTo: 'tools',
      required: true,
      filterOptions: { _status: { equals: 'published' } },
      admin: { description: 'A published tool; its card shows its name, summary and pricing, and "Sponsored" when it is a paid placement.' },
    },
    { name: 'note', type: 'textarea', maxLength: 400, admin: { description: 'Optional: a line on why it is worth a look.' } },
  ],
}
