'use client'

import { Bookmark, BookmarkCheck, Share2 } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'

import { useReadingList } from './reading-list'

/** Share (the device's share sheet, else copy the link) and Save (this browser's reading list). */
export function ArticleActions({ slug, title, excerpt }: { slug: string; title: string; excerpt: string }) {
  const { list, save, remove } = useReadingList()
  const saved = list.some((item) => item.slug === slug)

  async function share() {
    const url = `${window.location.origin}/resources/${slug}`
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: excerpt, url })
        return
      } catch (error) {
        // The visitor closed the share sheet: nothing to report.
        if (error instanceof DOMException && error.name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copied', 'The article link is on your clipboard.')
    } catch {
      toast.error('Could not copy the link', url)
    }
  }

  function toggleSaved() {
    const ok = saved ? remove(slug) : save({ slug, title })
    if (!ok) {
      toast.error('Could not update your reading list', 'Your browser is blocking local storage for this site.')
      return
    }
    if (saved) toast.info('Removed from your reading list')
    else toast.success('Saved to your reading list', 'Find it under Saved articles on the Resources page.')
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant={saved ? 'secondary' : 'outline'} size="sm" aria-pressed={saved} onClick={toggleSaved}>
        {saved ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
        {saved ? 'Saved' : 'Save'}
      </Button>
      <Button variant="outline" size="sm" onClick={share}>
        <Share2 aria-hidden className="size-4" />
        Share
      </Button>
    </div>
  )
}
