import type { Field } from 'payload'

/** The state of a row in a moderation queue (tool reports, review reports): editors mark each one worked. */
export const reportStatusField: Field = {
  name: 'status',
  type: 'select',
  required: true,
  defaultValue: 'new',
  index: true,
  options: [
    { value: 'new', label: 'New' },
    { value: 'reviewed', label: 'Reviewed' },
    { value: 'dismissed', label: 'Dismissed' },
  ],
  admin: { position: 'sidebar' },
}
