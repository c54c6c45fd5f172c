import { Sparkles } from 'lucide-react'
import Link from 'next/link'

import { Container } from '@/components/ui/container'

import { AccountMenu } from './account-menu'
import { HeaderSearch } from './header-search'
import { MobileMenu } from './mobile-menu'
import { NAV_LINKS, SUBMIT_LINK } from './nav-links'

export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="site-header">
      <Container className="relative flex h-16 items-center justify-between gap-3 lg:gap-4">
        <Link href="/" className="site-brand" aria-label={`${brandName} home`}>
          <span>
            <Sparkles className="size-4" aria-hidden />
          </span>
          {brandName}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex lg:mr-auto">
          {NAV_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className="nav-link">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <HeaderSearch variant="bar" />
          <Link href={SUBMIT_LINK.href} className="nav-link nav-link-accent max-md:hidden">
            {SUBMIT_LINK.label}
          </Link>
          <AccountMenu className="max-md:hidden" />
          <MobileMenu />
        </div>
      </Container>
    </header>
  )
}
