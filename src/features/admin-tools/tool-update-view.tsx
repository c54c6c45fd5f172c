'use client'

import { ArrowLeft, ExternalLink, Globe } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { Button, ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field, Input } from '@/components/ui/field'
import { toast } from '@/components/ui/toast'

import { pollJobs } from './poll-jobs'
import { ProgressBar } from './progress-bar'
import { ToolInfoCard } from './tool-info-card'
import { crawlToolWebsite, getToolUpdateInfo } from './tool-update'
import type { ToolUpdateInfo } from './tool-update-info'

const STAGE_LABEL: Record<number, string> = {
  10: 'Crawl queued…',
  30: 'Crawling the website…',
  90: 'Saving what was found…',
  100: 'Done',
}

export function ToolUpdateView({ initial }: { initial: ToolUpdateInfo }) {
  const router = useRouter()
  const [tool, setTool] = useState(initial)
  const [url, setUrl] = useState(initial.sourceUrl ?? '')
  const [urlError, setUrlError] = useState<string>()
  const [progress, setProgress] = useState(0)
  const [failure, setFailure] = useState<string>()
  const crawling = progress > 0 && progress < 100
  const autoStarted = useRef(false)

  /** `overwrite`: the explicit button replaces what the tool has; the automatic start only fills gaps. */
  const crawl = useCallback(
    async (target: string, overwrite: boolean) => {
      if (!target.trim()) {
        setUrlError('Please enter a URL')
        return
      }
      setUrlError(undefined)
      setFailure(undefined)
      setProgress(10)
      try {
        const queued = await crawlToolWebsite({ toolId: tool.id, url: target, overwrite })
        if (!queued.ok) {
          setProgress(0)
          if (queued.fieldErrors?.url) setUrlError(queued.fieldErrors.url)
          else {
            setFailure(queued.error)
            toast.error('Error', queued.error)
          }
          return
        }
        const [job] = await pollJobs([queued.data.jobId], ([snapshot]) => {
          if (snapshot && snapshot.state !== 'queued') setProgress((current) => Math.max(current, 30))
        })
        const result = job?.output?.result as { success?: boolean; error?: string | null } | undefined
        if (job?.state !== 'succeeded' || !result?.success) throw new Error(result?.error ?? job?.error ?? 'Failed to crawl website')
        setProgress(90)
        const refreshed = await getToolUpdateInfo({ slug: tool.slug })
        if (!refreshed.ok || !refreshed.data) {
          toast.error('Error', 'Failed to fetch tool information')
          setProgress(0)
          return
        }
        setTool(refreshed.data)
        setProgress(100)
        toast.success('Website crawled', 'The tool information was updated.')
        router.refresh()
      } catch (error) {
        setProgress(0)
        setFailure(error instanceof Error ? error.message : 'Failed to crawl website')
        toast.error('Error', 'Failed to crawl website')
      }
    },
    [router, tool.id, tool.slug],
  )

  useEffect(() => {
    if (initial.shouldAutoCrawl && initial.sourceUrl && !autoStarted.current) {
      autoStarted.current = true
      void crawl(initial.sourceUrl, false)
    }
  }, [crawl, initial.shouldAutoCrawl, initial.sourceUrl])

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button
          variant="ghost"
          onClick={() => {
            if (window.history.length > 1) router.back()
            else router.push('/admin-tools')
          }}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <ButtonLink href={`/tool/${tool.slug}`} variant="outline">
          View Tool Page
          <ExternalLink className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Update {tool.name}</h1>
        <p className="mt-1 text-sm text-muted">Tool ID {tool.id}. Crawl the website to refresh the description, pricing and features.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <ToolInfoCard tool={tool} />
        <Card className="h-fit p-5 sm:p-6">
          <div className="flex items-center gap-2">
            <Globe className="size-5 text-brand-700" aria-hidden="true" />
            <h2 className="text-base font-semibold text-ink">Crawl website</h2>
          </div>
          <form
            className="mt-4 space-y-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              if (!crawling) void crawl(url, true)
            }}
          >
            <Field id="crawl-url" label="Website URL" error={urlError}>
              <Input
                id="crawl-url"
                type="url"
                placeholder="https://example.com"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                aria-invalid={Boolean(urlError)}
                aria-describedby={urlError ? 'crawl-url-error' : undefined}
                disabled={crawling}
              />
            </Field>
            <Button type="submit" disabled={crawling} className="w-full" aria-describedby="crawl-overwrites">
              {crawling ? 'Crawling...' : 'Crawl Website'}
            </Button>
            <p id="crawl-overwrites" className="text-xs text-muted">
              Replaces the description, pricing and features with what the website says now. The automatic crawl when
              this page opens only fills in what is missing.
            </p>
          </form>
          {progress > 0 ? (
            <div className="mt-4">
              <ProgressBar value={progress} label={`${progress}% · ${STAGE_LABEL[progress] ?? ''}`} />
            </div>
          ) : null}
          {failure ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              Failed to crawl website: {failure}
            </p>
          ) : null}
        </Card>
      </div>
    </div>
  )
}
