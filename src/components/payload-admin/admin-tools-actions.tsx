'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { addMeetingTools, runCategorization, runContentGeneration, runRankingCalculation } from '@/actions/admin-tools'
import { pollJobs } from '@/components/admin-tools/poll-jobs'

type Outcome = { ok: boolean; text: string }

const ACTIONS: { key: string; label: string; busy: string; run: () => Promise<Outcome> }[] = [
  {
    key: 'ranking',
    label: 'Run Ranking Calculation',
    busy: 'Calculating...',
    run: async () => {
      const queued = await runRankingCalculation()
      if (!queued.ok) return { ok: false, text: 'Failed to run ranking calculation.' }
      const [job] = await pollJobs([queued.data.jobId])
      if (job?.state !== 'succeeded') return { ok: false, text: 'Failed to run ranking calculation.' }
      return { ok: true, text: `Ranking updated for ${Number(job.output?.updated ?? 0)} tools.` }
    },
  },
  {
    key: 'categorize',
    label: 'Categorize Tools',
    busy: 'Categorizing...',
    run: async () => {
      const queued = await runCategorization()
      if (!queued.ok) return { ok: false, text: 'Failed to run tool categorization.' }
      if (queued.data.queued.length === 0) return { ok: true, text: 'Every tool already has a category.' }
      const jobs = await pollJobs(queued.data.queued.map((item) => item.jobId))
      const failed = jobs.filter((job) => job.state === 'failed').length
      return { ok: failed === 0, text: `${jobs.length - failed} categorized, ${failed} failed.` }
    },
  },
  {
    key: 'content',
    label: 'Generate Content',
    busy: 'Generating...',
    run: async () => {
      const queued = await runContentGeneration()
      if (!queued.ok) return { ok: false, text: 'Failed to run content generation process.' }
      const { queued: items, errors } = queued.data
      if (items.length === 0 && errors.length === 0) return { ok: true, text: 'No tools are waiting for content.' }
      const jobs = items.length > 0 ? await pollJobs(items.map((item) => item.jobId)) : []
      const failed = jobs.filter((job) => job.state === 'failed').length + errors.length
      const succeeded = jobs.length - (failed - errors.length)
      if (failed > 0) return { ok: false, text: `Content generation completed with errors: ${succeeded} succeeded, ${failed} errors.` }
      return { ok: true, text: `Content generated for ${succeeded} tools.` }
    },
  },
  {
    key: 'meeting',
    label: 'Add Meeting Tools',
    busy: 'Adding...',
    run: async () => {
      const result = await addMeetingTools()
      if (!result.ok) return { ok: false, text: 'Failed to add meeting tools. Check console for details.' }
      const added = result.data.results.filter((row) => row.status === 'success').length
      return { ok: true, text: `${added} added, ${result.data.results.length - added} skipped or failed.` }
    },
  },
]

/** The batch actions of /admin-tools as buttons on the Payload dashboard, each with its outcome. */
export function AdminToolsActions() {
  const [running, setRunning] = useState<string>()
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({})

  async function run(action: (typeof ACTIONS)[number]) {
    setRunning(action.key)
    let outcome: Outcome
    try {
      outcome = await action.run()
    } catch (error) {
      console.error(error)
      outcome = { ok: false, text: 'The job queue did not answer. Try again.' }
    }
    setOutcomes((current) => ({ ...current, [action.key]: outcome }))
    setRunning(undefined)
  }

  return (
    <div style={{ display: 'grid', gap: 'calc(var(--base) * 0.75)', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
      {ACTIONS.map((action) => {
        const outcome = outcomes[action.key]
        return (
          <div key={action.key} style={{ display: 'grid', gap: 'calc(var(--base) * 0.25)', alignContent: 'start' }}>
            <Button buttonStyle="secondary" size="medium" margin={false} disabled={running !== undefined} onClick={() => void run(action)}>
              {running === action.key ? action.busy : action.label}
            </Button>
            {outcome ? (
              <p role="status" style={{ margin: 0, color: outcome.ok ? 'var(--theme-success-600)' : 'var(--theme-error-600)' }}>
                {outcome.text}
              </p>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
