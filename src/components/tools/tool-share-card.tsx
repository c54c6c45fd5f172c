import { monogram } from '@/domains/directory'

/** The shared-link image's size, the one link previews show whole. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 }

const INK = '#0f172a'
const MUTED = '#475569'
const BRAND = '#4f46e5'

interface ShareCardTool {
  name: string
  category: string | null
  description: string
  /** The website's host, shown under the description ("peoplegpt.com"). */
  domain: string | null
  /** The monogram's palette colour (the tool's own). */
  tone: number
  /** The stored logo as a PNG data URL, or null for the monogram. */
  logo: string | null
}

/** Cut at a word boundary near `max` characters, with an ellipsis when cut. */
function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const end = clean.lastIndexOf(' ', max)
  return `${clean.slice(0, end > max / 2 ? end : max).trimEnd()}…`
}

/** The site's mark (public/hirestack-mark.svg), drawn inline: the renderer reads no files. */
function SiteMark() {
  return (
    <svg width="44" height="44" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill={BRAND} />
      <g transform="translate(4 4)" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path
          d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z"
          fill="#fff"
        />
        <path d="M20 2v4M22 4h-4" />
        <circle cx="4" cy="20" r="2" />
      </g>
    </svg>
  )
}

/** The tool's mark: its stored logo on a white tile, else its monogram on its colour. */
function Mark({ tool }: { tool: ShareCardTool }) {
  const tile = { width: 220, height: 220, borderRadius: 44, display: 'flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 }
  if (tool.logo) {
    return (
      <div style={{ ...tile, background: '#ffffff', border: '2px solid #e2e8f0' }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG by next/og, not a page */}
        <img src={tool.logo} width={168} height={168} alt="" />
      </div>
    )
  }
  const { initials, background } = monogram(tool.name, tool.tone)
  return <div style={{ ...tile, background, color: '#ffffff', fontSize: initials.length > 1 ? 92 : 108, fontWeight: 700, letterSpacing: 2 }}>{initials}</div>
}

/**
 * A tool's shared-link card (og:image): its mark, name, category and what it does, with the site's
 * name, on a band of the tool's colour, so a shared link reads as the product. Drawn by next/og's
 * renderer, which lays out with flexbox only (every box with children says `display: flex`).
 */
export function ToolShareCard({ tool, brandName, tagline }: { tool: ShareCardTool; brandName: string; tagline: string }) {
  const { background } = monogram(tool.name, tool.tone)
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#ffffff', fontFamily: 'Inter', color: INK }}>
      <div style={{ height: 16, background, display: 'flex' }} />
      <div style={{ flex: 1, display: 'flex', alignItems: 'center', padding: '0 80px', gap: 56 }}>
        <Mark tool={tool} />
        <div style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
          <div style={{ fontSize: tool.name.length > 24 ? 60 : 76, fontWeight: 700, lineHeight: 1.05, letterSpacing: -1.5 }}>{cut(tool.name, 48)}</div>
          {tool.category ? (
            <div style={{ display: 'flex', marginTop: 24 }}>
              <div style={{ fontSize: 28, fontWeight: 700, color: '#4338ca', background: '#eef2ff', border: '2px solid #c7d2fe', borderRadius: 999, padding: '8px 24px' }}>{tool.category}</div>
            </div>
          ) : null}
          {tool.description ? <div style={{ fontSize: 30, lineHeight: 1.4, color: MUTED, marginTop: 28 }}>{cut(tool.description, 130)}</div> : null}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '28px 80px', borderTop: '2px solid #e2e8f0', background: '#f8fafc' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <SiteMark />
          <div style={{ fontSize: 30, fontWeight: 700 }}>{brandName}</div>
          {tagline ? <div style={{ fontSize: 26, color: MUTED }}>{cut(tagline, 48)}</div> : null}
        </div>
        {tool.domain ? <div style={{ fontSize: 26, color: MUTED }}>{tool.domain}</div> : null}
      </div>
    </div>
  )
}
