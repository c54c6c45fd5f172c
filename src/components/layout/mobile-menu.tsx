'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'

import { HeaderSearch } from './header-search'
import { MobileAccountLinks } from './mobile-account-links'
import { NAV_LINKS, SUBMIT_LINK } from './nav-links'

/** Small screens: the navigation sits in a dropdown that closes on navigation, Escape or outside click. */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)

  // Closes on navigation: state adjusted while rendering the new path, not in an effect after it.
  const [shownPathname, setShownPathname] = useState(pathname)
  if (pathname !== shownPathname) {
    setShownPathname(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  return (
    <div ref={root} className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-surface"
      >
        {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
      </button>
      {open ? (
        <div id={panelId} className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lg">
          <nav aria-label="Main" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            <div className="mb-2 empty:hidden">
              <HeaderSearch variant="menu" />
            </div>
            {NAV_LINKS.map((link) => (
              <Link
                key={link.href}
                href={link.href}
                className="rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-surface"
              >
                {link.label}
              </Link>
            ))}
            <Link href={SUBMIT_LINK.href} className="rounded-lg px-3 py-2.5 text-base font-semibold text-brand-700 hover:bg-brand-50">
              {SUBMIT_LINK.label}
            </Link>
            <MobileAccountLinks />
          </nav>
        </div>
      ) : null}
    </div>
  )
}
