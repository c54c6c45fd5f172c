import { Sparkles } from 'lucide-react'
import Link from 'next/link'

import { Container } from '@/components/ui/container'

import { AuthButton } from './auth-button'
import { MobileMenu } from './mobile-menu'
import { NAV_LINKS } from './nav-links'

export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <Container className="relative flex h-16 items-center justify-between gap-4">
        <Link href="/" className="flex min-h-11 items-center gap-2 text-lg font-bold tracking-tight text-ink" aria-label={`${brandName} home`}>
          <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
            <Sparkles className="size-4" aria-hidden />
          </span>
          {brandName}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className="rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-surface hover:text-ink">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <AuthButton className="hidden md:inline-flex" />
          <MobileMenu />
        </div>
      </Container>
    </header>
  )
}
