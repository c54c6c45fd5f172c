'use client'

import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { serverErrorText, type BoundaryError } from '@/platform/ui/server-error-text'

/**
 * The site's error page body, in the style of the not-found page: what happened, try again (Next's
 * `retry` reloads the page's server data, then renders it again), or go home.
 */
export function ErrorMessage({ error, retry }: { error: BoundaryError; retry: () => void }) {
  return (
    <div className="mx-auto max-w-xl py-20 text-center" role="alert">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Error</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink">Something went wrong</h1>
      <p className="mt-4 text-lg text-muted">This page could not be loaded. Please try again in a moment.</p>
      <p className="mt-2 text-sm text-muted">{serverErrorText(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClasses('primary', 'lg')}>
          Try again
        </button>
        <Link href="/" className={buttonClasses('outline', 'lg')}>
          Return to Home
        </Link>
      </div>
    </div>
  )
}
