'use client'

import { FileText } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { BatchResults, type BatchRow } from './batch-results'
import { finishedJobs, rowsForJobs, type FinishedRow } from './batch-rows'
import { Panel } from './panel'
import { pollJobs } from './poll-jobs'
import { ProgressBar } from './progress-bar'
import { runContentGeneration } from './run-batches'

const generated: FinishedRow = (job) =>
  job.output?.status === 'skipped'
    ? { status: 'skipped', detail: 'Content already generated' }
    : { status: 'done', detail: 'Summary, description and benefits written' }

export function ContentGenerationPanel() {
  const [running, setRunning] = useState(false)
  const [rows, setRows] = useState<BatchRow[]>([])
  /** Jobs queued by this run: the tools skipped up front are reported, not waited for. */
  const [queuedCount, setQueuedCount] = useState(0)
  const [finishedCount, setFinishedCount] = useState(0)

  async function run() {
    setRunning(true)
    setRows([])
    setQueuedCount(0)
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
      setQueuedCount(items.length)
      setRows([...rowsForJobs(items, [], generated), ...skipped])
      const final = items.length
        ? await pollJobs(
            items.map((item) => item.jobId),
            (statuses) => {
              setRows([...rowsForJobs(items, statuses, generated), ...skipped])
              setFinishedCount(finishedJobs(statuses))
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

  return (
    <Panel
      title="Content Generation"
      icon={<FileText className="size-5" />}
      description="Writes the summary, long description and key benefits for up to 10 tools whose content is pending, untried and oldest first."
    >
      {running && queuedCount > 0 ? (
        <ProgressBar value={(finishedCount / queuedCount) * 100} label={`${finishedCount} of ${queuedCount} done`} />
      ) : null}
      <BatchResults rows={rows} caption="Content generation results" />
      <Button onClick={() => void run()} disabled={running} className="mt-auto self-start">
        {running ? 'Generating...' : 'Generate Content'}
      </Button>
    </Panel>
  )
}
