'use client'

import { TrendingUp } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { Panel } from './panel'
import { pollJobs } from './poll-jobs'
import { ProgressBar } from './progress-bar'
import { runRankingCalculation } from './ranking'

/** The job's own state, step by step; the calculation is one statement, so it has no percentage. */
const STEP = {
  queued: 'Step 1 of 2: waiting for the job queue…',
  running: 'Step 2 of 2: calculating scores…',
  retrying: 'Step 2 of 2: calculating scores (retrying after an error)…',
} as const

export function RankingPanel() {
  const [step, setStep] = useState<keyof typeof STEP>()
  const [lastRun, setLastRun] = useState<string>()

  async function run() {
    setStep('queued')
    try {
      const queued = await runRankingCalculation()
      if (!queued.ok) throw new Error(queued.error)
      const [job] = await pollJobs([queued.data.jobId], ([snapshot]) => {
        if (snapshot && snapshot.state in STEP) setStep(snapshot.state as keyof typeof STEP)
      })
      if (job?.state !== 'succeeded') throw new Error(job?.error ?? 'failed')
      const updated = Number(job.output?.updated ?? 0)
      setLastRun(`Updated ${updated} tools at ${new Date().toLocaleTimeString()}`)
      toast.success('Ranking updated', `Trending, ranking and category scores recalculated for ${updated} tools.`)
    } catch {
      toast.error('Error', 'Failed to run ranking calculation.')
    } finally {
      setStep(undefined)
    }
  }

  return (
    <Panel
      title="Ranking Calculation"
      icon={<TrendingUp className="size-5" />}
      description="Recomputes trending, ranking, performance and category rank from upvotes, views and clicks. Runs hourly on its own."
    >
      {step ? <ProgressBar label={STEP[step]} /> : lastRun ? <p className="text-sm text-emerald-700">{lastRun}</p> : null}
      <Button onClick={() => void run()} disabled={step !== undefined} className="mt-auto self-start">
        {step ? 'Calculating...' : 'Run Ranking Calculation'}
      </Button>
    </Panel>
  )
}
