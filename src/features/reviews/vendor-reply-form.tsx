'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { SubmitOrCancel } from '@/components/ui/submit-or-cancel'
import { toast } from '@/components/ui/toast'

import { replyToReview } from './reply-to-review'
import { VENDOR_REPLY_LIMITS, type VendorReply, type VendorReplyInput, vendorReplySchema } from './vendor-reply-schema'

/** The tool vendor's one public reply to a review: shown only to the vendor, under a review without a reply. */
export function VendorReplyForm({ reviewId }: { reviewId: number }) {
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<VendorReplyInput, unknown, VendorReply>({ resolver: zodResolver(vendorReplySchema), defaultValues: { reviewId, reply: '' } })

  async function onSubmit(values: VendorReply) {
    const result = await replyToReview(values)
    if (result.ok) {
      toast.success('Reply published', 'It now shows under the review.')
      setOpen(false)
      router.refresh()
      return
    }
    for (const [field, message] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof VendorReplyInput, { message })
    toast.error('Your reply was not published', result.error)
  }

  if (!open) {
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="max-md:min-h-11">
        Reply as the vendor
      </Button>
    )
  }
  const id = `vendor-reply-${reviewId}`
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-3 w-full space-y-3" aria-label="Reply to this review">
      <FormField
        as="textarea"
        id={id}
        label="Your public reply"
        rows={4}
        maxLength={VENDOR_REPLY_LIMITS.max}
        hint={`Shown under the review with your tool's name. One reply per review; ${VENDOR_REPLY_LIMITS.min}–${VENDOR_REPLY_LIMITS.max} characters.`}
        error={errors.reply?.message}
        {...register('reply')}
      />
      <SubmitOrCancel label="Publish reply" busyLabel="Publishing…" busy={isSubmitting} onCancel={() => setOpen(false)} />
    </form>
  )
}
