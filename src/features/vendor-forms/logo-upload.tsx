'use client'

import { ImageUp, Loader2, X } from 'lucide-react'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { MAX_IMAGE_BYTES, tooManyBytes } from '@/config/image-limits.mjs'

import { uploadVendorLogo } from './upload-vendor-logo'

export type UploadedLogo = { id: number; url: string }

/** Optional logo (or screenshot): any image, stored as Media on pick, shown as a preview with a remove button. */
export function LogoUpload(props: {
  label: string
  toolName: string
  value: UploadedLogo | null
  onChange: (logo: UploadedLogo | null) => void
  kind?: 'logo' | 'screenshot'
}) {
  const kind = props.kind ?? 'logo'
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function pick(file: File | undefined) {
    if (!file) return
    setError(null)
    if (!file.type.startsWith('image/')) {
      setError(`The ${kind} must be an image (PNG or JPG recommended).`)
      return
    }
    // Checked here too: a larger file would be cut off at the server's cap on an action's body.
    if (file.size > MAX_IMAGE_BYTES) {
      setError(tooManyBytes(kind))
      return
    }
    setBusy(true)
    const data = new FormData()
    data.set('logo', file)
    data.set('alt', props.toolName)
    data.set('kind', kind)
    const result = await uploadVendorLogo(data).catch(() => ({ ok: false as const, error: 'Upload failed. Please try again.' }))
    setBusy(false)
    if (result.ok) props.onChange(result.data)
    else setError(result.error)
  }

  return (
    <div className="space-y-1.5">
      {/* The drop zone below is the input's one label; this title names the input through aria-labelledby. */}
      <p id={`${id}-title`} className="block text-sm font-medium text-ink">
        {props.label}
      </p>
      {props.value ? (
        <div className="flex items-center gap-4 rounded-lg border border-line bg-surface p-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the file just uploaded, not worth an optimised copy */}
          <img
            src={props.value.url}
            alt={kind === 'logo' ? 'Logo preview' : 'Screenshot preview'}
            className={kind === 'logo' ? 'size-16 rounded-lg border border-line bg-white object-contain' : 'aspect-video w-40 rounded-lg border border-line bg-white object-cover'}
          />
          <Button variant="outline" size="sm" onClick={() => props.onChange(null)}>
            <X className="size-4" aria-hidden /> Remove {kind}
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-dashed border-line bg-white p-4 text-sm text-muted hover:border-brand-300 focus-within:ring-2 focus-within:ring-brand-200"
        >
          {busy ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <ImageUp className="size-5" aria-hidden />}
          <span id={`${id}-hint`}>{busy ? 'Uploading…' : kind === 'logo' ? 'Choose an image (recommended 512x512px, PNG or JPG)' : 'Choose an image (recommended 1200x675px, PNG or JPG)'}</span>
          <input
            id={id}
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={busy}
            aria-labelledby={`${id}-title`}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
            onChange={(event) => {
              void pick(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </label>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  )
}
