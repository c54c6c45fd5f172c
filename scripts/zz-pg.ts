import { startEmbeddedPostgres } from './lib/embedded-postgres'

const cluster = await startEmbeddedPostgres({ dataDir: '.data/e2e-postgres', port: 54498, quiet: true })
console.log('PG', cluster.uri('hirestack_e2e'))
process.on('SIGTERM', async () => { await cluster.stop(); process.exit(0) })
await new Promise(() => {})
