/**
 * docker-compose.yml and scripts/docker/Dockerfile can't be run here (no Docker engine), so this
 * checks what they name against the repository: every command and COPY source is a file, npm
 * script or package that exists; services set only variables the app knows; the cache tier runs
 * the repository's VCL; and the services run the same scripts as `npm run stack`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { backendsVcl } from '../../scripts/lib/varnish'

type Service = {
  build?: { context: string; dockerfile: string; target: string }
  image?: string
  command?: string | string[]
  entrypoint?: string | string[]
  environment?: Record<string, string>
  ports?: string[]
  networks?: { default?: { ipv4_address?: string } }
}

const root = fileURLToPath(new URL('../..', import.meta.url))
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const exists = (file: string) => fs.existsSync(path.join(root, file))

const composeText = read('docker-compose.yml')
const services = (parse(composeText) as { services: Record<string, Service> }).services
const packageJson = JSON.parse(read('package.json')) as { scripts: Record<string, string>; dependencies: Record<string, string> }

/** Dockerfile instructions, continuation lines joined, comments dropped. */
const dockerfilePath = 'scripts/docker/Dockerfile'
const instructions = read(dockerfilePath)
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/)
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') }
  })
const stages = instructions.filter((line) => line.keyword === 'FROM').map((line) => /\bAS\s+(\S+)/i.exec(line.args)?.[1])

const words = (command: string | string[] | undefined): string[] =>
  command === undefined ? [] : Array.isArray(command) ? command : command.split(/\s+/).filter(Boolean)
const execForm = (args: string) => JSON.parse(args) as string[]

/**
 * What a command names in the repository, each checked: files by path, npm scripts (and what
 * they run), and tools from node_modules/.bin, which must be production dependencies (the image
 * installs only those). Returns how many references it found.
 */
function checkReferences(command: string[], where: string): number {
  let found = 0
  command.forEach((word, index) => {
    const bin = /^node_modules\/\.bin\/(.+)$/.exec(word)?.[1]
    if (bin) {
      expect(packageJson.dependencies, `${where}: ${word}`).toHaveProperty(bin)
      found++
    } else if (command[index - 1] === 'run' && command[index - 2] === 'npm') {
      const script = packageJson.scripts[word]
      expect(script, `${where}: npm run ${word}`).toBeDefined()
      checkReferences(words(script), `npm run ${word}`)
      found++
    } else if (/^(scripts|src|migrations|public)\//.test(word) || /^[\w./-]+\.(ts|sh|vcl|mjs|js)$/.test(word)) {
      expect(exists(word), `${where}: ${word} does not exist`).toBe(true)
      found++
    }
  })
  return found
}

const knownVariables = new Set([
  ...[...read('src/platform/env.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]),
  ...[...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]),
])

const builtServices = Object.entries(services).filter(([, service]) => service.build)

describe('docker-compose.yml', () => {
  it('builds its images from the repository Dockerfile, each from a stage that exists', () => {
    expect(builtServices.map(([name]) => name).sort()).toEqual(['app', 'varnish', 'worker'])
    for (const [name, service] of builtServices) {
      expect(service.build!.dockerfile, name).toBe(dockerfilePath)
      expect(stages, name).toContain(service.build!.target)
    }
  })

  it('runs commands that name scripts and files that exist', () => {
    for (const [name, service] of builtServices) {
      const found = checkReferences([...words(service.entrypoint), ...words(service.command)], `service ${name}`)
      expect(found, `service ${name} names no script`).toBeGreaterThan(0)
    }
  })

  it('runs the same scripts as `npm run stack`', () => {
    const stack = read('scripts/stack.ts')
    const varnishLibrary = read('scripts/lib/varnish.ts')
    expect(words(services.app!.command)).toContain('scripts/start-app.ts')
    expect(stack).toContain("'scripts/start-app.ts'")
    expect(words(services.worker!.command)).toContain('scripts/worker.ts')
    expect(stack).toContain("'scripts/worker.ts'")
    expect(words(services.varnish!.command)).toContain('scripts/varnish/varnishd.sh')
    expect(varnishLibrary).toContain("'scripts/varnish/varnishd.sh'")
  })

  it('sets only environment variables that src/platform/env.ts or .env.example know', () => {
    for (const [name, service] of builtServices) {
      for (const variable of Object.keys(service.environment ?? {})) {
        expect(knownVariables.has(variable), `service ${name}: ${variable}`).toBe(true)
      }
    }
    for (const [, variable] of composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) {
      expect(knownVariables.has(variable), `interpolated ${variable}`).toBe(true)
    }
  })

  it('publishes a port only for the cache tier, which every app instance purges', () => {
    expect(Object.entries(services).filter(([, service]) => service.ports).map(([name]) => name)).toEqual(['varnish'])
    const listen = words(services.varnish!.command)[2]
    expect(services.app!.environment?.CACHE_PURGE_URLS).toBe(`http://varnish${listen}`)
    // The app trusts the X-Forwarded-For of the cache tier alone, at the fixed address it is given.
    expect(services.app!.environment?.TRUSTED_PROXIES).toBe(services.varnish!.networks?.default?.ipv4_address)
  })

  it("runs Varnish with the repository's VCL and the compose backends.vcl", () => {
    const [, script, , , backendsDir] = words(services.varnish!.command)
    expect(read(script!)).toMatch(/-f "\$here\/hirestack\.vcl"/)
    expect(read('scripts/varnish/hirestack.vcl')).toContain('include "backends.vcl";')
    const app = services.app!.environment!
    const expected = backendsVcl({ backends: [{ host: 'app', port: Number(app.PORT) }], purgers: ['app'] })
    expect(read(`${backendsDir}/backends.vcl`)).toBe(expected)
  })
})

describe('scripts/docker/Dockerfile', () => {
  const ignored = read('scripts/docker/Dockerfile.dockerignore')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))

  it('copies from the build context only files that exist and are not ignored', () => {
    const copies = instructions.filter((line) => line.keyword === 'COPY' && !line.args.includes('--from='))
    expect(copies.length).toBeGreaterThan(0)
    for (const copy of copies) {
      const sources = copy.args.split(/\s+/).filter((word) => !word.startsWith('--')).slice(0, -1)
      for (const source of sources) {
        expect(exists(source), `COPY ${source}`).toBe(true)
        expect(ignored.some((pattern) => source === pattern || source.startsWith(`${pattern}/`)), `COPY ${source} is ignored`).toBe(false)
      }
    }
  })

  it('copies between stages that exist, from what the build makes', () => {
    const nextConfig = read('next.config.mjs')
    for (const copy of instructions.filter((line) => line.args.includes('--from='))) {
      const stage = /--from=(\S+)/.exec(copy.args)![1]
      expect(stages, copy.args).toContain(stage)
      const source = copy.args.split(/\s+/).filter((word) => !word.startsWith('--'))[0]!.replace(/^\/app\//, '')
      if (source.startsWith('.next/standalone')) expect(nextConfig).toMatch(/output: 'standalone'/)
      else if (!source.startsWith('.next/') && source !== 'node_modules') expect(exists(source), `COPY --from ${source}`).toBe(true)
    }
  })

  it('runs on the Node the project pins for development and tests', () => {
    const pinned = (JSON.parse(read('scripts/node-runtime/package.json')) as { version: string }).version
    const nodeImages = instructions.filter((line) => line.keyword === 'FROM' && line.args.startsWith('node:')).map((line) => line.args.split(/\s+/)[0])
    expect(nodeImages.length).toBeGreaterThan(0)
    for (const image of nodeImages) expect(image).toBe(`node:${pinned}-bookworm-slim`)
  })

  it('runs npm scripts and starts commands that exist', () => {
    for (const line of instructions.filter((instruction) => instruction.keyword === 'RUN')) {
      for (const [, script] of line.args.matchAll(/npm run (\S+)/g)) expect(packageJson.scripts, line.args).toHaveProperty(script!)
    }
    const starts = instructions.filter((line) => line.keyword === 'CMD' || line.keyword === 'ENTRYPOINT')
    expect(starts.length).toBeGreaterThan(0)
    for (const start of starts) expect(checkReferences(execForm(start.args), `${start.keyword} ${start.args}`)).toBeGreaterThan(0)
  })
})
