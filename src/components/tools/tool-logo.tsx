'use client'

import { useEffect, useRef, useState } from 'react'

import { LOGO_PLACEHOLDER } from '@/domains/directory/shared'
import { cn } from '@/platform/ui/cn'

/** A tool's logo; the placeholder replaces it when it fails to load (also before hydration). */
export function ToolLogo({
  src,
  name,
  size = 48,
  eager = false,
  className,
}: {
  src: string
  name: string
  size?: number
  eager?: boolean
  className?: string
}) {
  // The source that failed to load; a new `src` (the page reloaded with a fetched logo) is tried afresh.
  const [failed, setFailed] = useState<string>()
  const current = failed === src ? LOGO_PLACEHOLDER : src
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const element = image.current
    if (element && element.complete && element.naturalWidth === 0 && current !== LOGO_PLACEHOLDER) setFailed(src)
  }, [current, src])

  return (
    // eslint-disable-next-line @next/next/no-img-element -- vendor logos from arbitrary hosts, with a placeholder on error
    <img
      ref={image}
      src={current}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => current !== LOGO_PLACEHOLDER && setFailed(src)}
      className={cn('tool-logo', className)}
      style={{ width: size, height: size }}
    />
  )
}
