import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'

import { NewsletterToolBlock } from '@/blocks/NewsletterTool/config'
import { contentEditorFeatures } from '@/fields/content-editor'

/** An issue's body: the content editor's features (links only to public pages) plus tool cards. */
export const newsletterEditor = lexicalEditor({
  features: (args) => [...contentEditorFeatures(args), BlocksFeature({ blocks: [NewsletterToolBlock] })],
})
