/**
 * The import rules in eslint.config.mjs, run through ESLint itself: a forbidden import from
 * src/lib is reported and an allowed one is not, so a config edit that stops the rule from
 * applying (a moved `files` glob, a broken pattern) fails here rather than passing lint quietly.
 */
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
// An existing file, so the type-aware parser finds it in the project; its text is replaced.
const libFile = 'src/lib/cn.ts'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

async function restrictedImports(code: string, filePath = libFile): Promise<string[]> {
  // Only this rule's messages: the snippet's unused names are other rules' business.
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('src/lib import rules', () => {
  it.each([
    "import { jobsAutoRunEnabled } from '@/jobs/queues'",
    "import { seedToolData } from '@/seed/tools'",
    "import config from '@payload-config'",
    "import config from '../../payload.config'",
    "import { payloadClient } from '@/server/payload-client'",
    "import { staffSession } from '@/server/staff-session'",
    "import { setUpvote } from '@/actions/upvotes'",
    "import { SiteHeader } from '@/components/site-header'",
    "import Page from '@/app/(frontend)/page'",
    "import { loadTool } from '../../jobs/tool-records'",
    "import type { Tool } from '@/queries/tools'",
  ])('reports %s', async (line) => {
    const messages = await restrictedImports(line)
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(/src\/lib may not import/)
  }, 60_000)

  it.each([
    "import { QUEUES } from '@/lib/job-queues'",
    "import { toolWebsite } from '@/lib/tool-website'",
    "import type { Tool } from '@/payload-types'",
    "import { sql } from '@payloadcms/db-postgres'",
  ])('allows %s', async (line) => {
    expect(await restrictedImports(line)).toEqual([])
  }, 60_000)

  it('applies only to src/lib: a job may import the queue settings', async () => {
    expect(await restrictedImports("import { jobsAutoRunEnabled } from '@/jobs/queues'", 'src/jobs/index.ts')).toEqual([])
  }, 60_000)
})
