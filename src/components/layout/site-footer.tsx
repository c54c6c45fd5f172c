import { ArrowUpRight, Mail } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'
import type { SiteSettingsView } from '@/queries/site-settings'

import { FooterSignIn } from './footer-sign-in'

// src/app/(frontend)/components.css: on every page, so one short class rather than a utility list.
const linkClass = 'footer-link'

const DIRECTORY_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/categories', label: 'Categories' },
  { href: '/blog', label: 'Resources' },
]

const VENDOR_LINKS = [
  { href: '/submit-tool', label: 'Submit a Tool' },
  { href: '/feature-tool', label: 'Feature Your Tool' },
]

const SUPPORT_LINKS = [
  { href: '/help', label: 'Help Center' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
]

type FooterNavProps = { title: string; label?: string; links: { href: string; label: string }[]; children?: ReactNode }

function FooterNav({ title, label = title, links, children }: FooterNavProps) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 max-md:mt-1 max-md:space-y-0">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  )
}

export function SiteFooter({ settings }: { settings: SiteSettingsView }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-auto bg-ink text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="text-lg font-bold text-white">{settings.brandName}</p>
          <p className="text-sm leading-relaxed text-slate-400">{settings.tagline}</p>
          <a href={`mailto:${settings.contactEmail}`} className={`${linkClass} inline-flex items-center gap-2`}>
            <Mail className="size-4" aria-hidden />
            {settings.contactEmail}
          </a>
          {settings.socialLinks.length > 0 ? (
            <ul aria-label="Follow us" className="flex flex-wrap gap-2 pt-1">
              {settings.socialLinks.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded-full border border-white/15 px-3 py-1 text-xs max-md:min-h-11 font-medium text-slate-200 transition hover:border-white/40 hover:text-white"
                  >
                    {link.label}
                    <ArrowUpRight aria-hidden className="size-3.5" />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <FooterNav title="Directory" links={DIRECTORY_LINKS}>
          <FooterSignIn className={linkClass} />
        </FooterNav>
        <FooterNav title="For Vendors" label="For vendors" links={VENDOR_LINKS} />
        <FooterNav title="Support" links={SUPPORT_LINKS} />
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-5 text-xs text-slate-400">
          © {year} {settings.brandName}. All rights reserved.
        </Container>
      </div>
    </footer>
  )
}
