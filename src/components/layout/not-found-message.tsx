'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

import { buttonClasses } from '@/components/ui/button'

/**
 * The not-found texts; paths under /tools/ name the missing tool and suggest where to look.
 * `children` (where to go instead) stand between the texts and the way home.
 */
export function NotFoundMessage({ children }: { children?: ReactNode }) {
  const pathname = usePathname() ?? ''
  const isTool = pathname.startsWith('/tools/')
  const lastSegment = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '')
  return (
    <div className="mx-auto max-w-xl py-14 text-center sm:py-20">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">Error</p>
      <h1 className="mt-2 text-6xl font-extrabold tracking-tight text-ink">404</h1>
      <p className="mt-4 text-lg text-muted">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      {isTool ? (
        <div className="mt-8 rounded-2xl border border-line bg-surface p-6">
          <p className="font-medium text-ink">We couldn&apos;t find the tool &quot;{lastSegment}&quot;.</p>
          <p className="mt-3 text-sm text-muted">Looking for AI recruiting tools?</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link href="/full-list" className={buttonClasses('outline')}>
              Browse All Tools
            </Link>
            <Link href="/categories" className={buttonClasses('outline')}>
              View Categories
            </Link>
          </div>
        </div>
      ) : null}
      {children}
      <Link href="/" className={buttonClasses('outline', 'lg', 'mt-10')}>
        Return to Home
      </Link>
    </div>
  )
}
