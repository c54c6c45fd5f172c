'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { Plus } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field, Input, Select } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import { TOOL_TYPES } from '@/domains/directory/shared'
import type { AddedTool } from '@/domains/enrichment'
import { quickAddSchema } from '@/domains/enrichment/shared'

import { quickAddTool } from './add-tools'
import { Panel } from './panel'

type FormValues = z.input<typeof quickAddSchema>

export function QuickAddPanel() {
  const [added, setAdded] = useState<AddedTool>()
  const form = useForm<FormValues, unknown, z.output<typeof quickAddSchema>>({
    resolver: zodResolver(quickAddSchema),
    defaultValues: { name: '', url: '', affiliateLink: '', toolType: 'recruiter' },
  })
  const { errors, isSubmitting } = form.formState

  const onSubmit = form.handleSubmit(
    async (values) => {
      setAdded(undefined)
      const result = await quickAddTool(values)
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
          form.setError(field as keyof FormValues, { message })
        }
        toast.error(result.error, result.error === 'Tool already exists' ? `"${values.name}" is already in the directory.` : undefined)
        return
      }
      setAdded(result.data)
      form.reset()
      toast.success('Tool added', `${result.data.name} was added; enrichment is queued.`)
    },
    (invalid) => {
      if (invalid.name?.message === 'Missing fields' || invalid.url?.message === 'Missing fields') {
        toast.error('Missing fields', 'Enter the tool name and its website URL.')
      }
    },
  )

  return (
    <Panel
      title="Quick Add Tool"
      icon={<Plus className="size-5" />}
      description="Adds a tool by name and website. It is listed with validation pending, and crawl, logo, screenshot and AI enrichment run in the background."
    >
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
        <Field id="quick-add-name" label="Tool name" error={errors.name?.message}>
          <Input id="quick-add-name" autoComplete="off" aria-invalid={Boolean(errors.name)} {...form.register('name')} />
        </Field>
        <Field id="quick-add-url" label="Website URL" error={errors.url?.message}>
          <Input id="quick-add-url" type="url" placeholder="https://example.com" aria-invalid={Boolean(errors.url)} {...form.register('url')} />
        </Field>
        <Field id="quick-add-affiliate" label="Affiliate link (optional)" error={errors.affiliateLink?.message}>
          <Input id="quick-add-affiliate" type="url" aria-invalid={Boolean(errors.affiliateLink)} {...form.register('affiliateLink')} />
        </Field>
        <Field id="quick-add-type" label="Tool type">
          <Select id="quick-add-type" {...form.register('toolType')}>
            {TOOL_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Adding...' : 'Add Tool'}
          </Button>
        </div>
      </form>
      {added ? (
        <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800" role="status">
          Added {added.name} (ID {added.id}).{' '}
          <Link className="font-medium underline" href={`/update-tool/${added.slug}`}>
            Follow its enrichment
          </Link>
        </p>
      ) : null}
    </Panel>
  )
}
