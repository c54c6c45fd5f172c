import { randomUUID } from 'node:crypto'

/** Submit-tool form values as the browser sends them (scheme missing), unique per call. */
export const submissionValues = (overrides: Record<string, unknown> = {}) => ({
  name: `Submitted Tool ${randomUUID().slice(0, 8)}`,
  website: 'submitted-tool.example.com',
  description: 'Screens candidates with structured AI interviews.',
  audience: 'recruiters',
  features: 'Structured interviews\nScorecards\nATS sync',
  contactEmail: `vendor-${randomUUID().slice(0, 6)}@example.test`,
  ...overrides,
})

/** Feature-tool form values as the browser sends them, unique per call. */
export const sponsorshipValues = (overrides: Record<string, unknown> = {}) => ({
  toolName: `Featured ${randomUUID().slice(0, 8)}`,
  toolUrl: 'featured.example.com',
  category: 'Candidate Sourcing',
  description: 'Finds passive candidates across the open web with AI search.',
  contactEmail: `sponsor-${randomUUID().slice(0, 6)}@example.test`,
  plan: 'premium',
  ...overrides,
})
