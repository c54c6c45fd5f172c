/**
 * The import rules in eslint.config.mjs, run through ESLint itself: a forbidden import is reported
 * and an allowed one is not, so a config edit that stops a rule from applying (a moved `files`
 * glob, a renamed element, a resolver that no longer finds `@/` paths) fails here rather than
 * passing lint quietly. Plus the one rule lint cannot see: browser code reaches a domain only
 * through its `shared.ts`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  // The first run builds the typed program and the import graph (a minute on a busy machine); the cases then take seconds.
  await eslint.lintText('export {}', { filePath: 'src/platform/ui/cn.ts' })
}, 300_000)

/** The boundary and cycle messages ESLint reports for `code` as the text of `filePath` (an existing file, so the typed parser finds it). */
async function importErrors(code: string, filePath: string, rule = 'boundaries/dependencies'): Promise<string[]> {
  expect(existsSync(`${root}/${filePath}`), `${filePath} exists`).toBe(true)
  const [result] = await eslint.lintText(code, { filePath })
  expect(result!.messages.filter((message) => message.fatal)).toEqual([])
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message)
}

const DOMAIN_FILE = 'src/domains/directory/tool-website.ts'
const PLATFORM_FILE = 'src/platform/ui/cn.ts'
const FEATURE_FILE = 'src/features/upvotes/upvoted-tools.ts'

describe('layer directions', () => {
  it.each([
    [PLATFORM_FILE, "export { relationId } from '@/domains/vendors'", /platform → domain/],
    [PLATFORM_FILE, "export { currentUser } from '@/server/session'", /platform → server/],
    [DOMAIN_FILE, "export { payloadClient } from '@/server/payload-client'", /domain → server/],
    [DOMAIN_FILE, "export { QUEUES as Q } from '@/jobs/queues'", /domain → jobs/],
    [DOMAIN_FILE, "export { seedToolData } from '@/seed/tools'", /domain → seed/],
    [DOMAIN_FILE, "export { SiteHeader } from '@/components/layout/site-header'", /domain → components/],
    [DOMAIN_FILE, "export { Upvotes } from '@/features/upvotes'", /domain → feature/],
    [FEATURE_FILE, "export { SiteHeader } from '@/components/layout/site-header'", /feature → components/],
    [FEATURE_FILE, "export { GET } from '@/app/(frontend)/me/upvotes/route'", /feature → app/],
    [DOMAIN_FILE, "export { default } from '@payload-config'", /goes against the layers/],
    [DOMAIN_FILE, "export { default } from '../../../payload.config'", /goes against the layers/],
    ['src/collections/Tools/index.ts', "export { currentUser } from '@/server/session'", /payload → server/],
    ['src/jobs/index.ts', "export { SiteHeader } from '@/components/layout/site-header'", /jobs → components/],
    ['src/components/layout/site-header.tsx', "export { default } from '@payload-config'", /goes against the layers/],
    ['src/proxy.ts', "export { currentUser } from '@/server/session'", /goes against the layers/],
  ])('%s may not: %s', async (file, line, message) => {
    const errors = await importErrors(line, file)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  }, 60_000)

  it.each([
    ['src/domains/vendors/payment-states.ts', "export { toolWebsite } from '@/domains/directory'"],
    [DOMAIN_FILE, "export { env } from '@/platform/env'"],
    [DOMAIN_FILE, "export type { Tool } from '@/payload-types'"],
    ['src/collections/Tools/index.ts', "export { toolWebsite } from '@/domains/directory'"],
    ['src/app/(frontend)/error.tsx', "export { currentUser } from '@/server/session'"],
    ['src/server/payload-client.ts', "export { default } from '@payload-config'"],
    ['src/proxy.ts', "export { pageKeysFor } from '@/domains/directory/shared'"],
    [FEATURE_FILE, "export { currentUser } from '@/server/session'"],
    [FEATURE_FILE, "export { toast } from '@/components/ui/toast'"],
    ['src/components/tools/tool-card.tsx', "export { UpvoteButton } from '@/features/upvotes/client'"],
  ])('%s may: %s', async (file, line) => {
    expect(await importErrors(line, file)).toEqual([])
  }, 60_000)
})

describe('domain entries', () => {
  it('reports a file of another domain imported past its entry, from outside and from another domain', async () => {
    const deep = "export { claimIsLive } from '@/domains/vendors/payments/billing-claim'"
    expect(await importErrors(deep, 'src/collections/Tools/index.ts')).toEqual([expect.stringMatching(/import vendors from its entry/)])
    expect(await importErrors(deep, DOMAIN_FILE)).toEqual([expect.stringMatching(/import vendors from its entry/)])
  }, 60_000)

  it("allows a domain's own files to import each other", async () => {
    expect(await importErrors("export { TOOL_TYPES } from '@/domains/directory/tool-options'", DOMAIN_FILE)).toEqual([])
  }, 60_000)

  it('lets the proxy reach only the shared part of a domain', async () => {
    const errors = await importErrors("export { queryToolPage } from '@/domains/directory'", 'src/proxy.ts')
    expect(errors).toHaveLength(1)
  }, 60_000)
})

describe('feature entries', () => {
  it("reports a feature's file imported past its entries", async () => {
    const deep = "export { setUpvote } from '@/features/upvotes/set-upvote'"
    expect(await importErrors(deep, 'src/components/tools/tool-card.tsx')).toEqual([expect.stringMatching(/import upvotes from its entry/)])
    expect(await importErrors(deep, 'src/app/(frontend)/account/page.tsx')).toEqual([expect.stringMatching(/import upvotes from its entry/)])
  }, 60_000)
})

describe('cycles', () => {
  it('reports an import cycle', async () => {
    // vendors imports directory (a sponsorship's category); directory importing vendors closes a circle.
    const errors = await importErrors("export { relationId } from '@/domains/vendors'", DOMAIN_FILE, 'import-x/no-cycle')
    expect(errors).toEqual([expect.stringMatching(/Dependency cycle/)])
  }, 60_000)
})

/** Where a `@/` or relative import of `from` points, or null for a package. */
function resolveImport(from: string, source: string): string | null {
  const base = source.startsWith('@/') ? `src/${source.slice(2)}` : source.startsWith('.') ? path.posix.join(path.posix.dirname(from), source) : null
  if (!base) return null
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(`${root}/${file}`)) ?? null
}

/** The sources a file imports values from (type-only imports leave nothing in a bundle). */
function valueImports(text: string): string[] {
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)([\s\S]*?)\s+from\s+'([^']+)'/gm)]
    .filter(([, names]) => !/^\{[^}]*\}$/.test(names!) || names!.slice(1, -1).split(',').some((name) => name.trim() && !name.trim().startsWith('type ')))
    .map((match) => match[2]!)
}

describe('browser code', () => {
  it("imports a domain only through its shared.ts and a feature only through its client.ts (index.ts would pull server code into the bundle)", () => {
    const files = readdirSync(`${root}/src`, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file)).map((file) => `src/${file}`)
    const text = (file: string) => readFileSync(`${root}/${file}`, 'utf8')
    const isServerActions = (file: string) => /^\s*['"]use server['"]/.test(text(file))
    // Browser code: every 'use client' file and everything it imports values from (server actions stay on the server).
    const browser = new Set(files.filter((file) => /^\s*['"]use client['"]/.test(text(file))))
    expect(browser.size).toBeGreaterThan(20)
    for (const file of browser) {
      if (isServerActions(file)) continue
      for (const source of valueImports(text(file))) {
        const target = resolveImport(file, source)
        if (target && !isServerActions(target)) browser.add(target)
      }
    }
    const offenders = [...browser].flatMap((file) =>
      valueImports(text(file))
        .filter((source) => /^@\/(domains|features)\/[a-z-]+$/.test(source))
        .map((source) => `${file}: ${source}`),
    )
    expect(offenders).toEqual([])
  })
})
