import { getPayload } from 'payload'
import { seedAdmin } from '@/seed/admin'
import { seedCategoryDocs } from '@/seed/categories'
import { seedTools } from '@/seed/data/tools'
import { seedIntegrationDocs } from '@/seed/integrations'
import { seedToolDocs } from '@/seed/tools'
import config from '@payload-config'

const t0 = Date.now()
const log = (m: string) => console.log(`[dbg ${((Date.now() - t0) / 1000).toFixed(1)}s] ${m}`)
process.on('exit', (code) => log(`exit ${code}; handles=${(process as any)._getActiveHandles().length} requests=${(process as any)._getActiveRequests().length}`))
log('getPayload')
const payload = await getPayload({ config })
log('got payload')
const pool = (payload.db as any).pool
setInterval(() => log(`pool total=${pool.totalCount} idle=${pool.idleCount} waiting=${pool.waitingCount}`), 2000).unref()
const categoryIds = await seedCategoryDocs(payload)
log('categories')
const integrationIds = await seedIntegrationDocs(payload)
log('integrations')
const created = await seedToolDocs(payload, seedTools, { categories: categoryIds, integrations: integrationIds })
log(`tools ${created}`)
await seedAdmin(payload, log)
log('admin')
process.exit(0)
