import 'server-only'

import { closestToolsByName, type ClosestTool, type CategoryOption } from '@/domains/directory'
import { readDb } from '@/server/read-db'

import { getCategoryOptions } from './categories'

interface NotFoundSuggestions {
  /** Published tools named like the address's last part ("/tools/greenhose" → Greenhouse). */
  tools: ClosestTool[]
  /** The recruiter categories, the directory's default audience. */
  categories: CategoryOption[]
}

/** The words of an address's last part: "/tools/green-hose" → "green hose". */
function addressWords(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? ''
  let decoded = last
  try {
    decoded = decodeURIComponent(last)
  } catch {
    // A malformed escape is kept as typed: its letters are still words.
  }
  return decoded.split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ').slice(0, 100)
}

/** What the not-found page offers instead: tools named like the address asked for, and the categories. */
export async function getNotFoundSuggestions(path: string | null): Promise<NotFoundSuggestions> {
  const words = path ? addressWords(path) : ''
  const [tools, categories] = await Promise.all([words ? closestToolsByName(await readDb(), words) : [], getCategoryOptions('recruiter')])
  return { tools, categories }
}
