'use client'

import { Tags } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { BatchResults, type BatchRow } from './batch-results'
import { finishedJobs, rowsForJobs, type FinishedRow } from './batch-rows'
import { Panel } from './panel'
import { pollJobs } from './poll-jobs'
import { ProgressBar } from './progress-bar'
import { runCategorization } from './run-batches'

const categorized: FinishedRow = (job) => {
  const category = job.output?.category as string | null | undefined
  return category ? { status: 'done', detail: `Category: ${category}` } : { status: 'skipped', detail: 'No matching category found' }
}

export function CategorizationPanel() {
  const [running, setRunning] = useState(false)
  const [rows, setRows] = useState<BatchRow[]>([])
  const [finishedCount, setFinishedCount] = useState(0)

  async function run() {
    setRunning(true)
    setRows([])
    setFinishedCount(0)
    try {
      const queued = await runCategorization()
      if (!queued.ok) throw new Error(queued.error)
      const items = queued.data.queued
      if (items.length === 0) {
        toast.info('Nothing to categorize', 'Every tool already has a category.')
        return
      }
      setRows(rowsForJobs(items, [], categorized))
      const final = await pollJobs(
        items.map((item) => item.jobId),
        (statuses) => {
          setRows(rowsForJobs(items, statuses, categorized))
          setFinishedCount(finishedJobs(statuses))
        },
      )
      const failed = final.filter((job) => job.state === 'failed').length
      if (failed > 0) toast.error('Categorization completed with errors', `${items.length - failed} categorized, ${failed} failed.`)
      else toast.success('Categorization complete', `${items.length} tools processed.`)
    } catch {
      toast.error('Error', 'Failed to run tool categorization.')
    } finally {
      setRunning(false)
    }
  }

  return (
    <Panel
      title="AI Categorization"
      icon={<Tags className="size-5" />}
      description="Assigns a category, chosen only from existing categories, to up to 5 uncategorized tools (tools not tried before first)."
    >
      {running && rows.length > 0 ? <ProgressBar value={(finishedCount / rows.length) * 100} label={`${finishedCount} of ${rows.length} done`} /> : null}
      <BatchResults rows={rows} caption="Categorization results" />
      <Button onClick={() => void run()} disabled={running} className="mt-auto self-start">
        {running ? 'Categorizing...' : 'Categorize Tools'}
      </Button>
    </Panel>
  )
}
