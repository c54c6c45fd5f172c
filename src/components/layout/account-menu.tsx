'use client'

import { clsx } from 'clsx'
import { ChevronDown, LogOut } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { useSession } from '@/components/ui/session-store'

import { AuthButton } from './auth-button'
import { ACCOUNT_LINKS } from './nav-links'
import { useSignOut } from './use-sign-out'
import { displayName, UserAvatar } from './user-avatar'

const ITEM = 'flex min-h-10 w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink outline-none hover:bg-surface focus-visible:bg-surface focus-visible:ring-2 focus-visible:ring-brand-200'

/**
 * The header's account menu on wide screens (the mobile menu lists the same links): Sign In when
 * signed out; signed in, an initials button opening Account, Saved tools and Sign Out. Who is signed
 * in is read in the browser (session-store), so the page itself stays the same for everyone and
 * the cache tier never holds a name. Keyboard: Enter, Space or ↓ open on the first item, ↑ on the
 * last; ↑/↓, Home and End move; Escape closes and returns to the button; Tab closes and moves on.
 */
export function AccountMenu({ className }: { className?: string }) {
  const session = useSession()
  const { signOut, busy } = useSignOut()
  const [open, setOpen] = useState(false)
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first')
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const pathname = usePathname()

  // Closes on navigation: state adjusted while rendering the new path, not in an effect after it.
  const [shownPathname, setShownPathname] = useState(pathname)
  if (pathname !== shownPathname) {
    setShownPathname(pathname)
    setOpen(false)
  }

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    const list = items()
    ;(focusOnOpen === 'last' ? list.at(-1) : list[0])?.focus()
    const onPointer = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    return () => document.removeEventListener('mousedown', onPointer)
  }, [open, focusOnOpen])

  if (session.status !== 'ready' || !session.user) return <AuthButton className={className} />
  const user = session.user

  function openAt(where: 'first' | 'last') {
    setFocusOnOpen(where)
    setOpen(true)
  }

  function close(returnFocus: boolean) {
    setOpen(false)
    if (returnFocus) trigger.current?.focus()
  }

  function onTriggerKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(event.key === 'ArrowUp' ? 'last' : 'first')
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const move = (index: number) => {
      event.preventDefault()
      list[(index + list.length) % list.length]?.focus()
    }
    if (event.key === 'ArrowDown') move(at + 1)
    else if (event.key === 'ArrowUp') move(at - 1)
    else if (event.key === 'Home') move(0)
    else if (event.key === 'End') move(list.length - 1)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') close(false)
  }

  return (
    <div ref={root} className={clsx('relative', className)}>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label="Account menu"
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={onTriggerKey}
        className="flex h-10 items-center gap-1 rounded-full pl-1 pr-2 text-muted hover:bg-surface hover:text-ink aria-expanded:bg-surface"
      >
        <UserAvatar user={user} />
        <ChevronDown aria-hidden className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label="Account"
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-50 mt-2 w-72 origin-top-right rounded-xl border border-line bg-white p-1.5 shadow-lg"
        >
          <div className="flex items-center gap-3 border-b border-line px-3 pb-3 pt-2">
            <UserAvatar user={user} size="large" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink">{displayName(user)}</p>
              {user.name ? <p className="truncate text-xs text-muted">{user.email}</p> : null}
            </div>
          </div>
          <div className="py-1.5">
            {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
              <Link key={href} href={href} role="menuitem" tabIndex={-1} onClick={() => setOpen(false)} className={ITEM}>
                <Icon aria-hidden className="size-4 text-muted" />
                {label}
              </Link>
            ))}
          </div>
          <div className="border-t border-line pt-1.5">
            <button type="button" role="menuitem" tabIndex={-1} disabled={busy} onClick={() => void signOut()} className={ITEM}>
              <LogOut aria-hidden className="size-4 text-muted" />
              Sign Out
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
