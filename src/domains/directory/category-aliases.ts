export function normaliseAlias(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim()
}

export interface CategoryWithAliases {
  name: string
  aliases?: { alias?: string | null }[] | null
}

/**
 * Builds the normalisation table ("interview prep" → "Interview Preparation", …) from
 * category data: every category's own name and each of its aliases map to the category's name.
 */
export function buildAliasIndex(categories: CategoryWithAliases[]): Map<string, string> {
  const index = new Map<string, string>()
  for (const category of categories) {
    index.set(normaliseAlias(category.name), category.name)
    for (const row of category.aliases ?? []) {
      if (row.alias) index.set(normaliseAlias(row.alias), category.name)
    }
  }
  return index
}

/** The canonical category name for a raw label, or the label itself (trimmed) when unknown. */
export function normaliseCategoryName(raw: string, index: Map<string, string>): string {
  return index.get(normaliseAlias(raw)) ?? raw.trim()
}

/** De-duplicates, sorts alphabetically and puts "All" first, as the home filter lists them. */
export function categoryOptions(names: string[], index: Map<string, string>): string[] {
  const unique = new Set(
    names.map((name) => normaliseCategoryName(name, index)).filter((name) => name && name !== 'All'),
  )
  return ['All', ...[...unique].sort((a, b) => a.localeCompare(b))]
}
