'use client'

import { Video } from 'lucide-react'
import { useState } from 'react'

import { addMeetingTools } from '@/actions/admin-tools'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { BatchResults, type BatchRow } from './batch-results'
import { Panel } from './panel'

export function MeetingToolsPanel() {
  const [running, setRunning] = useState(false)
  const [rows, setRows] = useState<BatchRow[]>([])

  async function run() {
    setRunning(true)
    try {
      const result = await addMeetingTools()
      if (!result.ok) throw new Error(result.error)
      setRows(
        result.data.results.map((item): BatchRow => ({
          name: item.name,
          status: item.status === 'success' ? 'done' : item.status === 'skipped' ? 'skipped' : 'error',
          detail: item.status === 'success' ? 'Added; logo and screenshot queued' : item.message,
        })),
      )
      const added = result.data.results.filter((item) => item.status === 'success').length
      toast.success('Meeting tools processed', `${added} added, ${result.data.results.length - added} skipped or failed.`)
    } catch (error) {
      console.error('Add meeting tools failed', error)
      toast.error('Error', 'Failed to add meeting tools. Check console for details.')
    } finally {
      setRunning(false)
    }
  }

  return (
    <Panel
      title="Add Meeting Tools"
      icon={<Video className="size-5" />}
      description="Adds the curated AI meeting and interview note-takers (Otter.ai, Fireflies.ai and others) that aren't listed yet."
    >
      <BatchResults rows={rows} caption="Meeting tools results" />
      <Button onClick={() => void run()} disabled={running} className="mt-auto self-start">
        {running ? 'Adding...' : 'Add Meeting Tools'}
      </Button>
    </Panel>
  )
}
