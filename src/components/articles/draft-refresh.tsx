'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useCallback, useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * Inside the admin's live preview pane: re-renders the draft page on the server whenever the
 * editor's changes are saved (autosave included). The admin and the site share one origin.
 */
export function DraftRefresh() {
  const router = useRouter()
  const origin = useSyncExternalStore(subscribe, () => window.location.origin, () => null)
  const refresh = useCallback(() => router.refresh(), [router])
  return origin ? <RefreshRouteOnSave serverURL={origin} refresh={refresh} /> : null
}
