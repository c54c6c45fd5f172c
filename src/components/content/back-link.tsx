import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'

export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-brand-700 hover:text-brand-900 max-md:min-h-11"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  )
}
