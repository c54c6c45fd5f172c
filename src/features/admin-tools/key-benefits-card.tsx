'use client'

import { Sparkles } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'

import { generateKeyBenefits } from './key-benefits'
import { Panel } from './panel'
import { pollJobs } from './poll-jobs'

export function KeyBenefitsCard() {
  const [toolId, setToolId] = useState('')
  const [running, setRunning] = useState(false)
  const [benefits, setBenefits] = useState<string[]>([])
  const [error, setError] = useState<string>()

  async function run() {
    setRunning(true)
    setError(undefined)
    setBenefits([])
    try {
      const queued = await generateKeyBenefits({ toolId: toolId.trim() })
      if (!queued.ok) {
        if (queued.fieldErrors?.toolId) setError(queued.fieldErrors.toolId)
        toast.error('Error', 'Failed to generate key benefits. Please try again.')
        return
      }
      const [job] = await pollJobs([queued.data.jobId])
      const generated = job?.state === 'succeeded' ? (job.output?.benefits as string[] | undefined) : undefined
      if (!generated) {
        toast.error('Error', 'Failed to generate key benefits. Please try again.')
        return
      }
      setBenefits(generated)
      toast.success('Success', 'Key benefits generated successfully.')
    } catch {
      toast.error('Error', 'Something went wrong while generating key benefits.')
    } finally {
      setRunning(false)
    }
  }

  return (
    <Panel
      title="Generate Key Benefits"
      icon={<Sparkles className="size-5" />}
      description="Writes 3–5 key benefits for one tool from its description and features."
    >
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          if (toolId.trim() && !running) void run()
        }}
      >
        <Field id="key-benefits-tool-id" label="Tool ID" error={error} className="flex-1">
          <Input
            id="key-benefits-tool-id"
            inputMode="numeric"
            placeholder="e.g. 42"
            value={toolId}
            onChange={(event) => setToolId(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'key-benefits-tool-id-error' : undefined}
          />
        </Field>
        <Button type="submit" disabled={!toolId.trim() || running}>
          {running ? 'Generating...' : 'Generate Benefits'}
        </Button>
      </form>
      {benefits.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink" aria-label="Generated key benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
    </Panel>
  )
}
