'use client'

import { TrendingUp } from 'lucide-react'
import { useState } from 'react'

import { runRankingCalculation } from '@/actions/admin-tools'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { Panel } from './panel'
import { pollJobs } from './poll-jobs'
import { ProgressBar } from './progress-bar'

export function RankingPanel() {
  const [status, setStatus] = useState<'idle' | 'queued' | 'running'>('idle')
  const [lastRun, setLastRun] = useState<string>()

  async function run() {
    setStatus('queued')
    try {
      const queued = await runRankingCalculation()
      if (!queued.ok) throw new Error(queued.error)
      const [job] = await pollJobs([queued.data.jobId], ([snapshot]) => {
        if (snapshot?.state === 'running') setStatus('running')
      })
      if (job?.state !== 'succeeded') throw new Error(job?.error ?? 'failed')
      const updated = Number(job.output?.updated ?? 0)
      setLastRun(`Updated ${updated} tools at ${new Date().toLocaleTimeString()}`)
      toast.success('Ranking updated', `Trending, ranking and category scores recalculated for ${updated} tools.`)
    } catch {
      toast.error('Error', 'Failed to run ranking calculation.')
    } finally {
      setStatus('idle')
    }
  }

  return (
    <Panel
      title="Ranking Calculation"
      icon={<TrendingUp className="size-5" />}
      description="Recomputes trending, ranking, performance and category rank from upvotes, views and clicks. Runs hourly on its own."
    >
      {status !== 'idle' ? (
        <ProgressBar value={status === 'queued' ? 20 : 60} label={status === 'queued' ? 'Waiting for the job queue…' : 'Calculating scores…'} />
      ) : lastRun ? (
        <p className="text-sm text-emerald-700">{lastRun}</p>
      ) : null}
      <Button onClick={() => void run()} disabled={status !== 'idle'} className="mt-auto self-start">
        {status !== 'idle' ? 'Calculating...' : 'Run Ranking Calculation'}
      </Button>
    </Panel>
  )
}
