import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { bin, exited } from './processes'

/** Starts `next start` and resolves once it answers HTTP. */
export async function startApp(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(bin('next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://127.0.0.1:${port}/robots.txt`)
      if (response.status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill('SIGTERM')
  throw new Error('next start did not answer within 60 s')
}

export async function stopApp(child: ChildProcess): Promise<void> {
  if (child.exitCode === null) child.kill('SIGTERM')
  await exited(child)
}

/**
 * Next keeps its data cache and the pages it renders at run time on disk, and `next build` reads
 * that data cache too: entries written against another database (an earlier e2e run, the bench)
 * would be served, or prerendered, as if they were current. Cleared before a build and a start.
 */
export function clearNextDataCache(): void {
  for (const dir of ['.next/cache/fetch-cache', '.next/server/route-cache']) {
    fs.rmSync(path.resolve(dir), { recursive: true, force: true })
  }
}
