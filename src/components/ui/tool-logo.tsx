'use client'

import { clsx } from 'clsx'
import { useEffect, useRef, useState } from 'react'

import { ToolMonogram } from './tool-monogram'

/** `tone`: the monogram's palette colour, the tool's own or the one its list gave it (distinctTones). */
type LogoProps = { name: string; tone: number; size?: number; eager?: boolean; className?: string }

/**
 * A tool's logo; its generated monogram when it has none (drawn directly: most tools have no logo
 * yet, and 24 cards on the home page then hydrate none of the image's load-error handling).
 */
export function ToolLogo({ src, size = 48, ...props }: LogoProps & { src: string | null }) {
  return src ? <LogoImage src={src} size={size} {...props} /> : <ToolMonogram name={props.name} tone={props.tone} size={size} className={props.className} />
}

/** The logo image, with the monogram when it fails to load (also before hydration, which the mount check catches). */
function LogoImage({ src, name, tone, size, eager = false, className }: LogoProps & { src: string; size: number }) {
  // The source that failed to load; a new `src` (the page reloaded with a fetched logo) is tried afresh.
  const [failed, setFailed] = useState<string | null>(null)
  const image = useRef<HTMLImageElement>(null)

  useEffect(() => {
    const element = image.current
    if (element && element.complete && element.naturalWidth === 0) setFailed(src)
  }, [src])

  if (failed === src) return <ToolMonogram name={name} tone={tone} size={size} className={className} />
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
