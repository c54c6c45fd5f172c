import { z } from 'zod'

import articlesFile from './articles.json'
import categoriesFile from './categories.json'
import integrationsFile from './integrations.json'
import meetingToolsFile from './meeting-tools.json'
import pagesFile from './pages.json'
import { seedArticleSchema, seedCategorySchema, seedIntegrationSchema, seedPagesSchema, seedToolFactsSchema, seedToolSchema } from './schema'
import toolFactsFile from './tool-facts.json'
import toolsFile from './tools.json'

/**
 * The seed's content, read from the JSON files beside this one (imported, so Next bundles them)
 * and checked once, here, when first imported: a malformed entry stops the seed, and the app that
 * imports it, with the file, the entry and what is wrong.
 */

const at = (value: unknown, key: PropertyKey): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined

/** Where a problem is: the entry of a list by position and name, or of a keyed file by key. */
function entryOf(data: unknown, [key, ...rest]: PropertyKey[]): string {
  if (key === undefined) return 'the file'
  const entry = at(data, key)
  const name = at(entry, 'name') ?? at(entry, 'slug')
  const label = typeof key === 'number' ? `entry ${key + 1}${typeof name === 'string' ? ` "${name}"` : ''}` : `"${String(key)}"`
  return rest.length > 0 ? `${label}, at ${rest.join('.')}` : label
}

/** One seed data file's content through its schema; throws naming every malformed entry. */
export function parseSeedFile<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `- ${entryOf(data, issue.path)}: ${issue.message}`)
  throw new Error(`Malformed seed data in src/seed/data/${file}:\n${problems.join('\n')}`)
}

export const seedCategories = parseSeedFile('categories.json', z.array(seedCategorySchema), categoriesFile)
export const seedIntegrations = parseSeedFile('integrations.json', z.array(seedIntegrationSchema), integrationsFile)
export const seedTools = parseSeedFile('tools.json', z.array(seedToolSchema), toolsFile)

/** Interview note-takers the main seed already lists; the button adds them where they're missing. */
const SEEDED_INTERVIEW_NOTE_TAKERS = ['Metaview', 'BrightHire']

/**
 * AI meeting and interview note-takers that recruiters commonly use, added to the directory by
 * the admin "Add meeting tools" button: general meeting note-takers, more interview note-takers,
 * and the recruiting-specific ones the main seed lists (taken from it, not copied).
 */
export const meetingTools = [
  ...parseSeedFile('meeting-tools.json', z.array(seedToolSchema), meetingToolsFile),
  ...seedTools.filter((tool) => SEEDED_INTERVIEW_NOTE_TAKERS.includes(tool.name)),
]

/** Recruiter-grade facts for every curated tool (the seed's and the meeting tools), keyed by the tool's slug. */
export const seedToolFacts = parseSeedFile('tool-facts.json', z.record(z.string(), seedToolFactsSchema), toolFactsFile)

/** The launch articles, published by the seed when missing. */
export const seedArticles = parseSeedFile('articles.json', z.array(seedArticleSchema), articlesFile)

export const {
  'resources-hub': resourcesHub,
  'privacy-policy': privacyPolicy,
  'help-center': helpCenter,
  'review-process': reviewProcess,
  'site-settings': siteSettings,
} = parseSeedFile('pages.json', seedPagesSchema, pagesFile)
