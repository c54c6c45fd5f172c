'use client'

import { ImageIcon } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/field'
import { ToolLogo } from '@/components/ui/tool-logo'

import type { LogoToolPage } from './logo-tools'
import { fetchToolLogo, getLogoTools, uploadToolLogo } from './logos'
import { Panel } from './panel'
import { pollJobs } from './poll-jobs'

export function LogoManagementPanel() {
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [missing, setMissing] = useState(false)
  const [data, setData] = useState<LogoToolPage>()
  const [busy, setBusy] = useState<number>()
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; text: string }>()

  const load = useCallback(async () => {
    const result = await getLogoTools({ search: search || undefined, page, missing })
    if (result.ok) setData(result.data)
    else setAlert({ tone: 'error', text: `Could not load tools: ${result.error}` })
  }, [search, page, missing])

  useEffect(() => {
    const timer = setTimeout(() => void load(), 250)
    return () => clearTimeout(timer)
  }, [load])

  async function upload(toolId: number, file: File | undefined) {
    if (!file) return
    setBusy(toolId)
    setAlert(undefined)
    const form = new FormData()
    form.set('toolId', String(toolId))
    form.set('file', file)
    try {
      const result = await uploadToolLogo(form)
      if (!result.ok) setAlert({ tone: 'error', text: `Logo upload failed: ${result.error}` })
      else {
        setAlert({ tone: 'success', text: 'Logo saved.' })
        await load()
      }
    } catch {
      setAlert({ tone: 'error', text: 'Logo upload failed: the server did not accept the file.' })
    } finally {
      setBusy(undefined)
    }
  }

  async function fetchFromSite(toolId: number) {
    setBusy(toolId)
    setAlert(undefined)
    try {
      const queued = await fetchToolLogo({ toolId })
      if (!queued.ok) throw new Error(queued.error)
      const [job] = await pollJobs([queued.data.jobId])
      if (job?.state === 'succeeded' && job.output?.localLogoPath) {
        setAlert({ tone: 'success', text: 'Logo fetched from the website.' })
        await load()
      } else {
        setAlert({ tone: 'error', text: `No logo found: ${job?.error ?? (job?.output?.error as string | undefined) ?? 'the site has no usable icon'}` })
      }
    } catch (error) {
      setAlert({ tone: 'error', text: `Logo fetch failed: ${error instanceof Error ? error.message : 'unexpected error'}` })
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <Panel
      title="Logo Management"
      icon={<ImageIcon className="size-5" />}
      description="Every tool with its current logo. Upload or replace one (resized to 256×256), or fetch it from the tool's website."
    >
      <label htmlFor="logo-search" className="sr-only">
        Search tools
      </label>
      <Input
        id="logo-search"
        type="search"
        placeholder="Search tools by name"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPage(1)
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={missing}
            onChange={(event) => {
              setMissing(event.target.checked)
              setPage(1)
            }}
          />
          Only tools without a logo
        </label>
        {missing && data ? (
          <span className="text-sm text-muted" role="status">
            {data.totalDocs === 1 ? '1 tool without a logo' : `${data.totalDocs} tools without a logo`}
          </span>
        ) : null}
      </div>
      {alert ? (
        <p role="alert" className={alert.tone === 'error' ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700' : 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800'}>
          {alert.text}
        </p>
      ) : null}
      {!data ? (
        <p className="text-sm text-muted" role="status">
          Loading tools…
        </p>
      ) : data.tools.length === 0 ? (
        <p className="text-sm text-muted">{missing && !search ? 'Every tool has a logo.' : `No tools match “${search}”.`}</p>
      ) : null}
      <ul className="grid max-h-[28rem] gap-2 overflow-y-auto pr-1" aria-label="Tools and their logos">
        {data?.tools.map((tool) => (
          <li key={tool.id} className="flex flex-wrap items-center gap-3 rounded-lg border border-line p-2">
            <ToolLogo src={tool.logoUrl} name={tool.name} tone={tool.tone} size={40} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-ink">{tool.name}</p>
              <p className="truncate text-xs text-muted">
                ID {tool.id} · {tool.localLogoPath ?? (tool.logo ? 'external logo' : 'no logo')}
                {!tool.localLogoPath && tool.fetchRequestedAt ? ` · fetch tried ${new Date(tool.fetchRequestedAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}` : ''}
              </p>
            </div>
            <label className="cursor-pointer rounded-lg border border-line px-3 py-1.5 text-xs font-medium text-ink hover:bg-brand-50 focus-within:ring-2 focus-within:ring-brand-200">
              {tool.localLogoPath ? 'Replace' : 'Upload'}
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label={`Upload a logo for ${tool.name}`}
                disabled={busy === tool.id}
                onChange={(event) => void upload(tool.id, event.target.files?.[0])}
              />
            </label>
            <Button size="sm" variant="ghost" disabled={busy === tool.id} onClick={() => void fetchFromSite(tool.id)}>
              {busy === tool.id ? 'Working...' : 'Fetch from site'}
            </Button>
          </li>
        ))}
      </ul>
      {data && data.totalPages > 1 ? (
        <div className="flex items-center justify-between text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-muted">
            Page {data.page} of {data.totalPages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </Panel>
  )
}
