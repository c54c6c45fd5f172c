/** The role a reviewer used the tool in, shown beside their review. */
export const REVIEW_ROLES = [
  { value: 'recruiter', label: 'Recruiter' },
  { value: 'hiring_manager', label: 'Hiring manager' },
  { value: 'job_seeker', label: 'Job seeker' },
  { value: 'other', label: 'Other' },
] as const

export type ReviewRole = (typeof REVIEW_ROLES)[number]['value']
