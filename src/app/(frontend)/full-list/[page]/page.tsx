import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { FullList, fullListHref } from '@/components/full-list/full-list'
import { notFoundMetadata } from '@/components/layout/not-found-metadata'
import { getDirectoryPage } from '@/queries/tools'

type Params = Promise<{ page: string }>

/** Pages 2 and on of the full list (a catalogue larger than one page). */

function pageNumber(segment: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(segment) ? Number(segment) : null
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = pageNumber((await params).page)
  if (!page) return notFoundMetadata
  return {
    title: `Full List of AI Recruiting Tools (A–Z), page ${page}`,
    description: `Every tool in the directory, A to Z, grouped by audience and category: page ${page}.`,
    alternates: { canonical: fullListHref(page) },
  }
}

export default async function FullListPageN({ params }: { params: Params }) {
  const page = pageNumber((await params).page)
  if (page === 1) permanentRedirect('/full-list')
  if (!page) notFound()
  const directory = await getDirectoryPage(page)
  if (page > directory.pageCount) notFound()
  return <FullList directory={directory} />
}
