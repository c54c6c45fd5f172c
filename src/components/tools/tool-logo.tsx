'use client'

import { clsx } from 'clsx'
import { useEffect, useRef, useState } from 'react'


import { ToolMonogram } from './tool-monogram'

/**
 * A tool's logo; its generated monogram when it has none, or when the logo fails to load (also
 * before hydration, which the mount check catches).
 */
export function ToolLogo({
  src,
  name,
  size = 48,
  eager = false,
  className,
}: {
  src: string | null
  name: string
  size?: number
  eager?: boolean
  className?: string
}) {
  // The source that failed to load; a new `src` (the page reloaded with a fetched logo) is tried afresh.
  const [failed, setFailed] = useState<string | null>(null)
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const element = image.current
    if (src && element && element.complete && element.naturalWidth === 0) setFailed(src)
  }, [src])

  if (!src || failed === src) return <ToolMonogram name={name} size={size} className={className} />
  return (
    // eslint-disable-next-line @next/next/no-img-element -- vendor logos from arbitrary hosts, with the monogram on error
    <img
      ref={image}
      src={src}
      alt={`${name} logo`}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(src)}
      className={clsx('tool-logo', className)}
      style={{ width: size, height: size }}
    />
  )
}
