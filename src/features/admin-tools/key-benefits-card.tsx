'use client'

import { Sparkles } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'

import { generateKeyBenefits } from './key-benefits'
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
    <Card className="p-5 sm:p-6">
      <div className="flex items-start gap-3">
        <div className="mt-0.5 rounded-lg bg-brand-50 p-2 text-brand-700" aria-hidden="true">
          <Sparkles className="size-5" />
        </div>
        <div>
          <h2 className="text-base font-semibold text-ink">Generate Key Benefits</h2>
          <p className="mt-1 text-sm text-muted">Writes 3–5 key benefits for one tool from its description and features.</p>
        </div>
      </div>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
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
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink" aria-label="Generated key benefits">
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
    </Card>
  )
}
