import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

/** The top of a page under /account: the way back to the account, the page's title and a line about it. */
export function AccountSubpageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <Link href="/account" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-muted hover:text-ink">
        <ArrowLeft aria-hidden className="size-4" />
        Your account
      </Link>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-muted">{children}</p>
    </div>
  )
}
