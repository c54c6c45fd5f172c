/** The resources hub's sections, in the order the hub shows them. */
export const ARTICLE_GROUPS = [
  { value: 'guide', label: 'AI Recruiting Guides' },
  { value: 'comparison', label: 'Tool Comparisons' },
  { value: 'case-study', label: 'Case Studies' },
] as const

export type ArticleGroupValue = (typeof ARTICLE_GROUPS)[number]['value']

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S

/** The resources hub's field holding a group's description: field names cannot contain hyphens. */
export function groupDescriptionKey<G extends ArticleGroupValue>(group: G): CamelCase<G> {
  return group.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<G>
}
