import { LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { validations, type RelationshipFieldValidation } from 'payload'

import { LINKABLE_COLLECTIONS } from '@/domains/content'

type EditorFeatures = Extract<NonNullable<NonNullable<Parameters<typeof lexicalEditor>[0]>['features']>, (...args: never[]) => unknown>

/** The admin's picker offers only linkable collections; a write through the API is held to the same list. */
const validateLinkedDoc: RelationshipFieldValidation = (value, options) => {
  const relationTo = value && typeof value === 'object' && 'relationTo' in value ? String(value.relationTo) : null
  if (relationTo && !(LINKABLE_COLLECTIONS as string[]).includes(relationTo)) return 'Link to an article or a tool.'
  return validations.relationship(value, options)
}

/**
 * Payload's default rich-text features for editorial content, except that internal links go only
 * to documents with a public page (Payload would offer every collection, users included). The
 * link feature given last replaces the default one.
 */
export const contentEditorFeatures: EditorFeatures = ({ defaultFeatures }) => [
  ...defaultFeatures,
  LinkFeature({
    enabledCollections: LINKABLE_COLLECTIONS,
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => (field.name === 'doc' && field.type === 'relationship' ? { ...field, validate: validateLinkedDoc } : field)),
  }),
]

/** The editor of the static pages' rich text. */
export const contentEditor = lexicalEditor({ features: contentEditorFeatures })
