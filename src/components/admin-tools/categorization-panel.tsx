'use client'

import { Tags } from 'lucide-react'
import { useState } from 'react'

import { runCategorization, type JobStatus, type QueuedItem } from '@/actions/admin-tools'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { BatchResults, type BatchRow } from './batch-results'
import { Panel } from './panel'
import { pollJobs } from './poll-jobs'
import { ProgressBar } from './progress-bar'

function rowsFor(items: QueuedItem[], statuses: JobStatus[]): BatchRow[] {
  return items.map((item) => {
    const job = statuses.find((status) => status.id === item.jobId)
    if (!job || job.state === 'queued') return { name: item.name, status: 'queued' }
    if (job.state === 'running' || job.state === 'retrying') return { name: item.name, status: 'running' }
    if (job.state === 'failed') return { name: item.name, status: 'error', detail: job.error ?? undefined }
    const category = job.output?.category as string | null | undefined
    return category
      ? { name: item.name, status: 'done', detail: `Category: ${category}` }
      : { name: item.name, status: 'skipped', detail: 'No matching category found' }
  })
}

export function CategorizationPanel() {
  const [running, setRunning] = useState(false)
  const [rows, setRows] = useState<BatchRow[]>([])
  const [finishedCount, setFinishedCount] = useState(0)

  async function run() {
    setRunning(true)
    setRows([])
    try {
      const queued = await runCategorization()
      if (!queued.ok) throw new Error(queued.error)
      const items = queued.data.queued
      if (items.length === 0) {
        toast.info('Nothing to categorize', 'Every tool already has a category.')
        return
      }
      setRows(rowsFor(items, []))
      const final = await pollJobs(
        items.map((item) => item.jobId),
        (statuses) => {
          setRows(rowsFor(items, statuses))
          setFinishedCount(statuses.filter((job) => job.state === 'succeeded' || job.state === 'failed').length)
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
      description="Assigns a category, chosen only from existing categories, to up to 5 uncategorized tools."
    >
      {running && rows.length > 0 ? <ProgressBar value={(finishedCount / rows.length) * 100} label={`${finishedCount} of ${rows.length} done`} /> : null}
      <BatchResults rows={rows} caption="Categorization results" />
      <Button onClick={() => void run()} disabled={running} className="mt-auto self-start">
        {running ? 'Categorizing...' : 'Categorize Tools'}
      </Button>
    </Panel>
  )
}
