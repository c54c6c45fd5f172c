import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { exited } from './processes'

/** Next's standalone output (`output: 'standalone'` in next.config.mjs): a server and the files it needs. */
const STANDALONE_DIR = path.resolve('.next/standalone')

/**
 * The standalone output leaves out the build's static assets and public/ (a CDN could serve them);
 * here the app serves them itself behind the cache tier, so they are copied in, as Next's docs ask.
 * Once per build: `.next/static/<build id>/` marks a copy made for the current build, and the image
 * (scripts/docker/Dockerfile) ships it already in place.
 */
export function prepareStandalone(): void {
  if (!fs.existsSync(path.join(STANDALONE_DIR, 'server.js'))) throw new Error('No standalone build in .next/standalone: run `npm run build` first')
  const buildId = fs.readFileSync(path.join(STANDALONE_DIR, '.next', 'BUILD_ID'), 'utf8').trim()
  if (fs.existsSync(path.join(STANDALONE_DIR, '.next', 'static', buildId))) return
  fs.cpSync(path.resolve('.next/static'), path.join(STANDALONE_DIR, '.next', 'static'), { recursive: true })
  fs.cpSync(path.resolve('public'), path.join(STANDALONE_DIR, 'public'), { recursive: true })
}

/**
 * Appends each request's TCP peer to X-Forwarded-For inside the server process, so the app can tell
 * the client from what the client wrote (scripts/server/append-peer-address.mjs). Every way this
 * repository starts the app loads it: the standalone server here and `next dev` (scripts/run.ts).
 */
export const PEER_ADDRESS_IMPORT = `--import=${pathToFileURL(path.resolve('scripts/server/append-peer-address.mjs')).href}`

/**
 * Runs the standalone server (it listens on PORT and HOSTNAME) with the peer address appended
 * (PEER_ADDRESS_IMPORT). The server chdirs into its own folder, so the places the app writes to are
 * passed as absolute paths: this checkout's media/ and .data/ unless MEDIA_DIR or DATA_DIR say
 * otherwise (src/platform/env.ts).
 */
export function serveStandalone(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [PEER_ADDRESS_IMPORT, path.join(STANDALONE_DIR, 'server.js')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, MEDIA_DIR: path.resolve(env.MEDIA_DIR || 'media'), DATA_DIR: path.resolve(env.DATA_DIR || '.data') },
  })
}

/** Resolves once the app on `port` answers HTTP; rejects if `child` exits first or time runs out. */
export async function waitForApp(child: ChildProcess, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited with ${child.exitCode ?? child.signalCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill('SIGTERM')
  throw new Error(`the app did not answer on port ${port} within ${timeoutMs / 1000} s`)
}

/** Starts the standalone server on 127.0.0.1:`port` and resolves once it answers HTTP. */
export async function startApp(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  prepareStandalone()
  const child = serveStandalone({ ...env, PORT: String(port), HOSTNAME: '127.0.0.1' })
  await waitForApp(child, port)
  return child
}

export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  await exited(child)
}

