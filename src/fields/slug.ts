import type { CollectionSlug, FieldHook, FieldHookArgs, TextField, TypeWithID } from 'payload'

import { slugify } from '@/platform/text/slugify'

/**
 * Picks the first free slug among `base`, `base-2`, `base-3`, …, so a second document of the same
 * name still gets a readable address. The unique index is the last word: a concurrent insert that
 * wins the race makes the loser fail loudly rather than share a slug.
 */
async function uniqueSlug(args: {
  base: string
  collection: CollectionSlug
  excludeId?: number | string
  req: Parameters<FieldHook>[0]['req']
}): Promise<string> {
  const base = slugify(args.base) || 'item'
  const { docs } = await args.req.payload.find({
    collection: args.collection,
    where: {
      and: [
        { or: [{ slug: { equals: base } }, { slug: { like: `${base}-` } }] },
        ...(args.excludeId !== undefined ? [{ id: { not_equals: args.excludeId } }] : []),
      ],
    },
    select: { slug: true } as never,
    limit: 0,
    pagination: false,
    depth: 0,
    draft: true,
    overrideAccess: true,
    req: args.req,
  })
  const taken = new Set(docs.map((doc) => (doc as { slug?: string }).slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) return candidate
  }
}

/** A collection with a slug made from its `name` or `title` text field. */
type SluggedDoc = TypeWithID & { slug?: string | null; name?: string | null; title?: string | null }

export function slugField(collection: CollectionSlug, source: 'name' | 'title' = 'name'): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: `Generated from the ${source} when left empty; must be unique.`,
    },
    hooks: {
      beforeValidate: [
        async ({ value, data, originalDoc, req }: FieldHookArgs<SluggedDoc, unknown>) => {
          const explicit = typeof value === 'string' ? slugify(value) : ''
          if (explicit && explicit === originalDoc?.slug) return explicit
          const base = explicit || String(data?.[source] ?? originalDoc?.[source] ?? '')
          if (!base.trim()) return value
          return uniqueSlug({ base, collection, excludeId: originalDoc?.id, req })
        },
      ],
    },
  }
}
