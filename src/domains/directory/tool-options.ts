/** The option lists and their labels, shared by the CMS fields, the filters and the forms so they never disagree. */
export const TOOL_TYPES = [
  { value: 'recruiter', label: 'For Recruiters', titleSuffix: 'for Recruiters' },
  { value: 'job_seeker', label: 'For Job Seekers', titleSuffix: 'for Job Seekers' },
  { value: 'everyone', label: 'For Everyone', titleSuffix: 'for Everyone' },
] as const
export type ToolTypeValue = (typeof TOOL_TYPES)[number]['value']

export const PRICE_RANGES = [
  { value: 'free', label: 'Free' },
  { value: 'free-to-start', label: 'Free to start' },
  { value: 'paid', label: 'Paid' },
  { value: 'enterprise', label: 'Enterprise' },
] as const
export type PriceRangeValue = (typeof PRICE_RANGES)[number]['value']

export const PRICE_FILTERS = [
  { value: 'all', label: 'All Prices' },
  { value: 'free', label: 'Free Only' },
  { value: 'freemium', label: 'Freemium' },
  { value: 'paid', label: 'Paid' },
] as const
export type PriceFilterValue = (typeof PRICE_FILTERS)[number]['value']

export const SORTS = [
  { value: 'trending', label: 'Trending' },
  { value: 'new', label: 'Newest' },
  { value: 'most_popular', label: 'Most Popular' },
  /** Offered only with search words: name matches first, then the text-search rank. */
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'A–Z' },
] as const
export type SortValue = (typeof SORTS)[number]['value']

export const PAGE_SIZES = [12, 24, 48, 96] as const
export const DEFAULT_PAGE_SIZE = 24
