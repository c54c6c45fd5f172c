'use client'

import { clsx } from 'clsx'
import { Search } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { MAX_QUERY_LENGTH } from '@/domains/directory/shared'

/**
 * The header's search on inner pages: a plain GET form to the home search (`/?q=`), so it works
 * before hydration. Home has its own search hero, so nothing shows there. Between 768 and 1024 px
 * the navigation leaves no room for a box: an icon links to the home search instead.
 */
export function HeaderSearch({ variant }: { variant: 'bar' | 'menu' }) {
  const pathname = usePathname()
  if (pathname === '/') return null
  const form = (
    <form
      action="/"
      method="get"
      role="search"
      className={clsx('relative', variant === 'bar' ? 'hidden w-56 lg:block xl:w-64' : 'w-full')}
    >
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        type="search"
        name="q"
        required
        maxLength={MAX_QUERY_LENGTH}
        aria-label="Search the directory"
        placeholder="Search tools…"
        className="h-11 w-full rounded-lg border border-line bg-surface pl-9 pr-3 text-base text-ink placeholder:text-slate-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-100 lg:h-9 lg:text-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
    </form>
  )
  if (variant === 'menu') return form
  return (
    <>
      {form}
      <Link
        href="/#tool-search"
        aria-label="Search the directory"
        className="hidden size-10 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink md:inline-flex lg:hidden"
      >
        <Search className="size-5" aria-hidden />
      </Link>
    </>
  )
}
