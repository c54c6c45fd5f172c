/** A review's moderation state: only published reviews are shown and counted. */
export const REVIEW_STATUSES = [
  { value: 'pending', label: 'Pending moderation' },
  { value: 'published', label: 'Published' },
  { value: 'rejected', label: 'Rejected' },
] as const

export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['value']
