import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { articleBlocks } from '@/blocks'

type FeaturesInput = NonNullable<NonNullable<Parameters<typeof lexicalEditor>[0]>['features']>

/**
 * The article body editor: Payload's default rich-text features plus the custom blocks. The seed
 * builds its editor config from the same features, so markdown converts exactly as editors type.
 */
export const articleEditorFeatures: FeaturesInput = ({ defaultFeatures }) => [
  ...defaultFeatures,
  BlocksFeature({ blocks: articleBlocks }),
]

export const articleEditor = lexicalEditor({ features: articleEditorFeatures })
