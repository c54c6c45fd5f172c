import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { GlobalSlug, Payload } from 'payload'

import { contentEditorFeatures } from '@/fields/content-editor'

import { helpCenter, privacyPolicy, resourcesHub, reviewProcess, siteSettings } from './data'
import { editorState, markdownNodes } from './lexical-markdown'

const context = { seedWrite: true }

/** Fills each static page's global once; a page an editor has already written is left alone. */
async function seedGlobalOnce(
  payload: Payload,
  slug: GlobalSlug,
  isWritten: (doc: Record<string, unknown>) => boolean,
  data: () => Record<string, unknown>,
): Promise<boolean> {
  const current = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as unknown as Record<string, unknown>
  if (isWritten(current)) return false
  await payload.updateGlobal({ slug, data: data(), overrideAccess: true, context })
  return true
}

const hasRows = (field: string) => (doc: Record<string, unknown>) => Array.isArray(doc[field]) && doc[field].length > 0

export async function seedPageGlobals(payload: Payload): Promise<number> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config: payload.config, features: contentEditorFeatures })
  const richText = (markdown: string) => editorState(markdownNodes(markdown, editorConfig))

  const results = [
    await seedGlobalOnce(payload, 'resources-hub', (doc) => Boolean(doc.intro), () => resourcesHub),
    await seedGlobalOnce(payload, 'privacy-policy', hasRows('sections'), () => ({
      ...privacyPolicy,
      introduction: richText(privacyPolicy.introduction),
      sections: privacyPolicy.sections.map((section) => ({ heading: section.heading, body: richText(section.body) })),
    })),
    await seedGlobalOnce(payload, 'help-center', hasRows('faqs'), () => ({
      ...helpCenter,
      faqs: helpCenter.faqs.map((faq) => ({ question: faq.question, answer: richText(faq.answer) })),
    })),
    await seedGlobalOnce(payload, 'review-process', hasRows('criteria'), () => ({
      ...reviewProcess,
      intro: richText(reviewProcess.intro),
    })),
  ]
  return results.filter(Boolean).length
}

/**
 * Writes the site settings once, on a database where nobody has saved them yet (the global has no
 * row then): settings an admin or editor saved, even with every social link removed, are left alone.
 */
export function seedSiteSettings(payload: Payload): Promise<boolean> {
  return seedGlobalOnce(payload, 'site-settings', (doc) => Boolean(doc.updatedAt), () => siteSettings)
}
