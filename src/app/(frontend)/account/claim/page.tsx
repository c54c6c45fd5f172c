import { Search } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { AccountSubpageHeading } from '@/components/account/account-subpage-heading'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { Input } from '@/components/ui/field'
import { authUrlFor } from '@/domains/accounts'
import { claimableTools } from '@/features/claims'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Claim a tool', robots: { index: false } }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const hostOf = (website: string | null) => {
  try {
    return website ? new URL(website).hostname.replace(/^www\./, '') : null
  } catch {
    return null
  }
}

/** Find a listed tool to claim (a GET search: nothing is written until the claim page's proof). */
export default async function ClaimSearchPage({ searchParams }: Props) {
  const { q } = await searchParams
  const words = (typeof q === 'string' ? q : '').trim().slice(0, 100)
  const { payload, user } = await currentUser()
  if (!user) redirect(authUrlFor(words ? `/account/claim?q=${encodeURIComponent(words)}` : '/account/claim'))
  const tools = words ? await claimableTools(payload, words) : []

  return (
    <main className="flex-1 bg-surface py-10 sm:py-14">
      <Container className="max-w-3xl space-y-6">
        <AccountSubpageHeading title="Claim a tool">
          Find the tool you run. You prove you control its website&apos;s domain, then an editor approves the claim and the listing is yours to manage.
        </AccountSubpageHeading>
        <Card className="p-5 sm:p-6">
          <form action="/account/claim" method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1 space-y-1.5">
              <label htmlFor="claim-search" className="block text-sm font-medium text-ink">
                Tool name
              </label>
              <Input id="claim-search" name="q" defaultValue={words} maxLength={100} placeholder="e.g. Acme Sourcer" autoComplete="off" />
            </div>
            <Button type="submit" className="max-sm:w-full">
              <Search aria-hidden className="size-4" /> Search
            </Button>
          </form>
          {words ? (
            tools.length > 0 ? (
              <ul className="mt-5 divide-y divide-line rounded-xl border border-line" aria-label="Matching tools">
                {tools.map((tool) => (
                  <li key={tool.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                    <div className="min-w-0">
                      <p className="break-words text-sm font-medium text-ink">{tool.name}</p>
                      {hostOf(tool.website) ? <p className="text-xs text-muted">{hostOf(tool.website)}</p> : null}
                    </div>
                    <Link href={`/account/claim/${tool.slug}`} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline" aria-label={`Claim ${tool.name}`}>
                      Claim
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-5 text-sm text-muted" role="status">
                No listed tool with a website matches &ldquo;{words}&rdquo;. Not listed yet?{' '}
                <Link href="/submit-tool" className="font-medium text-brand-700 hover:underline">
                  Submit it
                </Link>
                .
              </p>
            )
          ) : null}
        </Card>
      </Container>
    </main>
  )
}
