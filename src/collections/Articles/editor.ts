import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { articleBlocks } from '@/blocks'
import { contentEditorFeatures } from '@/fields/content-editor'

/**
 * The article body editor: the content editor's features plus the custom blocks. The seed builds
 * its editor config from the same features, so markdown converts exactly as editors type.
 */
export const articleEditorFeatures: typeof contentEditorFeatures = (args) => [
  ...contentEditorFeatures(args),
  BlocksFeature({ blocks: articleBlocks }),
]

export const articleEditor = lexicalEditor({ features: articleEditorFeatures })
