/**
 * The jobs worker for production (`npm run worker`, the `worker` service in docker-compose.yml):
 * runs the "default", "enrichment", "newsletter", "alerts" and "logos" queues and the schedules (hourly
 * ranking, the weekly newsletter draft, the logos tools still lack) until stopped.
 * Run by tsx as the main module, like the migrate and seed scripts;
 * JOBS_AUTORUN=1 (set by the npm script) turns the queue's runners on in this process.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

const payload = await getPayload({ config, cron: true })
payload.logger.info('[worker] processing the job queues')

const stop = async (signal: string) => {
  payload.logger.info(`[worker] ${signal}: stopping`)
  await payload.destroy()
  process.exit(0)
}
process.once('SIGTERM', () => void stop('SIGTERM'))
process.once('SIGINT', () => void stop('SIGINT'))

// Keep the process alive; the queue runners are timers owned by Payload.
setInterval(() => undefined, 60_000)
