'use client'

import { useEffect } from 'react'

import { buttonClasses } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { serverErrorText, type BoundaryError } from '@/platform/ui/server-error-text'

const TOOL_LIST_ERROR_TITLE = 'Error fetching tools'

/**
 * The home results failed to load: a destructive toast "Error fetching tools" with the server's
 * message. The search box and filters above stay, so the visitor can retry or change the search.
 */
export function ToolListError({ error, retry }: { error: BoundaryError; retry: () => void }) {
  const message = serverErrorText(error)
  useEffect(() => {
    toast.error(TOOL_LIST_ERROR_TITLE, message)
  }, [message])
  return (
    <div className="mt-6 rounded-2xl border border-line bg-surface p-8 text-center" role="alert">
      <h2 className="text-lg font-semibold text-ink">{TOOL_LIST_ERROR_TITLE}</h2>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <button type="button" onClick={retry} className={buttonClasses('outline', 'md', 'mt-4')}>
        Try again
      </button>
    </div>
  )
}
