/**
 * Prints, as JSON, every collection of the sanitized Payload config (Payload's own ones included)
 * with every field path a REST `where` can name and the field's type: the ground the query corpus
 * (query-corpus.ts) is generated from, so a field added tomorrow is probed tomorrow. Run by tsx with
 * the Payload node flags (it loads the config, which reads no database); see readQueryFields().
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

import type { FlattenedField } from 'payload'

type QueryField = { path: string; type: string; hasMany?: boolean }
export type QueryCollection = { slug: string; fields: QueryField[] }

/** Blocks and arrays nest; past this depth a path adds no new column type. */
const MAX_NESTING = 3

function fieldPaths(fields: FlattenedField[], prefix = '', nesting = 0): QueryField[] {
  return fields.flatMap((field): QueryField[] => {
    const path = `${prefix}${field.name}`
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') {
      const own = field.type === 'array' ? [{ path, type: 'array' }] : []
      return nesting < MAX_NESTING ? [...own, ...fieldPaths(field.flattenedFields, `${path}.`, nesting + 1)] : own
    }
    if (field.type === 'blocks') {
      const blocks = (field.blocks ?? []).flatMap((block) => (nesting < MAX_NESTING ? fieldPaths(block.flattenedFields, `${path}.`, nesting + 1) : []))
      return [{ path, type: 'blocks' }, { path: `${path}.blockType`, type: 'text' }, ...blocks]
    }
    const hasMany = 'hasMany' in field && field.hasMany === true
    return [{ path, type: field.type, ...(hasMany ? { hasMany } : {}) }]
  })
}

/** Runs this file in a child process (the config can't load inside Playwright's transpiler). */
export function readQueryFields(): QueryCollection[] {
  const output = execFileSync('npx', ['tsx', '--conditions=production', fileURLToPath(import.meta.url)], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 })
  return JSON.parse(output) as QueryCollection[]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { default: config } = await import('@payload-config')
  const sanitized = await config
  const collections: QueryCollection[] = sanitized.collections.map((collection) => {
    const seen = new Set<string>()
    const fields = [{ path: 'id', type: 'number' }, ...fieldPaths(collection.flattenedFields)].filter((field) => !seen.has(field.path) && seen.add(field.path))
    return { slug: collection.slug, fields }
  })
  process.stdout.write(JSON.stringify(collections))
  process.exit(0)
}
