import type { Payload } from 'payload'

import { seedAdmin } from './admin'
import { seedArticleDocs } from './articles-seed'
import { seedCategoryDocs } from './categories'
import { seedTools } from './data'
import { seedIntegrationDocs } from './integrations'
import { seedPageGlobals, seedSiteSettings } from './pages-seed'
import { seedToolDocs } from './tools'

/**
 * Idempotent: creates what is missing and leaves existing rows (and editors' changes) alone, so
 * it is safe on every start and by hand (`npm run seed`).
 */
export async function seed(payload: Payload, log: (line: string) => void = console.info): Promise<void> {
  const categoryIds = await seedCategoryDocs(payload)
  const integrationIds = await seedIntegrationDocs(payload)
  const created = await seedToolDocs(payload, seedTools, { categories: categoryIds, integrations: integrationIds })
  await seedAdmin(payload, log)
  log(`[seed] ${categoryIds.size} categories, ${integrationIds.size} integrations, ${created} new tools`)
  const articles = await seedArticleDocs(payload)
  const pages = await seedPageGlobals(payload)
  const settings = await seedSiteSettings(payload)
  log(`[seed] ${articles} new articles, ${pages} static pages written${settings ? ', site settings written' : ''}`)
}
