/**
 * The project runs on the Node LTS it pins: the npm registry's binary, a development dependency
 * (scripts/node-runtime), which `npm run` and `npx` put first in PATH. These tests run in vitest's
 * workers, so they check that the test runner got it too, and that the places naming the version agree.
 */
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { nodeRuntime } from '../../scripts/lib/node-runtime'

type Manifest = { version: string; engines?: { node: string }; optionalDependencies?: Record<string, string>; devDependencies?: Record<string, string> }
const manifest = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
const runtimePackage = manifest('scripts/node-runtime/package.json')
const projectPackage = manifest('package.json')
const pinned = runtimePackage.version
const binaryInstalled = fs.existsSync('node_modules/.bin/node')

describe('the pinned Node', () => {
  it('is the version of every platform binary the runtime package installs, and the lowest `engines` accepts', () => {
    expect(Object.values(runtimePackage.optionalDependencies ?? {})).toEqual([pinned])
    expect(projectPackage.engines?.node).toBe(`>=${pinned}`)
    expect(projectPackage.devDependencies?.['hirestack-node-runtime']).toBe('file:scripts/node-runtime')
    expect(projectPackage.devDependencies?.['@types/node']?.split('.')[0]).toBe(pinned.split('.')[0])
  })

  it('runs the tests: vitest and its workers were started through node_modules/.bin', () => {
    const runtime = nodeRuntime()
    expect(runtime.supported, `tests run on Node ${runtime.version}`).toBe(true)
    // On a platform the registry has no binary for, npm skips the package and the machine's Node runs.
    if (binaryInstalled) {
      expect(runtime.pinned, `tests run on ${process.execPath}`).toBe(true)
      expect(process.version).toBe(`v${pinned}`)
    }
  })

  it('judges a version by its numbers, against `engines`', () => {
    const [major, minor] = pinned.split('.').map(Number) as [number, number]
    expect(nodeRuntime('v20.20.2').supported).toBe(false)
    expect(nodeRuntime(`v${major}.${minor - 1}.99`).supported).toBe(false)
    expect(nodeRuntime(`v${pinned}`).supported).toBe(true)
    expect(nodeRuntime(`v${major}.${minor + 1}.0`).supported).toBe(true)
    expect(nodeRuntime(`v${major + 2}.0.0`).supported).toBe(true)
    expect(nodeRuntime(process.version, '/usr/bin/env').pinned).toBe(false)
  })
})
