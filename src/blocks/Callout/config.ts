import type { Block } from 'payload'

export const CALLOUT_TONES = [
  { value: 'info', label: 'Note' },
  { value: 'tip', label: 'Tip' },
  { value: 'warning', label: 'Warning' },
] as const

/** A highlighted aside: a note, a tip or a warning. */
export const CalloutBlock: Block = {
  slug: 'callout',
  interfaceName: 'CalloutBlock',
  labels: { singular: 'Callout', plural: 'Callouts' },
  fields: [
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: CALLOUT_TONES.map(({ value, label }) => ({ value, label })),
    },
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'text', type: 'textarea', required: true, maxLength: 1500 },
  ],
}
