'use client'

import { FileText } from 'lucide-react'
import { useState } from 'react'

import { runContentGeneration, type JobStatus, type QueuedItem } from '@/actions/admin-tools'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { BatchResults, type BatchRow } from './batch-results'
import { Panel } from './panel'
import { pollJobs } from './poll-jobs'
import { ProgressBar } from './progress-bar'

function rowsFor(items: QueuedItem[], statuses: JobStatus[], skipped: BatchRow[]): BatchRow[] {
  const queued = items.map((item): BatchRow => {
    const job = statuses.find((status) => status.id === item.jobId)
    if (!job || job.state === 'queued') return { name: item.name, status: 'queued' }
    if (job.state === 'running' || job.state === 'retrying') return { name: item.name, status: 'running' }
    if (job.state === 'failed') return { name: item.name, status: 'error', detail: job.error ?? undefined }
    return job.output?.status === 'skipped'
      ? { name: item.name, status: 'skipped', detail: 'Content already generated' }
      : { name: item.name, status: 'done', detail: 'Summary, description and benefits written' }
  })
  return [...queued, ...skipped]
}

export function ContentGenerationPanel() {
  const [running, setRunning] = useState(false)
  const [rows, setRows] = useState<BatchRow[]>([])
  const [finishedCount, setFinishedCount] = useState(0)

  async function run() {
    setRunning(true)
    setRows([])
    setFinishedCount(0)
    try {
      const queued = await runContentGeneration()
      if (!queued.ok) throw new Error(queued.error)
      const { queued: items, errors } = queued.data
      const skipped = errors.map((error): BatchRow => ({ name: error.name, status: 'error', detail: error.message }))
      if (items.length === 0 && errors.length === 0) {
        toast.info('Nothing to generate', 'No tools are waiting for content.')
        return
      }
      setRows(rowsFor(items, [], skipped))
      const final = items.length
        ? await pollJobs(
            items.map((item) => item.jobId),
            (statuses) => {
              setRows(rowsFor(items, statuses, skipped))
              setFinishedCount(statuses.filter((job) => job.state === 'succeeded' || job.state === 'failed').length)
            },
          )
        : []
      const failed = final.filter((job) => job.state === 'failed').length + errors.length
      const succeeded = final.filter((job) => job.state === 'succeeded').length
      if (failed > 0) toast.error('Content generation completed with errors', `${succeeded} succeeded, ${failed} errors.`)
      else toast.success('Content generation complete', `${succeeded} tools updated.`)
    } catch {
      toast.error('Error', 'Failed to run content generation process.')
    } finally {
      setRunning(false)
    }
  }

  const total = rows.filter((row) => row.detail !== 'No description to generate content from').length
  return (
    <Panel
      title="Content Generation"
      icon={<FileText className="size-5" />}
      description="Writes the summary, long description and key benefits for up to 10 tools whose content is pending, oldest first."
    >
      {running && total > 0 ? <ProgressBar value={(finishedCount / total) * 100} label={`${finishedCount} of ${total} done`} /> : null}
      <BatchResults rows={rows} caption="Content generation results" />
      <Button onClick={() => void run()} disabled={running} className="mt-auto self-start">
        {running ? 'Generating...' : 'Generate Content'}
      </Button>
    </Panel>
  )
}
