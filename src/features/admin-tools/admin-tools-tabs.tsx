'use client'

import { clsx } from 'clsx'
import { useRef, useState, type KeyboardEvent } from 'react'

import { BulkAddPanel } from './bulk-add-panel'
import { CategorizationPanel } from './categorization-panel'
import { ContentGenerationPanel } from './content-generation-panel'
import { LogoManagementPanel } from './logo-management-panel'
import { MeetingToolsPanel } from './meeting-tools-panel'
import { QuickAddPanel } from './quick-add-panel'
import { RankingPanel } from './ranking-panel'

const TABS = [
  { key: 'enrich', label: 'AI Enrichment' },
  { key: 'meeting', label: 'Meeting Tools' },
  { key: 'quick', label: 'Quick Add' },
  { key: 'bulk', label: 'Bulk Add' },
] as const
type TabKey = (typeof TABS)[number]['key']

/** The four tabs of /admin-tools, with arrow-key navigation as the WAI-ARIA tabs pattern has it. */
export function AdminToolsTabs() {
  const [active, setActive] = useState<TabKey>('enrich')
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  function onKeyDown(event: KeyboardEvent, index: number) {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta && event.key !== 'Home' && event.key !== 'End') return
    event.preventDefault()
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : (index + delta + TABS.length) % TABS.length
    setActive(TABS[next]!.key)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label="Admin tools" className="grid w-full grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1">
        {TABS.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element
            }}
            id={`tab-${tab.key}`}
            role="tab"
            type="button"
            aria-selected={active === tab.key}
            aria-controls={`panel-${tab.key}`}
            tabIndex={active === tab.key ? 0 : -1}
            onClick={() => setActive(tab.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={clsx(
              'rounded-lg px-2 py-2 text-xs font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 sm:text-sm',
              active === tab.key ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="mt-6">
        <div role="tabpanel" id="panel-enrich" aria-labelledby="tab-enrich" hidden={active !== 'enrich'} className="grid items-start gap-6 lg:grid-cols-2">
          <div className="grid gap-6">
            <RankingPanel />
            <CategorizationPanel />
            <ContentGenerationPanel />
          </div>
          <LogoManagementPanel />
        </div>
        <div role="tabpanel" id="panel-meeting" aria-labelledby="tab-meeting" hidden={active !== 'meeting'}>
          <MeetingToolsPanel />
        </div>
        <div role="tabpanel" id="panel-quick" aria-labelledby="tab-quick" hidden={active !== 'quick'}>
          <QuickAddPanel />
        </div>
        <div role="tabpanel" id="panel-bulk" aria-labelledby="tab-bulk" hidden={active !== 'bulk'}>
          <BulkAddPanel />
        </div>
      </div>
    </div>
  )
}
