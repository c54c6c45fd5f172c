import { z } from 'zod'

import { isWebsiteAddress, withScheme } from '@/platform/validation/http-url'

/** Shared by the /admin-tools forms and the server actions (one truth for validation messages). */

const TOOL_TYPE_VALUES = ['recruiter', 'job_seeker', 'everyone'] as const

const websiteUrl = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .refine((value) => isWebsiteAddress(value), 'Please enter a valid website URL')
    .transform(withScheme)

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isWebsiteAddress(value), 'Please enter a valid URL')
  .transform((value) => (value ? withScheme(value) : undefined))

/** Postgres integer ids: anything larger can't name a row (and would fail the query). */
export const MAX_ID = 2_147_483_647

export const quickAddSchema = z.object({
  name: z.string().trim().min(1, 'Missing fields').max(120, 'Tool name is too long'),
  url: websiteUrl('Missing fields'),
  affiliateLink: optionalUrl,
  toolType: z.enum(TOOL_TYPE_VALUES).default('recruiter'),
})

export const bulkRowSchema = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name is too long'),
  url: websiteUrl('Website URL is required'),
  affiliateLink: optionalUrl,
  toolType: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || 'recruiter')
    .pipe(z.enum(TOOL_TYPE_VALUES, { message: 'Tool type must be recruiter, job_seeker or everyone' })),
  description: z.string().trim().max(2000, 'Description is too long').optional(),
})
export type BulkRow = z.output<typeof bulkRowSchema>

const BULK_MAX_ROWS = 200

export const bulkAddSchema = z.object({
  text: z.string().trim().min(1, 'Paste or upload a CSV or JSON list of tools').max(500_000, 'The list is too large'),
  /** The list is added in chunks; this is the index of the chunk's first row. */
  from: z.number().int().min(0).max(BULK_MAX_ROWS).default(0),
})

const HEADER_ALIASES: Record<string, keyof BulkRow> = {
  name: 'name',
  tool: 'name',
  'tool name': 'name',
  url: 'url',
  website: 'url',
  source_url: 'url',
  sourceurl: 'url',
  'website url': 'url',
  affiliate_link: 'affiliateLink',
  affiliatelink: 'affiliateLink',
  'affiliate link': 'affiliateLink',
  tool_type: 'toolType',
  tooltype: 'toolType',
  type: 'toolType',
  description: 'description',
}

function csvRecords(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  row.push(field)
  rows.push(row)
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''))
}

export type RawBulkRow = Record<string, string | undefined>

/**
 * Reads pasted or uploaded text as JSON (an array of objects) or CSV with a header row
 * (name, url, affiliate_link, tool_type, description; common spellings accepted).
 */
export function parseBulkText(text: string): { rows: RawBulkRow[] } | { error: string } {
  const trimmed = text.trim()
  if (!trimmed) return { error: 'Paste or upload a CSV or JSON list of tools' }
  const normalise = (record: Record<string, unknown>): RawBulkRow => {
    const row: RawBulkRow = {}
    for (const [key, value] of Object.entries(record)) {
      const field = HEADER_ALIASES[key.trim().toLowerCase()]
      // Text, numbers and booleans; a nested object or list is left out rather than read as "[object Object]".
      if (field && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) row[field] = String(value)
    }
    return row
  }
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(trimmed)
    } catch {
      return { error: 'The JSON could not be read' }
    }
    const list = Array.isArray(parsed) ? parsed : [parsed]
    if (!list.every((item) => item && typeof item === 'object' && !Array.isArray(item))) {
      return { error: 'The JSON must be a list of objects with name and url' }
    }
    return limit(list.map((item) => normalise(item as Record<string, unknown>)))
  }
  const [header, ...records] = csvRecords(trimmed)
  if (!header || !header.some((cell) => HEADER_ALIASES[cell.trim().toLowerCase()] === 'name')) {
    return { error: 'The CSV needs a header row with at least name and url columns' }
  }
  return limit(records.map((cells) => normalise(Object.fromEntries(header.map((key, index) => [key, cells[index] ?? ''])))))
}

function limit(rows: RawBulkRow[]): { rows: RawBulkRow[] } | { error: string } {
  if (rows.length === 0) return { error: 'No tools found in the list' }
  if (rows.length > BULK_MAX_ROWS) return { error: `At most ${BULK_MAX_ROWS} tools at a time` }
  return { rows }
}
