'use client'

import { Upload } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'

import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field, Textarea } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'
import type { BulkRowResult } from '@/domains/enrichment'

import { bulkAddTools } from './add-tools'
import { Panel } from './panel'
import { ProgressBar } from './progress-bar'
import { runInChunks } from './run-in-chunks'

const EXAMPLE = 'name,url,affiliate_link,tool_type\nAcme Sourcer,https://acme.example,,recruiter'
const tone = { added: 'green', skipped: 'amber', error: 'red' } as const

export function BulkAddPanel() {
  const [text, setText] = useState('')
  const [progress, setProgress] = useState<{ done: number; total: number }>()
  const [results, setResults] = useState<BulkRowResult[]>([])
  const running = progress !== undefined

  async function readFile(file: File | undefined) {
    if (!file) return
    setText(await file.text())
  }

  async function run() {
    setProgress({ done: 0, total: 0 })
    setResults([])
    try {
      const outcome = await runInChunks(
        (from) => bulkAddTools({ text, from }),
        (done, total, rows) => {
          setProgress({ done, total })
          setResults(rows)
        },
      )
      if (!outcome.ok) {
        toast.error('Error', `Failed to add tools: ${outcome.error}`)
        return
      }
      const added = outcome.data.filter((row) => row.status === 'added').length
      const problems = outcome.data.length - added
      if (problems > 0) toast.error('Bulk add finished with problems', `${added} added, ${problems} not added. See the table.`)
      else toast.success('Tools added', `${added} tools added; enrichment is queued.`)
    } catch (error) {
      toast.error('Error', `Failed to add tools: ${error instanceof Error ? error.message : 'unexpected error'}`)
    } finally {
      setProgress(undefined)
    }
  }

  return (
    <Panel
      title="Bulk Add Tools"
      icon={<Upload className="size-5" />}
      description="Paste or upload a CSV (header: name, url, affiliate_link, tool_type, description) or a JSON list. Rows are added one at a time: each good row is added whole, with its enrichment queued, even when other rows are bad; bad rows and tools already listed are reported in the table and add nothing."
    >
      <Field id="bulk-add-text" label="Tools (CSV or JSON)" hint={`Example: ${EXAMPLE.replace('\n', ' ⏎ ')}`}>
        <Textarea
          id="bulk-add-text"
          className="min-h-40 font-mono text-xs"
          value={text}
          placeholder={EXAMPLE}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="text-sm text-muted" htmlFor="bulk-add-file">
          Or upload a file:
        </label>
        <input
          id="bulk-add-file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className="text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
      </div>
      <Button onClick={() => void run()} disabled={running || !text.trim()} className="self-start">
        {running ? 'Adding...' : 'Add Tools'}
      </Button>
      {progress && progress.total > 0 ? (
        <ProgressBar value={(progress.done / progress.total) * 100} label={`${progress.done} of ${progress.total} rows processed`} />
      ) : running ? (
        <ProgressBar label="Reading the list…" />
      ) : null}
      {results.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Bulk add results per row</caption>
            <thead className="bg-surface text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2">Row</th>
                <th scope="col" className="px-3 py-2">Tool</th>
                <th scope="col" className="px-3 py-2">Result</th>
                <th scope="col" className="px-3 py-2">Details</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {results.map((row) => (
                <tr key={row.row}>
                  <td className="px-3 py-2 tabular-nums text-muted">{row.row}</td>
                  <td className="px-3 py-2 font-medium text-ink">
                    {row.slug ? <Link href={`/update-tool/${row.slug}`} className="underline">{row.name}</Link> : row.name}
                  </td>
                  <td className="px-3 py-2">
                    <Badge tone={tone[row.status]}>{row.status === 'added' ? 'Added' : row.status === 'skipped' ? 'Skipped' : 'Error'}</Badge>
                  </td>
                  <td className="px-3 py-2 text-muted">{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Panel>
  )
}
