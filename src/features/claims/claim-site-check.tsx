'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { checkClaimSite } from './claim-steps'

/** "Check my site" / "Check DNS": reads the meta tag or TXT record now; what was wrong shows under the button. */
export function ClaimSiteCheck({ slug, method, label }: { slug: string; method: 'meta' | 'dns'; label: string }) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const id = `claim-${method}-problem`

  async function check() {
    setBusy(true)
    setProblem(null)
    const result = await checkClaimSite({ slug, method }).catch(() => null)
    setBusy(false)
    if (!result) return toast.error('Error', 'Something went wrong. Please try again.')
    if (!result.ok) return setProblem(result.error)
    toast.success('Claim sent to an editor', result.data.message)
    router.refresh()
  }

  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={check} disabled={busy} aria-describedby={problem ? id : undefined} className="max-sm:w-full">
        {busy ? 'Checking…' : label}
      </Button>
      {problem ? (
        <p id={id} role="alert" className="text-sm font-medium text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  )
}
