'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { toast } from '@/components/ui/toast'

import { setFollowDigest } from './set-follow-digest'

/** Whether the daily digest is sent (a mailed unsubscribe link turns it off; this turns it back on). */
export function DigestSwitch({ off }: { off: boolean }) {
  const router = useRouter()
  const [pending, setPending] = useState(false)

  async function change() {
    setPending(true)
    try {
      const result = await setFollowDigest({ off: !off })
      if (result.ok) {
        toast.success(result.data.off ? 'The daily digest is off' : 'The daily digest is on')
        router.refresh()
      } else {
        toast.error('Error', result.error)
      }
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface px-4 py-3">
      <p className="text-sm text-ink" role="status">
        {off ? 'The daily digest is off: you get no e-mails about what you follow.' : 'The daily digest is on.'}
      </p>
      <button type="button" onClick={change} disabled={pending} className="button button-secondary button-sm">
        {off ? 'Turn the digest on' : 'Turn the digest off'}
      </button>
    </div>
  )
}
