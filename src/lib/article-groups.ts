/** The resources hub's sections, in the order the hub shows them. */
export const ARTICLE_GROUPS = [
  { value: 'guide', label: 'AI Recruiting Guides' },
  { value: 'comparison', label: 'Tool Comparisons' },
  { value: 'case-study', label: 'Case Studies' },
] as const

export type ArticleGroupValue = (typeof ARTICLE_GROUPS)[number]['value']
