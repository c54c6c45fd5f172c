import fs from 'node:fs'
import path from 'node:path'

import { bin } from './processes'

/**
 * The project runs on the Node LTS that package.json's `engines` names. A machine whose own Node is
 * older gets that version from the npm registry as a development dependency (scripts/node-runtime),
 * and `npm run` and `npx` put node_modules/.bin first in PATH, so the scripts, the test runners and
 * the servers they start run on it (`#!/usr/bin/env node` finds it; children get process.execPath).
 */
export type NodeRuntime = {
  version: string
  /** The binary the project installed (node_modules/.bin/node), not the machine's own Node. */
  pinned: boolean
  /** The lowest version `engines` accepts, e.g. "24.22.3". */
  minimum: string
  supported: boolean
}

const numbers = (version: string) => version.replace(/^v/, '').split('.').map(Number)

function atLeast(version: string, minimum: string): boolean {
  const [have, want] = [numbers(version), numbers(minimum)]
  for (let index = 0; index < want.length; index++) {
    if ((have[index] ?? 0) !== want[index]) return (have[index] ?? 0) > want[index]!
  }
  return true
}

/** The Node running this process (or the one given), judged against package.json's `engines`. */
export function nodeRuntime(version = process.version, execPath = process.execPath): NodeRuntime {
  const engines = (JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { engines: { node: string } }).engines.node
  const minimum = /^>=\s*(\d+\.\d+\.\d+)$/.exec(engines)?.[1]
  if (!minimum) throw new Error(`package.json engines.node must read ">=X.Y.Z", not "${engines}"`)
  let pinned = false
  try {
    pinned = fs.realpathSync(bin('node')) === fs.realpathSync(execPath)
  } catch {
    // no binary for this platform: the machine's own Node runs everything
  }
  return { version, pinned, minimum, supported: atLeast(version, minimum) }
}

/**
 * Prints the Node in use as the first line of a run, and ends the process on one older than
 * `engines` (a script started outside npm, e.g. `node_modules/.bin/tsx` from a shell, runs on the
 * machine's Node): the old line gets no security fixes.
 */
export function announceNodeRuntime(): void {
  const runtime = nodeRuntime()
  console.log(`node ${runtime.version} (${runtime.pinned ? 'pinned by the project' : `this machine's, ${process.execPath}`})`)
  if (runtime.supported) return
  console.error(
    `Node ${runtime.version} is older than the ${runtime.minimum} the project needs. Start it through npm ` +
      '(npm test, npm run dev…), which runs the Node that `npm ci` installs in node_modules/.bin, or install Node ' +
      `${runtime.minimum} or later.`,
  )
  process.exit(1)
}
