'use client'

import { Video } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import type { MeetingToolResult } from '@/seed/add-meeting-tools'

import { addMeetingTools } from './add-tools'
import { BatchResults, type BatchRow } from './batch-results'
import { Panel } from './panel'
import { ProgressBar } from './progress-bar'
import { runInChunks } from './run-in-chunks'

/** A result is success or skipped; any other status is shown as an error, so nothing unexpected passes as done. */
const rowFor = (item: MeetingToolResult): BatchRow => ({
  name: item.name,
  status: item.status === 'success' ? 'done' : item.status === 'skipped' ? 'skipped' : 'error',
  detail: item.status === 'success' ? 'Added; enrichment queued' : item.message,
})

export function MeetingToolsPanel() {
  const [progress, setProgress] = useState<{ done: number; total: number }>()
  const [rows, setRows] = useState<BatchRow[]>([])
  const running = progress !== undefined

  async function run() {
    setProgress({ done: 0, total: 0 })
    setRows([])
    try {
      const outcome = await runInChunks(
        (from) => addMeetingTools({ from }),
        (done, total, results) => {
          setProgress({ done, total })
          setRows(results.map(rowFor))
        },
      )
      if (!outcome.ok) throw new Error(outcome.error)
      const added = outcome.data.filter((item) => item.status === 'success').length
      toast.success('Meeting tools processed', `${added} added, ${outcome.data.length - added} skipped or failed.`)
    } catch (error) {
      console.error('Add meeting tools failed', error)
      toast.error('Error', 'Failed to add meeting tools. Check console for details.')
    } finally {
      setProgress(undefined)
    }
  }

  return (
    <Panel
      title="Add Meeting Tools"
      icon={<Video className="size-5" />}
      description="Adds the curated AI meeting and interview note-takers (Otter.ai, Fireflies.ai, Metaview, BrightHire, Pillar and others) that aren't listed yet."
    >
      {progress && progress.total > 0 ? (
        <ProgressBar value={(progress.done / progress.total) * 100} label={`${progress.done} of ${progress.total} tools processed`} />
      ) : null}
      <BatchResults rows={rows} caption="Meeting tools results" />
      <Button onClick={() => void run()} disabled={running} className="mt-auto self-start">
        {running ? 'Adding...' : 'Add Meeting Tools'}
      </Button>
    </Panel>
  )
}
