import { CheckCircle2, Code2, Globe, Info, Mail } from 'lucide-react'
import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import type { ReactNode } from 'react'

import { AccountSubpageHeading } from '@/components/account/account-subpage-heading'
import { ButtonLink } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { authUrlFor } from '@/domains/accounts'
import { claimPage, OWNED_ELSEWHERE } from '@/features/claims'
import { ClaimByEmail, ClaimSiteCheck } from '@/features/claims/client'
import { currentUser } from '@/server/session'

export const metadata: Metadata = { title: 'Claim a tool', robots: { index: false } }

type Props = { params: Promise<{ slug: string }> }

function Method(props: { id: string; icon: typeof Mail; title: string; intro: ReactNode; children: ReactNode }) {
  const Icon = props.icon
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={props.id} className="space-y-4">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
            <Icon aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={props.id} className="text-base font-semibold text-ink">
              {props.title}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{props.intro}</p>
          </div>
        </div>
        {props.children}
      </section>
    </Card>
  )
}

function Snippet({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-muted">{label}</p>
      <code className="mt-1 block select-all overflow-x-auto whitespace-pre-wrap break-all rounded-lg border border-line bg-surface px-3 py-2 font-mono text-sm text-ink">{value}</code>
    </div>
  )
}

/** Prove control of a tool's domain by one of three ways; an editor then approves the claim. */
export default async function ClaimToolPage({ params }: Props) {
  const { slug } = await params
  const { payload, user } = await currentUser()
  if (!user) redirect(authUrlFor(`/account/claim/${encodeURIComponent(slug)}`))
  const state = await claimPage(payload, user, slug)
  if (!state) notFound()
  const { tool } = state

  return (
    <main className="flex-1 bg-surface py-10 sm:py-14">
      <Container className="max-w-3xl space-y-6">
        <AccountSubpageHeading title={`Claim ${tool.name}`}>
          Prove that you control <strong className="font-semibold text-ink">{tool.domain}</strong> in one of the three ways below. An editor then checks the claim; once approved, {tool.name}&apos;s analytics are yours and you can propose edits to its listing.
        </AccountSubpageHeading>

        {state.owned ? (
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6" role="status">
            <p className="flex items-start gap-2 text-sm text-ink">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              {tool.name} is already yours.
            </p>
            <ButtonLink href={`/account/tools/${tool.slug}/edit`} size="sm" className="max-sm:w-full">
              Propose an edit
            </ButtonLink>
          </Card>
        ) : state.ownedElsewhere ? (
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6" role="status">
            <p className="flex items-start gap-2 text-sm text-ink">
              <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {OWNED_ELSEWHERE(tool.name)}
            </p>
            <ButtonLink href="/help-center" variant="secondary" size="sm" className="shrink-0 max-sm:w-full">
              Help center
            </ButtonLink>
          </Card>
        ) : state.open?.status === 'pending' ? (
          <Card className="p-5 sm:p-6" role="status">
            <p className="flex items-start gap-2 text-sm text-ink">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              <span>
                <strong className="font-semibold">Proof accepted.</strong> An editor checks your claim next; we e-mail you when it is decided.
              </span>
            </p>
          </Card>
        ) : (
          <>
            <Method id="claim-email" icon={Mail} title="Get a code by e-mail" intro={`We mail a 6-digit code to an address at ${tool.domain}. It works for 30 minutes.`}>
              <ClaimByEmail slug={tool.slug} domain={tool.domain} sentTo={state.open?.codeSent ? state.open.email : null} />
            </Method>
            <Method id="claim-meta" icon={Code2} title="Add a meta tag to your site" intro={`Put this tag in the <head> of ${tool.website}, publish, then check.`}>
              <Snippet label="Meta tag" value={state.metaTag} />
              <ClaimSiteCheck slug={tool.slug} method="meta" label="Check my site" />
            </Method>
            <Method id="claim-dns" icon={Globe} title="Add a DNS TXT record" intro={`Add a TXT record to ${tool.domain} at your DNS provider, then check. DNS changes can take a while to show.`}>
              <div className="grid gap-3 sm:grid-cols-[auto_1fr]">
                <Snippet label="Name" value={tool.domain} />
                <Snippet label="Value" value={state.txtRecord} />
              </div>
              <ClaimSiteCheck slug={tool.slug} method="dns" label="Check DNS" />
            </Method>
          </>
        )}
      </Container>
    </main>
  )
}
