'use client'

import type { ComponentProps } from 'react'

import { parseToolFilters } from '@/domains/directory/shared'

import { useDirectoryNavigation } from './directory-navigation'

/**
 * A link to another home filter state: a real link without JavaScript (and for a new tab), a
 * transition with placeholders with it. `href` is a home address (`/?…`).
 */
export function FilterLink({ href, onNavigate, ...props }: ComponentProps<'a'> & { href: string; onNavigate?: () => void }) {
  const { navigate } = useDirectoryNavigation()
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
        event.preventDefault()
        navigate(parseToolFilters(new URL(href, window.location.origin).searchParams))
        onNavigate?.()
      }}
    />
  )
}
