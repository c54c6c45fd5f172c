'use client'

import { Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

/**
 * The website preview: 16:9, at most 500 px high, lazy-loaded, a spinner until it loads or fails.
 * A picture that fails to load is logged and its frame left out: a failure is not content.
 */
export function ScreenshotPreview({ src, alt }: { src: string; alt: string }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const image = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const element = image.current
    if (element?.complete) setState(element.naturalWidth > 0 ? 'loaded' : 'failed')
  }, [])
  useEffect(() => {
    if (state === 'failed') console.error(`screenshot ${src} failed to load`)
  }, [state, src])
  if (state === 'failed') return null
  return (
    <div className="relative mx-auto aspect-video max-h-[500px] w-full overflow-hidden rounded-xl border border-line bg-surface">
      {state === 'loading' ? (
        <div className="absolute inset-0 flex items-center justify-center" role="status">
          <Loader2 className="size-8 animate-spin text-brand-500" aria-hidden />
          <span className="sr-only">Loading screenshot…</span>
        </div>
      ) : null}
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored screenshot served as is; the mount check reads this element's complete/naturalWidth */}
      <img
        ref={image}
        src={src}
        alt={alt}
        width={1200}
        height={675}
        loading="lazy"
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
        className="size-full object-cover object-top"
      />
    </div>
  )
}
